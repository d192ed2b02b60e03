/** The dev text messages (outside production, loopback only: plugins/dev-only.ts), like the dev mailbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import type { SmsService } from './sms.service.ts';
import { smsListPage } from './sms-dev-page.ts';

export const smsDevRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  app.get(
    '/api/dev/sms',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({
          to: z.string().trim().max(32).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
      },
    },
    async (req) => results(await sms.texts({ to: req.query.to || undefined, limit: req.query.limit })),
  );

  app.get('/dev/sms', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(smsListPage(await sms.texts({ limit: 500 }), sms.transportKind)),
  );
};
