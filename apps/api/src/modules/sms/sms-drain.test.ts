/**
 * The drain against the local Twilio: each text sent once, retried with backoff while Twilio is
 * down, failed when Twilio refuses it for good, skipped for a number that answered STOP, and a
 * claim whose process died mid-send reconciled against Twilio's own list.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../../test/fakes/twilio-server.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { createTwilioTransport } from '../../integrations/sms/twilio.ts';
import { createSmsService, type SmsService } from './sms.service.ts';
import { SENDING_LEASE_MS, SMS_MAX_ATTEMPTS, smsRetryDelayMs } from './sms-drain.ts';

const ACCOUNT = 'AC00000000000000000000000000000002';
const TOKEN = 'drain-token';
let database: Database;
let twilio: FakeTwilio;
let sms: SmsService;
let now = new Date('2026-11-26T08:00:00Z');
beforeAll(async () => {
  [database, twilio] = await Promise.all([
    createTestDatabase(),
    startFakeTwilio({ accountSid: ACCOUNT, authToken: TOKEN, now: () => now }),
  ]);
  sms = createSmsService({
    db: database.db,
    transport: createTwilioTransport({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: '+13125550100',
      baseUrl: twilio.baseUrl,
    }),
    now: () => now,
    statusCallback: 'https://rides.example/api/sms/twilio/status',
  });
});
afterAll(async () => {
  await twilio.close();
  await database.close();
});

let seq = 0;
/** One text written as a ride change writes it (through the outbox's enqueue). */
const text = async (to = '+13125550111') => {
  const body = `City Limo: ride CL-${++seq} is booked.`;
  const id = await sms.enqueue(database.db, { siteId: 5, to, body, template: null, dedupeKey: `test:${seq}` });
  return { id: id as number, body, to };
};
const row = async (id: number) =>
  (
    await database.db.execute(
      sql`select status, attempts, provider_id, error, next_attempt_at, claimed_on from sms_outbox where id = ${id}`,
    )
  ).rows[0] as {
    status: string;
    attempts: number;
    provider_id: string | null;
    error: string | null;
    next_attempt_at: Date | string;
  };
const postsOf = (body: string) => twilio.messages.filter((m) => m.body === body);

