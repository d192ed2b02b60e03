import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo } from '../../../test/mailbox.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSmtpTransport } from './smtp-transport.ts';

/** A real SMTP server on this machine (the registry package smtp-server) that keeps what it receives. */
type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
let server: SMTPServer | undefined;
let port = 0;

const startSmtp = (onPort = 0) =>
  new Promise<number>((resolve, reject) => {
    const s = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'secret') return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example')) return callback(new Error('No such user here'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    s.on('error', reject);
    s.listen(onPort, '127.0.0.1', () => {
      server = s;
      resolve((s.server.address() as AddressInfo).port);
    });
  });

const stopSmtp = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

let t: TestApp;
let offsetMs = 0;
const advanceSeconds = (s: number) => {
  offsetMs += s * 1000;
};

beforeAll(async () => {
  port = await startSmtp();
  t = await createTestApp({
    now: () => new Date(Date.now() + offsetMs),
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'City Rides <no-reply@rides.example>' },
  });
});
afterAll(async () => {
  await t.close();
  await stopSmtp();
});

let ipSeq = 1;
const askCode = (email: string) =>
  t.app.inject({
    url: `/api/emailverificationcode/sendemailfornewuseremailverification?email=${encodeURIComponent(email)}&templateType=EmailVerification_Template&clientId=customer-portal`,
    headers: { host: 'citylimo.localhost' },
    remoteAddress: `10.4.0.${ipSeq++}`,
  });
const deliveredTo = (email: string) => received.filter((r) => r.to.includes(email));

describe('SMTP delivery through the outbox', () => {
  it('When SMTP_URL is set, then a verification mail is delivered over SMTP and marked sent', async () => {
    expect((await askCode('first@example.com')).statusCode).toBe(200);
    expect((await latestMailTo(t, 'first@example.com')).status).toBe('pending');
    expect(await t.drainOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });

    const [mail] = deliveredTo('first@example.com');
    expect(mail.from).toBe('no-reply@rides.example');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Your City Limo/);
    expect(mail.raw.toLowerCase()).toContain('x-ridedesk-outbox-id:');
    expect(mail.raw).toContain('text/html');
    expect(mail.raw).toContain('text/plain');
    const row = await latestMailTo(t, 'first@example.com');
    expect(row.status).toBe('sent');
    expect(await t.drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(deliveredTo('first@example.com')).toHaveLength(1);
  });

  it('When the SMTP server is down, then the mail is retried with backoff and delivered exactly once when it is back', async () => {
    await stopSmtp();
    expect((await askCode('later@example.com')).statusCode).toBe(200);

    expect(await t.drainOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await latestMailTo(t, 'later@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBeTruthy();

    await startSmtp(port);
    // Not due yet: the first retry waits 30 seconds.
    expect(await t.drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(deliveredTo('later@example.com')).toHaveLength(0);

    advanceSeconds(31);
    const [a, b] = await Promise.all([t.drainOutbox(), t.drainOutbox()]);
    expect(a).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(b).toEqual(a);
    advanceSeconds(3600);
    expect(await t.drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(deliveredTo('later@example.com')).toHaveLength(1);
    row = await latestMailTo(t, 'later@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('When the server stays down for 8 attempts, then the message is marked failed and kept', async () => {
    await stopSmtp();
    expect((await askCode('never@example.com')).statusCode).toBe(200);
    const delays = [30, 60, 120, 240, 480, 960, 1920];
    expect((await t.drainOutbox()).retried).toBe(1);
    for (const [i, delay] of delays.entries()) {
      advanceSeconds(delay - 1);
      expect(await t.drainOutbox(), `before retry ${i + 2}`).toEqual({ sent: 0, retried: 0, failed: 0 });
      advanceSeconds(1);
      const outcome = await t.drainOutbox();
      expect(outcome).toEqual(
        i === delays.length - 1 ? { sent: 0, retried: 0, failed: 1 } : { sent: 0, retried: 1, failed: 0 },
      );
    }
    const row = await latestMailTo(t, 'never@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    await startSmtp(port);
    advanceSeconds(86_400);
    expect(await t.drainOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(deliveredTo('never@example.com')).toHaveLength(0);
  });
});

describe('SMTP transport: a message held all but its end', () => {
  const mail = (outboxId: number, to: string) => ({
    from: 'City Rides <no-reply@rides.example>',
    to,
    subject: 'Held',
    html: `<p>${'Your ride is booked. '.repeat(2000)}</p>`,
    text: 'Your ride is booked.',
    outboxId,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('When a held message is released, then the server has it once, and not before', async () => {
    const transport = createSmtpTransport(`smtp://mailer:secret@127.0.0.1:${port}`);
    const held = await transport.hold(mail(9001, 'held@example.com'));
    await settle();
    expect(deliveredTo('held@example.com')).toHaveLength(0);
    await held.release();
    const [delivered] = deliveredTo('held@example.com');
    expect(delivered.raw).toContain('Message-ID: <outbox-9001@rides.example>');
    expect(delivered.raw).toContain('Your ride is booked.');
    await transport.close();
  });

  it('When a held message is cancelled, then the server drops it (a connection closed inside the mail transaction)', async () => {
    const transport = createSmtpTransport(`smtp://mailer:secret@127.0.0.1:${port}`);
    const held = await transport.hold(mail(9002, 'cancelled@example.com'));
    held.cancel();
    await settle();
    expect(deliveredTo('cancelled@example.com')).toHaveLength(0);
    await transport.close();
  });

  it("When the sign-in or the recipient is refused, then holding fails with the server's reason", async () => {
    const wrong = createSmtpTransport(`smtp://mailer:wrong@127.0.0.1:${port}`);
    await expect(wrong.hold(mail(9003, 'anyone@example.com'))).rejects.toThrow(/Invalid username or password/);
    const transport = createSmtpTransport(`smtp://mailer:secret@127.0.0.1:${port}`);
    await expect(transport.hold(mail(9004, 'ghost@refused.example'))).rejects.toThrow(/No such user here/);
    await settle();
    expect(
      received.filter((r) => r.to.includes('anyone@example.com') || r.to.includes('ghost@refused.example')),
    ).toEqual([]);
    await wrong.close();
    await transport.close();
  });
});
