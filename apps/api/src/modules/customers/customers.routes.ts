/** Customers (spec 03 route /customers): the site's travellers with bookings, spend and last ride. */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf, searchedPageQuery } from '../../lib/paged-query.ts';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { CustomersService } from './customers.service.ts';

const staffAndAdmins = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (app, { customers }) => {
  app.get(
    '/api/customer/mappingBySiteId',
    { schema: { tags: ['customer'], querystring: searchedPageQuery }, preHandler: staffAndAdmins },
    async (req) => {
      const q = req.query;
      const { customers: rows, total } = await customers.listCustomers(staffCtxOf(req, q.siteId), q);
      return results(rows, pageOf(q, total));
    },
  );
};