describe('the SMS drain', () => {
  it('When a text is due, then Twilio gets it once, with the status callback, and its SID is recorded', async () => {
    const t = await text();
    expect(await sms.drainOutbox()).toMatchObject({ sent: 1 });
    expect(postsOf(t.body)).toHaveLength(1);
    expect(postsOf(t.body)[0].status_callback).toBe('https://rides.example/api/sms/twilio/status');
    expect(await row(t.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_id: postsOf(t.body)[0].sid,
      error: null,
    });
    expect(await sms.drainOutbox()).toMatchObject({ sent: 0 });
    expect(postsOf(t.body)).toHaveLength(1);
  });

  it('When Twilio is down, then the try is counted and waits 30 s, doubling after each, and the text goes when Twilio is back', async () => {
    const t = await text();
    twilio.failNext(500, 20500, 'Internal Server Error');
    expect(await sms.drainOutbox()).toMatchObject({ retried: 1 });
    const first = await row(t.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.error).toContain('Twilio answered 500');
    expect(new Date(first.next_attempt_at).getTime() - now.getTime()).toBe(smsRetryDelayMs(1));
    expect(await sms.drainOutbox()).toMatchObject({ sent: 0, retried: 0 });
    now = new Date(now.getTime() + smsRetryDelayMs(1));
    expect(await sms.drainOutbox()).toMatchObject({ sent: 1 });
    expect(await row(t.id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(postsOf(t.body)).toHaveLength(1);
  });

  it("When an older text to a number waits for its retry, then a newer one to that number waits behind it (the traveller's texts stay in order)", async () => {
    const first = await text('+13125550134');
    const second = await text('+13125550134');
    const other = await text('+13125550135');
    twilio.failNext(500, 20500, 'Internal Server Error');
    expect(await sms.drainOutbox()).toMatchObject({ retried: 1, sent: 1 });
    expect(postsOf(second.body)).toHaveLength(0);
    expect(postsOf(other.body)).toHaveLength(1);
    now = new Date(now.getTime() + smsRetryDelayMs(1));
    expect(await sms.drainOutbox()).toMatchObject({ sent: 2 });
    const order = twilio.messages.map((m) => m.body);
    expect(order.indexOf(first.body)).toBeLessThan(order.indexOf(second.body));
  });

  it(`When Twilio stays down for ${SMS_MAX_ATTEMPTS} tries, then the text is failed`, async () => {
    const t = await text('+13125550133');
    for (let i = 1; i <= SMS_MAX_ATTEMPTS; i++) {
      twilio.failNext(503, 20503, 'Service Unavailable');
      await sms.drainOutbox();
      now = new Date(now.getTime() + smsRetryDelayMs(i));
    }
    expect(await row(t.id)).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS });
  });

  it('When Twilio refuses the number for good, then the text is failed at once with its reason', async () => {
    const t = await text('+1');
    expect(await sms.drainOutbox()).toMatchObject({ failed: 1 });
    const failed = await row(t.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toContain('21211');
  });

  it('When the number answered STOP, then the drain never sends to it (opted out) until it answers START', async () => {
    await sms.receive({ from: '+13125550144', body: 'STOP' });
    const t = await text('+13125550144');
    expect(await sms.drainOutbox()).toMatchObject({ 'opted-out': 1 });
    expect(await row(t.id)).toMatchObject({ status: 'opted-out', attempts: 0 });
    expect(postsOf(t.body)).toHaveLength(0);
    await sms.receive({ from: '+13125550144', body: 'START' });
    const next = await text('+13125550144');
    expect(await sms.drainOutbox()).toMatchObject({ sent: 1 });
    expect(postsOf(next.body)).toHaveLength(1);
  });

  it('When Twilio itself knows the number as unsubscribed (21610), then the text is opted out', async () => {
    twilio.unsubscribed.add('+13125550155');
    const t = await text('+13125550155');
    expect(await sms.drainOutbox()).toMatchObject({ 'opted-out': 1 });
    expect(await row(t.id)).toMatchObject({ status: 'opted-out' });
  });
});

describe('a claim whose process died mid-send', () => {
  /** What a drain killed after its claim committed leaves: 'sending', claimed at `at`. */
  const deadClaim = async (id: number, at: Date) =>
    database.db.execute(
      sql`update sms_outbox set status = 'sending', claimed_on = ${at}, attempts = 1 where id = ${id}`,
    );

  it('When Twilio took the text before the process died, then the next drain records its SID and does not send it again', async () => {
    const t = await text('+13125550166');
    const accepted = await createTwilioTransport({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: '+13125550100',
      baseUrl: twilio.baseUrl,
    }).send({ to: t.to, body: t.body, siteId: 5, outboxId: t.id });
    await deadClaim(t.id, now);
    // Within the lease the claim may still be alive: nothing happens.
    expect(await sms.drainOutbox()).toMatchObject({ sent: 0 });
    now = new Date(now.getTime() + SENDING_LEASE_MS);
    expect(await sms.drainOutbox()).toMatchObject({ sent: 1 });
    expect(await row(t.id)).toMatchObject({ status: 'sent', provider_id: accepted.providerId, attempts: 1 });
    expect(postsOf(t.body)).toHaveLength(1);
  });

  it('When the process died before Twilio had the text, then the next drain after the lease sends it once', async () => {
    const t = await text('+13125550167');
    await deadClaim(t.id, now);
    now = new Date(now.getTime() + SENDING_LEASE_MS);
    expect(await sms.drainOutbox()).toMatchObject({ sent: 1 });
    expect(postsOf(t.body)).toHaveLength(1);
    expect(await row(t.id)).toMatchObject({ status: 'sent', provider_id: postsOf(t.body)[0].sid });
  });
});
