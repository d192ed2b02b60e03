/** Invoices (/admin/invoice/view): monthly provider invoices, their PDFs, and the month so far. */
import { INVOICE_STATUS } from '@ridedesk/domain/invoices/invoice-rules';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paged-query.ts';
import { platformCtxOf, signedInCtxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { listScope, scopedSiteId, scopeSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import type { InvoicesService } from './invoices.service.ts';

const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const listQuery = z.object({
  siteId,
  status: z
    .enum([INVOICE_STATUS.draft, INVOICE_STATUS.due, INVOICE_STATUS.paid], { message: 'Please choose a status' })
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
const idParam = z.object({
  id: z.coerce
    .number({ message: 'Please choose an invoice' })
    .int()
    .positive('Please choose an invoice')
    .max(2_147_483_647),
});
const generateBody = z.object({ siteId }).default({});

/** Provider administrators see their own site's invoices; standard users none (spec 01 section 6). */
const admins = requireRole(ROLES.superAdmin, ROLES.spAdmin);

export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  /** One invoice: the platform administrator reads any site's; staff only their own. */
  const rowCtx = (req: Parameters<typeof scopedSiteId>[0]) =>
    signedInCtxOf(req, actorOf(req).role === ROLES.superAdmin ? null : scopedSiteId(req));

  app.get(
    '/api/invoice',
    { schema: { tags: ['invoice'], querystring: listQuery }, preHandler: admins },
    async (req) => {
      const q = req.query;
      const ctx = signedInCtxOf(req, scopeSiteId(listScope(req, q.siteId)));
      const { invoices: rows, total } = await invoices.listInvoices(ctx, q);
      return results(rows, pageOf(q, total));
    },
  );

  app.get('/api/invoice/:id', { schema: { tags: ['invoice'], params: idParam }, preHandler: admins }, async (req) =>
    results(await invoices.getInvoice(rowCtx(req), req.params)),
  );

  app.get(
    '/api/invoice/:id/pdf',
    { schema: { tags: ['invoice'], params: idParam }, preHandler: admins },
    async (req, reply) => {
      const { fileName, pdf } = await invoices.invoicePdf(rowCtx(req), req.params);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/invoice/generateCurrentMonth',
    { schema: { tags: ['invoice'], body: generateBody }, preHandler: admins },
    async (req) => results(await invoices.currentMonth(staffCtxOf(req, req.body?.siteId))),
  );

  app.post(
    '/api/invoice/markPaid/:id',
    { schema: { tags: ['invoice'], params: idParam }, preHandler: requireRole(ROLES.superAdmin) },
    async (req) => results(await invoices.markPaid(platformCtxOf(req), req.params)),
  );
};
