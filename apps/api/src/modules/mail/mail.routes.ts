/** The dev mailbox (outside production): every outbox message as it would arrive. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import type { MailService } from './mail.service.ts';
import { sanitizeHtml } from './mail-render.ts';
import { mailboxListPage, mailboxMessagePage } from './mailbox-page.ts';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({
          to: z.string().trim().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
      },
    },
    async (req) => results(await mail.mailbox({ to: req.query.to || undefined, limit: req.query.limit })),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailboxListPage(await mail.mailbox({ limit: 500 }), mail.transportKind)),
  );

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (req, reply) => {
      const message = await mail.message(req.params.id);
      if (!message) throw notFound('Message not found');
      // The stored body was sanitised when rendered; it is sanitised again before it is shown.
      const shown = { ...message, html: sanitizeHtml(message.html) };
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mailboxMessagePage(shown));
    },
  );
};
