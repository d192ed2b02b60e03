/** What the outbox worker hands to a transport: one rendered message. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The outbox row id, sent as a Message-ID seed and an X-RideDesk-Outbox-Id header. */
  outboxId: number;
};

/**
 * The Message-ID of an outbox message: fixed by its row id and the sender's domain, so the worker
 * can record it before the transport is called and a repeated delivery carries the same one.
 */
export const messageIdFor = (outboxId: number, from: string) =>
  `<outbox-${outboxId}@${from.match(/@([^>\s]+)/)?.[1] ?? 'ridedesk.localhost'}>`;

/** A transport accepts a message or throws; the worker retries on a throw. */
export type MailTransport = {
  kind: 'smtp' | 'local';
  send: (mail: OutgoingMail) => Promise<{ messageId: string }>;
  close: () => Promise<void>;
};

/**
 * The local default when no SMTP server is configured: nothing leaves the machine, the outbox
 * row itself is the mailbox (shown at /dev/mailbox outside production).
 */
export const createLocalTransport = (): MailTransport => ({
  kind: 'local',
  send: async (mail) => ({ messageId: messageIdFor(mail.outboxId, mail.from) }),
  close: async () => {},
});
