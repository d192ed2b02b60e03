/** Users (/admin/users): a provider's admin and standard users, bounded by the plan (spec 01 section 6). */
import { ROLES } from '@ridedesk/domain/shared/constants';
import { staffCreateSchema, staffUpdateSchema } from '@ridedesk/domain/staff/staff-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { StaffService } from './staff.service.ts';

const id = z.coerce
  .number({ message: 'Please choose a user' })
  .int()
  .positive('Please choose a user')
  .max(2_147_483_647);
const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const listQuery = z.object({
  siteId,
  search: z.string().trim().max(100, 'Please enter at most 100 characters to search').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const createBody = z.intersection(z.object({ siteId }), staffCreateSchema);
const updateBody = z.intersection(z.object({ siteId, id }), staffUpdateSchema);
const enableBody = z.object({
  siteId,
  id,
  isEnabled: z.boolean({ message: 'Please say whether the user is enabled' }),
});
const idBody = z.object({ siteId, id });

const admins = requireRole(ROLES.superAdmin, ROLES.spAdmin);

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; publicUrl?: string }> = async (
  app,
  { staff, publicUrl },
) => {
  app.get(
    '/api/user/mappingBySiteId',
    { schema: { tags: ['user'], querystring: listQuery }, preHandler: admins },
    async (req) => {
      const q = req.query;
      const { staff: rows, total, ...plan } = await staff.listStaff(scopedSiteId(req, q.siteId), q);
      return results(rows, { totalCount: total, page: q.page, pageSize: q.pageSize, ...plan });
    },
  );

  app.post(
    '/api/user/create',
    { schema: { tags: ['user'], body: createBody }, preHandler: admins },
    async (req, reply) => {
      const { siteId: wanted, ...form } = req.body;
      const created = await staff.createStaff(
        actorOf(req),
        scopedSiteId(req, wanted),
        siteOrigin(req, publicUrl),
        form,
      );
      return reply.status(201).send(results(created));
    },
  );

  app.put('/api/user/update', { schema: { tags: ['user'], body: updateBody }, preHandler: admins }, async (req) => {
    const { siteId: wanted, id: userId, ...form } = req.body;
    return results(await staff.updateStaff(actorOf(req), scopedSiteId(req, wanted), userId, form));
  });

  app.post(
    '/api/user/enableDisable',
    { schema: { tags: ['user'], body: enableBody }, preHandler: admins },
    async (req) => {
      const b = req.body;
      return results(await staff.setStaffEnabled(actorOf(req), scopedSiteId(req, b.siteId), b.id, b.isEnabled));
    },
  );

  app.post(
    '/api/user/resendInvitation',
    { schema: { tags: ['user'], body: idBody }, preHandler: admins },
    async (req) =>
      results(
        await staff.resendInvitation(
          actorOf(req),
          scopedSiteId(req, req.body.siteId),
          siteOrigin(req, publicUrl),
          req.body.id,
        ),
      ),
  );
};
