import nodemailer from 'nodemailer';
import { type MailTransport, messageIdFor } from './mail-transport.ts';

/**
 * SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). One
 * connection per message; short timeouts so a dead server fails the attempt quickly and the
 * outbox retries it later.
 */
export const createSmtpTransport = (smtpUrl: string): MailTransport => {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    send: async (mail) => {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: messageIdFor(mail.outboxId, mail.from),
        headers: { 'X-RideDesk-Outbox-Id': String(mail.outboxId) },
      });
      return { messageId: info.messageId };
    },
    close: async () => transporter.close(),
  };
};
