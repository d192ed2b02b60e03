/** The Twilio adapter against a local server answering as Twilio's Messages API does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../../../test/fakes/twilio-server.ts';
import { rejectionOf } from '../../../test/rejection.ts';
import { SmsSendError } from './sms-transport.ts';
import { createTwilioTransport } from './twilio.ts';

const ACCOUNT = 'AC00000000000000000000000000000001';
const TOKEN = 'test-auth-token';
let twilio: FakeTwilio;
beforeAll(async () => {
  twilio = await startFakeTwilio({ accountSid: ACCOUNT, authToken: TOKEN });
});
afterAll(() => twilio.close());

const transport = (overrides: Partial<Parameters<typeof createTwilioTransport>[0]> = {}) =>
  createTwilioTransport({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    from: '+13125550100',
    baseUrl: twilio.baseUrl,
    ...overrides,
  });
const sms = { to: '+13125550111', body: 'City Limo: your ride AB12 is booked.', siteId: 5, outboxId: 1 };

/** The adapter's refusal, a SmsSendError. */
const refusal = (promise: Promise<unknown>) => rejectionOf(promise, SmsSendError);

describe('Twilio adapter, sending', () => {
  it('When a text is sent, then it is one form-encoded POST to the Messages resource with Basic auth, and the SID comes back', async () => {
    const sent = await transport().send({ ...sms, statusCallback: 'https://rides.example/api/sms/twilio/status' });
    expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe('queued');
    const request = twilio.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: '+13125550111',
      From: '+13125550100',
      Body: sms.body,
      StatusCallback: 'https://rides.example/api/sms/twilio/status',
    });
  });

  it('When the sender is a Messaging Service SID, then it goes as MessagingServiceSid instead of From', async () => {
    const service = 'MG0123456789abcdef0123456789abcdef';
    await transport({ from: service }).send(sms);
    const form = new URLSearchParams(twilio.requests.at(-1)?.body);
    expect(form.get('MessagingServiceSid')).toBe(service);
    expect(form.has('From')).toBe(false);
    expect(twilio.messages.at(-1)?.status).toBe('accepted');
  });

  it('When Twilio refuses the number (21211), then the refusal is permanent and names the error', async () => {
    const error = await refusal(transport().send({ ...sms, to: '+1' }));
    expect(error.permanent).toBe(true);
    expect(error.optedOut).toBe(false);
    expect(error.message).toContain('21211');
  });

  it('When the recipient answered STOP at Twilio (21610), then the refusal is permanent and says so', async () => {
    twilio.unsubscribed.add('+13125550199');
    const error = await refusal(transport().send({ ...sms, to: '+13125550199' }));
    expect(error).toMatchObject({ permanent: true, optedOut: true });
  });

  it('When Twilio is down (500), rate limits (429) or the credentials are wrong (401), then the try is retried later', async () => {
    twilio.failNext(500, 20500, 'Internal Server Error');
    expect((await refusal(transport().send(sms))).permanent).toBe(false);
    twilio.failNext(429, 20429, 'Too Many Requests');
    expect((await refusal(transport().send(sms))).permanent).toBe(false);
    const wrong = await refusal(transport({ authToken: 'wrong' }).send(sms));
    expect(wrong.permanent).toBe(false);
    expect(wrong.message).toContain('20003');
  });

  it('When Twilio cannot be reached, then the refusal says so and is retried later', async () => {
    const error = await refusal(transport({ baseUrl: 'http://127.0.0.1:9' }).send(sms));
    expect(error.permanent).toBe(false);
    expect(error.message).toContain('could not be reached');
  });
});

describe('Twilio adapter, finding a text it took', () => {
  it('When a text with this body went to this number after the given time, then it is found by its SID; otherwise not', async () => {
    const to = '+13125550122';
    const since = new Date();
    const sent = await transport().send({ ...sms, to, body: 'Ride ZZ99: Mia is on the way.' });
    const found = await transport().findSent({ to, body: 'Ride ZZ99: Mia is on the way.', since });
    expect(found?.providerId).toBe(sent.providerId);
    const list = new URL(twilio.requests.at(-1)?.path ?? '', 'http://x');
    expect(list.searchParams.get('To')).toBe(to);
    expect(list.searchParams.get('From')).toBe('+13125550100');
    expect(await transport().findSent({ to, body: 'Another text', since })).toBeNull();
    expect(
      await transport().findSent({
        to,
        body: 'Ride ZZ99: Mia is on the way.',
        since: new Date(Date.now() + 3_600_000),
      }),
    ).toBeNull();
  });
});
