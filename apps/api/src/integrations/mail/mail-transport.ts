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

/**
 * A message the server has in full except its end (SMTP's final "."). Released, it is delivered
 * once the server answers; cancelled, the connection closes inside the mail transaction and the
 * server drops the message (RFC 5321 3.8: a connection closed within a transaction cancels it).
 * The worker commits its sent mark between the two, so a process death before the commit
 * delivers nothing and the message is sent again later.
 */
export type HeldMail = {
  /** Ends the message; resolves when the server accepted it, rejects when it refused it. */
  release: () => Promise<void>;
  /** Abandons the message: the server never delivers it. */
  cancel: () => void;
};

/** A transport holds a message (or throws: unreachable, envelope refused); the worker retries on a throw. */
export type MailTransport = {
  kind: 'smtp' | 'local';
  hold: (mail: OutgoingMail) => Promise<HeldMail>;
  close: () => Promise<void>;
};

/**
 * The local default when no SMTP server is configured: nothing leaves the machine, the outbox
 * row itself is the mailbox (shown at /dev/mailbox outside production).
 */
export const createLocalTransport = (): MailTransport => ({
  kind: 'local',
  hold: async () => ({ release: async () => {}, cancel: () => {} }),
  close: async () => {},
});
