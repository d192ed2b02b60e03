/** What the SMS outbox drain hands to a transport: one text, to one E.164 number. */
export type OutgoingSms = {
  to: string;
  body: string;
  siteId: number;
  outboxId: number;
  /** Where the provider reports delivery (Twilio's StatusCallback); none without a public URL. */
  statusCallback?: string;
};

/** The provider took the text: its id (Twilio's Message SID) and first status ('queued', 'sent'). */
export type AcceptedSms = { providerId: string; status: string };

/**
 * The provider refused the text or could not be reached. `permanent`: sending it again cannot
 * help (an invalid number); `optedOut`: the recipient told the provider STOP (Twilio error 21610).
 */
export class SmsSendError extends Error {
  readonly permanent: boolean;
  readonly optedOut: boolean;
  constructor(message: string, opts: { permanent?: boolean; optedOut?: boolean } = {}) {
    super(message);
    this.name = 'SmsSendError';
    this.permanent = opts.permanent ?? false;
    this.optedOut = opts.optedOut ?? false;
  }
}

/**
 * A transport sends a text (or throws SmsSendError), and finds a text it took earlier by
 * recipient and body: the drain asks after a claim whose process died mid-send (decision 0030).
 */
export type SmsTransport = {
  kind: 'twilio' | 'local';
  send: (sms: OutgoingSms) => Promise<AcceptedSms>;
  findSent: (query: { to: string; body: string; since: Date }) => Promise<AcceptedSms | null>;
};

/**
 * The local default without Twilio credentials: nothing leaves the machine; the outbox row is
 * the record (shown at /dev/sms outside production), marked sent under a local id.
 */
export const createLocalSmsTransport = (): SmsTransport => ({
  kind: 'local',
  send: async (sms) => ({ providerId: `local-${sms.siteId}-${sms.outboxId}`, status: 'sent' }),
  // Nothing was sent anywhere: a claim cut off mid-send is simply sent again.
  findSent: async () => null,
});
