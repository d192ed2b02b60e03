/**
 * A local server answering as Twilio's Messages API does (tests and bench/faults only): the
 * documented resource (POST and GET /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded,
 * HTTP Basic with the account SID and auth token), the message object, the error object
 * ({ code, message, more_info, status }), its paged list, and the signed status callback Twilio
 * posts to a message's StatusCallback (X-Twilio-Signature).
 */
import { randomBytes } from 'node:crypto';
import { twilioSignature } from '../../src/integrations/sms/twilio-signature.ts';
import { startVendorServer } from './vendor-server.ts';

export type FakeTwilioMessage = {
  sid: string;
  account_sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: string;
  direction: 'outbound-api';
  api_version: '2010-04-01';
  date_created: string;
  date_updated: string;
  date_sent: string | null;
  error_code: number | null;
  error_message: string | null;
  num_segments: string;
  num_media: '0';
  price: null;
  price_unit: 'USD';
  uri: string;
  status_callback: string | null;
};

const E164 = /^\+[1-9]\d{1,14}$/;
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');
const error = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export const startFakeTwilio = async (opts: {
  accountSid: string;
  authToken: string;
  /** Twilio's clock (date_created); the real one unless a test moves time. */
  now?: () => Date;
}) => {
  const clock = opts.now ?? (() => new Date());
  const messages: FakeTwilioMessage[] = [];
  /** Recipients that answered STOP: Twilio refuses to text them (21610). */
  const unsubscribed = new Set<string>();
  /** Answers to give instead of the next creates (a Twilio outage, a rate limit). */
  const failures: { status: number; code: number; message: string }[] = [];
  /** Answers of the next creates held back this long, after the message exists (a slow Twilio). */
  const lateCreates: number[] = [];
  const base = `/2010-04-01/Accounts/${opts.accountSid}/Messages`;

  const server = await startVendorServer(async (request) => {
    const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return error(401, 20003, 'Authenticate');
    const url = new URL(request.path, 'http://twilio.local');
    if (request.method === 'POST' && url.pathname === `${base}.json`) {
      const failure = failures.shift();
      if (failure) return error(failure.status, failure.code, failure.message);
      const form = new URLSearchParams(request.body);
      const to = form.get('To') ?? '';
      const from = form.get('From');
      const service = form.get('MessagingServiceSid');
      const body = form.get('Body') ?? '';
      if (!to) return error(400, 21604, "A 'To' phone number is required.");
      if (!E164.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!from && !service) return error(400, 21603, "A 'From' phone number is required.");
      if (!body) return error(400, 21602, 'Message body is required.');
      if (body.length > 1600)
        return error(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      if (unsubscribed.has(to)) return error(400, 21610, 'Attempt to send to unsubscribed recipient');
      const now = rfc2822(clock());
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const message: FakeTwilioMessage = {
        sid,
        account_sid: opts.accountSid,
        to,
        from: from ?? null,
        messaging_service_sid: service ?? null,
        body,
        status: service ? 'accepted' : 'queued',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        num_segments: String(Math.max(1, Math.ceil(body.length / 153))),
        num_media: '0',
        price: null,
        price_unit: 'USD',
        uri: `${base}/${sid}.json`,
        status_callback: form.get('StatusCallback'),
      };
      messages.push(message);
      const late = lateCreates.shift();
      if (late) await new Promise((resolve) => setTimeout(resolve, late));
      return { status: 201, body: message };
    }
    if (request.method === 'GET' && url.pathname === `${base}.json`) {
      const to = url.searchParams.get('To');
      const from = url.searchParams.get('From');
      const pageSize = Math.min(1000, Number(url.searchParams.get('PageSize') ?? 50) || 50);
      // Newest first, as Twilio lists them.
      const found = messages
        .filter((m) => (!to || m.to === to) && (!from || m.from === from))
        .reverse()
        .slice(0, pageSize);
      return {
        status: 200,
        body: {
          messages: found,
          page: 0,
          page_size: pageSize,
          start: 0,
          end: Math.max(0, found.length - 1),
          uri: `${base}.json?${url.searchParams}`,
          first_page_uri: `${base}.json?${url.searchParams}`,
          next_page_uri: null,
          previous_page_uri: null,
        },
      };
    }
    const one = url.pathname.match(new RegExp(`^${base}/(SM[0-9a-f]{32})\\.json$`));
    if (request.method === 'GET' && one) {
      const message = messages.find((m) => m.sid === one[1]);
      return message
        ? { status: 200, body: message }
        : error(404, 20404, `The requested resource ${url.pathname} was not found`);
    }
    return error(404, 20404, `The requested resource ${url.pathname} was not found`);
  });

  /** Posts a signed request as Twilio does to a webhook (a status callback or an incoming text). */
  const postSigned = async (url: string, params: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(opts.authToken, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });

  return {
    baseUrl: server.baseUrl,
    /** The app's environment to send through this server, its callbacks signed for `publicUrl`. */
    appEnv: (publicUrl: string, from = '+13125550100') => ({
      PUBLIC_URL: publicUrl,
      TWILIO_ACCOUNT_SID: opts.accountSid,
      TWILIO_AUTH_TOKEN: opts.authToken,
      TWILIO_FROM: from,
      TWILIO_BASE_URL: server.baseUrl,
    }),
    requests: server.requests,
    messages,
    unsubscribed,
    close: server.close,
    delayNext: server.delayNext,
    /** The next create makes its message at once and answers this late. */
    answerNextCreateLate: (ms: number) => lateCreates.push(ms),
    /** The next create answers this error instead (a 500 outage, a 429, a 400 refusal). */
    failNext: (status: number, code: number, message: string) => failures.push({ status, code, message }),
    /** Moves a message on and tells its StatusCallback, signed, as Twilio does. */
    report: async (sid: string, status: string, errorCode?: number) => {
      const message = messages.find((m) => m.sid === sid);
      if (!message) throw new Error(`no message ${sid}`);
      message.status = status;
      if (!message.status_callback) return undefined;
      return postSigned(message.status_callback, {
        AccountSid: opts.accountSid,
        ApiVersion: '2010-04-01',
        From: message.from ?? '',
        MessageSid: sid,
        MessageStatus: status,
        SmsSid: sid,
        SmsStatus: status,
        To: message.to,
        ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
      });
    },
    postSigned,
  };
};

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
