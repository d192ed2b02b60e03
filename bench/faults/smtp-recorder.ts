/**
 * A local SMTP server that records every message it accepts (the `smtp-server` package, a dev
 * dependency of apps/api): its Message-ID, its X-RideDesk-Outbox-Id and recipients. A message whose
 * connection closes before its final "." is dropped, as RFC 5321 3.8 asks of a server, and only
 * counted (`cutOff`). It can be stopped (connections refused) and started again on the same port.
 */
import { SMTPServer } from 'smtp-server';

export type Delivery = { messageId: string; outboxId: number | null; to: string[]; subject: string; at: number };

export const createSmtpRecorder = (port: number) => {
  const deliveries: Delivery[] = [];
  const dropped = { cutOff: 0 };
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          let raw = '';
          stream.setEncoding('utf8');
          stream.on('data', (chunk: string) => {
            raw += chunk;
          });
          stream.on('error', () => {
            dropped.cutOff++;
          });
          stream.on('end', () => {
            const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
            const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
            const outbox = header('X-RideDesk-Outbox-Id');
            deliveries.push({
              messageId: header('Message-ID'),
              outboxId: outbox ? Number(outbox) : null,
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: header('Subject'),
              at: Date.now(),
            });
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  return { deliveries, dropped, start, stop, url: `smtp://127.0.0.1:${port}` };
};
