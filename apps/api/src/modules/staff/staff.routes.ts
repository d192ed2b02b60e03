/** Users (/admin/users): a provider's admin and standard users, bounded by the plan (spec 01 section 6). */
import { ROLES } from '@ridedesk/domain/shared/constants';
import { staffCreateSchema, staffUpdateSchema } from '@ridedesk/domain/staff/staff-form';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, searchedPageQuery } from '../../lib/paged-query.ts';
import { siteIdField } from '../../lib/record-routes.ts';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { StaffService } from './staff.service.ts';

const id = z.coerce
  .number({ message: 'Please choose a user' })
  .int()
  .positive('Please choose a user')
  .max(2_147_483_647);
const siteId = siteIdField;
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
    { schema: { tags: ['user'], querystring: searchedPageQuery }, preHandler: admins },
    async (req) => {
      const q = req.query;
      const { staff: rows, total, ...plan } = await staff.listStaff(staffCtxOf(req, q.siteId), q);
      return results(rows, { ...pageOf(q, total), ...plan });
    },
  );

  app.post(
    '/api/user/create',
    { schema: { tags: ['user'], body: createBody }, preHandler: admins },
    async (req, reply) => {
      const { siteId: wanted, ...form } = req.body;
      const origin = siteOrigin(req, publicUrl);
      return reply.status(201).send(results(await staff.createStaff(staffCtxOf(req, wanted), { ...form, origin })));
    },
  );

  app.put('/api/user/update', { schema: { tags: ['user'], body: updateBody }, preHandler: admins }, async (req) => {
    const { siteId: wanted, ...form } = req.body;
    return results(await staff.updateStaff(staffCtxOf(req, wanted), form));
  });

  app.post(
    '/api/user/enableDisable',
    { schema: { tags: ['user'], body: enableBody }, preHandler: admins },
    async (req) => results(await staff.setStaffEnabled(staffCtxOf(req, req.body.siteId), req.body)),
  );

  app.post(
    '/api/user/resendInvitation',
    { schema: { tags: ['user'], body: idBody }, preHandler: admins },
    async (req) => {
      const { siteId: wanted, id: userId } = req.body;
      const origin = siteOrigin(req, publicUrl);
      return results(await staff.resendInvitation(staffCtxOf(req, wanted), { id: userId, origin }));
    },
  );
};
