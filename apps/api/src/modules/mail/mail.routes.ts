/** The dev mailbox (outside production): every outbox message as it would arrive. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { devOutboxListRoutes, sendDevPage } from '../../lib/dev-outbox-pages.ts';
import type { MailService } from './mail.service.ts';
import { sanitizeHtml } from './mail-render.ts';
import { mailboxListPage, mailboxMessagePage } from './mailbox-page.ts';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  devOutboxListRoutes(app, {
    name: 'mailbox',
    toMax: 254,
    list: mail.mailbox,
    page: (messages) => mailboxListPage(messages, mail.transportKind),
  });

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (req, reply) => {
      const message = await mail.message(req.params.id);
      if (!message) throw notFound('Message not found');
      // The stored body was sanitised when rendered; it is sanitised again before it is shown.
      const shown = { ...message, html: sanitizeHtml(message.html) };
      return sendDevPage(reply, mailboxMessagePage(shown));
    },
  );
};
