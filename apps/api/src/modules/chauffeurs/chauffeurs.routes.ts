/** Chauffeurs (/admin/chauffeurs, issue 21): the site's drivers, listed by its staff, invited and edited by its admin. */
import { chauffeurInviteSchema, chauffeurProfileSchema } from '@ridedesk/domain/rides/chauffeur-form';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { ChauffeursService } from './chauffeurs.service.ts';

const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const params = z.object({
  id: z.coerce.number({ message: 'Please choose a chauffeur' }).int().positive().max(2_147_483_647),
});
const listQuery = z.object({
  siteId,
  search: z.string().trim().max(100, 'Please enter at most 100 characters to search').optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const staff = requireRole(ROLES.spAdmin, ROLES.spUser);
const admins = requireRole(ROLES.spAdmin);

export const chauffeursRoutes: FastifyPluginAsyncZod<{ chauffeurs: ChauffeursService; publicUrl?: string }> = async (
  app,
  { chauffeurs, publicUrl },
) => {
  app.get(
    '/api/chauffeurs',
    { schema: { tags: ['chauffeurs'], querystring: listQuery }, preHandler: staff },
    async (req) => {
      const q = req.query;
      const { items, total } = await chauffeurs.list(staffCtxOf(req, q.siteId), {
        search: q.search,
        page: q.pageNumber,
        pageSize: q.pageSize,
      });
      return results(items, { totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize });
    },
  );

  app.get(
    '/api/chauffeurs/:id',
    { schema: { tags: ['chauffeurs'], params, querystring: z.object({ siteId }) }, preHandler: staff },
    async (req) => results(await chauffeurs.get(staffCtxOf(req, req.query.siteId), req.params.id)),
  );

  app.post(
    '/api/chauffeurs',
    {
      schema: { tags: ['chauffeurs'], body: chauffeurInviteSchema.extend({ siteId }) },
      preHandler: admins,
    },
    async (req, reply) => {
      const { siteId: wanted, ...form } = req.body;
      const created = await chauffeurs.invite(staffCtxOf(req, wanted), { origin: siteOrigin(req, publicUrl), form });
      return reply.status(201).send(results(created));
    },
  );

  app.put(
    '/api/chauffeurs/:id',
    { schema: { tags: ['chauffeurs'], params, body: chauffeurProfileSchema.extend({ siteId }) }, preHandler: admins },
    async (req) => {
      const { siteId: wanted, ...form } = req.body;
      return results(await chauffeurs.update(staffCtxOf(req, wanted), req.params.id, form));
    },
  );
};
