/** The dev text messages (outside production, loopback only: plugins/dev-only.ts), like the dev mailbox. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOutboxListRoutes } from '../../lib/dev-outbox-pages.ts';
import type { SmsService } from './sms.service.ts';
import { smsListPage } from './sms-dev-page.ts';

export const smsDevRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  devOutboxListRoutes(app, {
    name: 'sms',
    toMax: 32,
    list: sms.texts,
    page: (texts) => smsListPage(texts, sms.transportKind),
  });
};
