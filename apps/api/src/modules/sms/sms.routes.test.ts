import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../../test/fakes/twilio-server.ts';
import { withProductionApp } from '../../../test/production-app.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLocalSmsTransport } from '../../integrations/sms/sms-transport.ts';
import { twilioSignature } from '../../integrations/sms/twilio-signature.ts';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from './sms.routes.ts';
import { createSmsService } from './sms.service.ts';

const ACCOUNT = 'AC00000000000000000000000000000003';
const TOKEN = 'routes-token';
const PUBLIC_URL = 'https://rides.example';
let twilio: FakeTwilio;
let t: TestApp;
let local: TestApp;
beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: ACCOUNT, authToken: TOKEN });
  [t, local] = await Promise.all([createTestApp({ env: twilio.appEnv(PUBLIC_URL) }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), local?.close()]);
  await twilio.close();
});

/** A City Limo confirmation text written as the rides module writes it, in a transaction. */
const writeText = async (app: TestApp, referenceId: string, phone = '312-555-0111') => {
  const writer = createSmsService({ db: app.db, transport: createLocalSmsTransport(), now: () => new Date() });
  return app.db.transaction((tx) =>
    writer.enqueueRideText(tx, {
      siteId: 5,
      bookingId: Number(referenceId.replace(/\D/g, '')),
      step: 'confirmed',
      phone,
      consent: true,
      values: { referenceId, trackLink: 'http://citylimo.localhost/track/x' },
    }),
  );
};

/** A request as Twilio sends it: form-encoded, signed over PUBLIC_URL + path and the parameters. */
const signedPost = (
  url: string,
  params: Record<string, string>,
  signature = twilioSignature(TOKEN, PUBLIC_URL + url, params),
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });

const statusOf = async (sid: string) =>
  ((await t.db.execute(sql`select status, error from sms_outbox where provider_id = ${sid}`)).rows[0] ?? null) as {
    status: string;
    error: string | null;
  } | null;

describe("Twilio's status callback", () => {
  it("When Twilio reports a text undelivered, signed, then it is recorded with Twilio's error; a wrong signature is refused 403 and changes nothing", async () => {
    await writeText(t, 'CL-7001');
    await t.app.drainSmsOutbox();
    const message = twilio.messages.find((m) => m.body.includes('CL-7001'));
    expect(message?.status_callback).toBe(`${PUBLIC_URL}${SMS_STATUS_PATH}`);
    const sid = message?.sid as string;
    const params = {
      AccountSid: ACCOUNT,
      MessageSid: sid,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      To: '+13125550111',
    };

    const forged = await signedPost(
      SMS_STATUS_PATH,
      params,
      twilioSignature('not-the-token', PUBLIC_URL + SMS_STATUS_PATH, params),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toContain('X-Twilio-Signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: SMS_STATUS_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    // Signed, then one parameter changed on the way.
    const tampered = await signedPost(
      SMS_STATUS_PATH,
      { ...params, MessageStatus: 'delivered' },
      twilioSignature(TOKEN, PUBLIC_URL + SMS_STATUS_PATH, params),
    );
    expect(tampered.statusCode).toBe(403);
    expect(await statusOf(sid)).toEqual({ status: 'sent', error: null });

    const res = await signedPost(SMS_STATUS_PATH, params);
    expect(res.statusCode).toBe(204);
    expect(await statusOf(sid)).toEqual({ status: 'undelivered', error: 'Twilio error 30003' });
  });
});

describe('texts to the platform number', () => {
  it('When a traveller texts STOP, signed, then no text is sent to them; START lets texts through again', async () => {
    const stop = await signedPost(SMS_INBOUND_PATH, {
      From: '+13125550188',
      To: '+13125550100',
      Body: 'stop',
      MessageSid: 'SM1',
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toContain('text/xml');
    expect(stop.body).toContain('<Response></Response>');
    // Not written at all (the outcome says why); a text written before the STOP is held by the drain (sms-drain.test.ts).
    expect(await writeText(t, 'CL-7002', '312-555-0188')).toBe('opted-out');
    await t.app.drainSmsOutbox();
    expect(twilio.messages.some((m) => m.body.includes('CL-7002'))).toBe(false);
    expect((await t.db.execute(sql`select status from sms_outbox where body like '%CL-7002%'`)).rows).toEqual([]);

    expect(
      (await signedPost(SMS_INBOUND_PATH, { From: '+13125550188', To: '+13125550100', Body: 'START' })).statusCode,
    ).toBe(200);
    await writeText(t, 'CL-7003', '312-555-0188');
    await t.app.drainSmsOutbox();
    expect(twilio.messages.filter((m) => m.body.includes('CL-7003'))).toHaveLength(1);
  });

  it('When a STOP is not signed by Twilio, then it is refused 403 and the number is not opted out', async () => {
    const res = await signedPost(SMS_INBOUND_PATH, { From: '+13125550189', Body: 'STOP' }, 'forged');
    expect(res.statusCode).toBe(403);
    expect((await t.db.execute(sql`select 1 from sms_opt_outs where phone = '+13125550189'`)).rows).toHaveLength(0);
  });

  it('When the server has no Twilio credentials, then the webhooks refuse 403 and say what to set', async () => {
    const res = await local.app.inject({
      method: 'POST',
      url: SMS_INBOUND_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'From=%2B13125550190&Body=STOP',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('TWILIO_AUTH_TOKEN');
  });
});

describe('the dev text messages', () => {
  it('When no Twilio credentials are set, then texts are kept, marked sent under a local id, and listed at /api/dev/sms and /dev/sms', async () => {
    await writeText(local, 'CL-7101');
    expect(await local.app.drainSmsOutbox()).toMatchObject({ sent: 1 });
    const list = await local.app.inject({ url: '/api/dev/sms?to=312-555-0111' });
    expect(list.statusCode).toBe(200);
    const [text] = list.json().results;
    expect(text).toMatchObject({ to: '+13125550111', status: 'sent', providerId: expect.stringMatching(/^local-5-/) });
    expect(text.body).toContain('CL-7101');
    const page = await local.app.inject({ url: '/dev/sms' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('CL-7101');
    expect(page.body).toContain('transport: local');
  });

  it('When another machine asks, then /dev/sms and /api/dev/sms do not exist for it', async () => {
    for (const url of ['/dev/sms', '/api/dev/sms'])
      expect((await local.app.inject({ url, remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
  });

  it('When NODE_ENV is production, then /dev/sms and /api/dev/sms do not exist', () =>
    withProductionApp('ridedesk-prod-sms-', async (prod) => {
      expect((await prod.app.inject({ url: '/dev/sms' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/api/dev/sms' })).statusCode).toBe(404);
    }));
});
