/** Customers (spec 03 route /customers): the site's travellers with bookings, spend and last ride. */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { CustomersService } from './customers.service.ts';

const listQuery = z.object({
  siteId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  search: z.string().trim().max(100, 'Please enter at most 100 characters to search').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const staffAndAdmins = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (app, { customers }) => {
  app.get(
    '/api/customer/mappingBySiteId',
    { schema: { tags: ['customer'], querystring: listQuery }, preHandler: staffAndAdmins },
    async (req) => {
      const q = req.query;
      const { customers: rows, total } = await customers.listCustomers(scopedSiteId(req, q.siteId), q);
      return results(rows, { totalCount: total, page: q.page, pageSize: q.pageSize });
    },
  );
};
