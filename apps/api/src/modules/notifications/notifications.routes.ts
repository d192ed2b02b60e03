/** Notifications (spec 01 "Notifications"): posted to roles, posted on booking events, read per user. */
import {
  contentMappingUpdateSchema,
  notificationCreateSchema,
  notificationStatusSchema,
  notificationUpdateSchema,
} from '@ridedesk/domain/notifications/notification-form';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paged-query.ts';
import { platformCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { NotificationsService, Recipient } from './notifications.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  locale: z.string().trim().max(10).optional(),
};
const postedQuery = z.object({
  ...paging,
  siteId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  kind: z.enum(['announcement', 'booking']).optional(),
});
const roleParam = z.object({ roleName: z.string().trim().min(1).max(40) });

const admins = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const signedIn = requireRole();

/** Whom a request reads for: the caller, on their own site (a traveller also on the host's site). */
const recipientOf = (req: FastifyRequest): Recipient => {
  const actor = actorOf(req);
  const siteIds = actor.role === ROLES.customer ? [...new Set([actor.siteId, req.site.id])] : [actor.siteId];
  return { userId: actor.userId, role: actor.role, siteIds };
};

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const tags = ['notification'];

  app.get('/api/notification', { schema: { tags, querystring: postedQuery }, preHandler: admins }, async (req) => {
    const { notifications: rows, total } = await notifications.listPosted(platformCtxOf(req), {
      ...req.query,
      siteId: req.query.siteId || undefined,
    });
    return results(rows, pageOf(req.query, total));
  });

  app.get(
    '/api/notification/notificationbysiteId/:id',
    { schema: { tags, params: z.object({ id }), querystring: postedQuery.omit({ siteId: true }) }, preHandler: admins },
    async (req) => {
      const siteId = scopedSiteId(req, req.params.id);
      const { notifications: rows, total } = await notifications.listPosted(platformCtxOf(req), {
        ...req.query,
        siteId,
      });
      return results(rows, pageOf(req.query, total));
    },
  );

  app.post(
    '/api/notification/create',
    { schema: { tags, body: notificationCreateSchema }, preHandler: admins },
    async (req, reply) => reply.status(201).send(results(await notifications.create(platformCtxOf(req), req.body))),
  );

  app.post(
    '/api/notification/update',
    { schema: { tags, body: notificationUpdateSchema }, preHandler: admins },
    async (req) => results(await notifications.update(platformCtxOf(req), req.body)),
  );

  app.put(
    '/api/notification/updatecontentsitelanguagemapping',
    { schema: { tags, body: contentMappingUpdateSchema }, preHandler: admins },
    async (req) => results(await notifications.updateContent(platformCtxOf(req), req.body)),
  );

  app.post(
    '/api/notification/createnotificationstatus',
    { schema: { tags, body: notificationStatusSchema }, preHandler: signedIn },
    async (req) =>
      results(await notifications.setStatus(platformCtxOf(req), { ...req.body, recipient: recipientOf(req) })),
  );

  app.get(
    '/api/notification/notificationById/:id',
    {
      schema: { tags, params: z.object({ id }), querystring: z.object({ locale: paging.locale }) },
      preHandler: signedIn,
    },
    async (req) =>
      results(
        await notifications.byId(platformCtxOf(req), {
          recipient: recipientOf(req),
          id: req.params.id,
          locale: req.query.locale,
        }),
      ),
  );

  for (const [path, unreadOnly] of [
    ['/api/notification/getAllUnreadNotificationsByUserId/:roleName', true],
    ['/api/notification/getAllNotificationsByRoleId/:roleName', false],
  ] as const)
    app.get(
      path,
      { schema: { tags, params: roleParam, querystring: z.object(paging) }, preHandler: signedIn },
      async (req) => {
        const { notifications: rows, total } = await notifications.received(platformCtxOf(req), {
          ...req.query,
          recipient: recipientOf(req),
          roleName: req.params.roleName,
          unreadOnly,
        });
        return results(rows, pageOf(req.query, total));
      },
    );
};
