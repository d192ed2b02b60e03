/**
 * The Twilio adapter: the REST API's Messages resource over fetch, form-encoded, HTTP Basic with
 * the account SID and auth token (decision 0030: plain fetch, not the twilio SDK).
 * https://www.twilio.com/docs/messaging/api/message-resource
 */
import { type AcceptedSms, SmsSendError, type SmsTransport } from './sms-transport.ts';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or a Messaging Service SID ('MG...'). */
  from: string;
  baseUrl: string;
  timeoutMs?: number;
};

/** Twilio's "Attempt to send to unsubscribed recipient": the number answered STOP. */
const UNSUBSCRIBED = 21610;

type TwilioMessage = { sid: string; status: string; body?: string; date_created?: string };
type TwilioError = { code?: number; message?: string };

export const createTwilioTransport = (config: TwilioConfig): SmsTransport => {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender: [string, string] = /^MG[0-9a-f]{32}$/i.test(config.from)
    ? ['MessagingServiceSid', config.from]
    : ['From', config.from];

  const call = async (path: string, init: { method: 'GET' | 'POST'; form?: URLSearchParams }) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: init.form?.toString(),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new SmsSendError(`Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    return { status: response.status, json };
  };

  const refusal = (status: number, json: unknown) => {
    const { code, message } = (json ?? {}) as TwilioError;
    const what = `Twilio answered ${status}${code ? ` (error ${code})` : ''}: ${message ?? 'no message'}`;
    // 401/403: the credentials are wrong, a setting to fix; 429 and 5xx pass. All are retried.
    if (status === 401 || status === 403 || status === 429 || status >= 500) return new SmsSendError(what);
    return new SmsSendError(what, { permanent: true, optedOut: code === UNSUBSCRIBED });
  };

  return {
    kind: 'twilio',
    send: async (sms) => {
      const form = new URLSearchParams([['To', sms.to], sender, ['Body', sms.body]]);
      if (sms.statusCallback) form.set('StatusCallback', sms.statusCallback);
      const { status, json } = await call('/Messages.json', { method: 'POST', form });
      if (status !== 201 && status !== 200) throw refusal(status, json);
      const message = json as TwilioMessage;
      if (!message.sid) throw new SmsSendError(`Twilio answered ${status} without a message SID`);
      return { providerId: message.sid, status: message.status };
    },
    findSent: async ({ to, body, since }): Promise<AcceptedSms | null> => {
      const query = new URLSearchParams({ To: to, PageSize: '50' });
      if (sender[0] === 'From') query.set('From', sender[1]);
      const { status, json } = await call(`/Messages.json?${query}`, { method: 'GET' });
      if (status !== 200) throw refusal(status, json);
      // Clocks differ a little: a message created up to two minutes before the row still counts.
      const after = since.getTime() - 120_000;
      const hit = ((json as { messages?: TwilioMessage[] }).messages ?? []).find(
        (m) => m.body === body && (!m.date_created || Date.parse(m.date_created) >= after),
      );
      return hit ? { providerId: hit.sid, status: hit.status } : null;
    },
  };
};
