import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
import { type HeldMail, type MailTransport, messageIdFor, type OutgoingMail } from './mail-transport.ts';

/**
 * SMTP through nodemailer's connection (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465).
 * One connection per message; short timeouts so a dead server fails the attempt quickly and the
 * outbox retries it later.
 *
 * A message is held: greeting, sign-in, envelope, DATA and the whole message go to the server,
 * all but the final "." that ends it (see HeldMail). The worker commits its sent mark while the
 * message is held, so the one instant in which a process death gets the outbox and the server
 * out of step is between that commit and the write of the ".", a few microseconds with no I/O
 * between them, instead of the server's answer and a database round trip.
 */
export const createSmtpTransport = (smtpUrl: string): MailTransport => {
  const { auth, ...fromUrl } = parseConnectionUrl(smtpUrl);
  const credentials =
    auth && 'user' in auth && auth.user
      ? { user: auth.user, pass: 'pass' in auth ? (auth.pass ?? '') : '' }
      : undefined;
  const options: SMTPConnection.Options = {
    ...fromUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const open = new Set<SMTPConnection>();

  const connect = (connection: SMTPConnection) =>
    new Promise<void>((resolve, reject) => {
      connection.once('error', reject);
      connection.connect(() => {
        connection.removeListener('error', reject);
        // As nodemailer's own transport: sign in when there are credentials and the server offers AUTH.
        const offersAuth = (connection as unknown as { allowsAuth: boolean }).allowsAuth;
        if (!credentials || !offersAuth) return resolve();
        connection.login(credentials, (error) => (error ? reject(error) : resolve()));
      });
    });

  const hold = async (mail: OutgoingMail): Promise<HeldMail> => {
    const compiled = new MailComposer({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: messageIdFor(mail.outboxId, mail.from),
      headers: { 'X-RideDesk-Outbox-Id': String(mail.outboxId) },
    }).compile();
    const body = await compiled.build();

    const connection = new SMTPConnection(options);
    open.add(connection);
    // Errors after the first step reach the send's callback; an unheard 'error' event would end the process.
    connection.on('error', () => {});
    connection.once('end', () => open.delete(connection));
    // The message source: the body on the first read (which comes after the server's 354), then
    // nothing until released. A second read means the body has gone on to the socket, unless the
    // server already answered (nodemailer drains the source of a refused envelope).
    let answered = false;
    let reads = 0;
    let handedOver = () => {};
    const bodyHandedOver = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    const source = new Readable({
      read() {
        reads++;
        if (reads === 1) this.push(body);
        else if (reads === 2 && !answered) handedOver();
      },
    });

    const cancel = () => {
      source.destroy();
      connection.close();
      open.delete(connection);
    };

    try {
      await connect(connection);
      const accepted = new Promise<void>((resolve, reject) => {
        connection.send(compiled.getEnvelope(), source, (error) => {
          answered = true;
          if (error) reject(error);
          else resolve();
        });
      });
      accepted.catch(() => {});
      await Promise.race([
        bodyHandedOver,
        accepted.then(() => {
          throw new Error('the SMTP server answered before the message ended');
        }),
      ]);
      return {
        release: async () => {
          source.push(null);
          try {
            await accepted;
          } finally {
            connection.quit();
            open.delete(connection);
          }
        },
        cancel,
      };
    } catch (error) {
      cancel();
      throw error;
    }
  };

  return {
    kind: 'smtp',
    hold,
    close: async () => {
      for (const connection of open) connection.close();
      open.clear();
    },
  };
};
