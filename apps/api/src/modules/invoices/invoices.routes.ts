/** Invoices (/admin/invoice/view): monthly provider invoices, their PDFs, and the month so far. */
import { INVOICE_STATUS } from '@ridedesk/domain/invoices/invoice-rules';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { ALL_SITES, listScope, oneSite, type SiteScope, scopedSiteId } from '../../lib/site-scope.ts';
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
  const rowScope = (req: Parameters<typeof scopedSiteId>[0]): SiteScope =>
    actorOf(req).role === ROLES.superAdmin ? ALL_SITES : oneSite(scopedSiteId(req));

  app.get(
    '/api/invoice',
    { schema: { tags: ['invoice'], querystring: listQuery }, preHandler: admins },
    async (req) => {
      const q = req.query;
      const { invoices: rows, total } = await invoices.listInvoices({ ...q, scope: listScope(req, q.siteId) });
      return results(rows, { totalCount: total, page: q.page, pageSize: q.pageSize });
    },
  );

  app.get('/api/invoice/:id', { schema: { tags: ['invoice'], params: idParam }, preHandler: admins }, async (req) =>
    results(await invoices.getInvoice(req.params.id, rowScope(req))),
  );

  app.get(
    '/api/invoice/:id/pdf',
    { schema: { tags: ['invoice'], params: idParam }, preHandler: admins },
    async (req, reply) => {
      const { fileName, pdf } = await invoices.invoicePdf(req.params.id, rowScope(req));
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
    async (req) => results(await invoices.currentMonth(scopedSiteId(req, req.body?.siteId))),
  );

  app.post(
    '/api/invoice/markPaid/:id',
    { schema: { tags: ['invoice'], params: idParam }, preHandler: requireRole(ROLES.superAdmin) },
    async (req) => results(await invoices.markPaid(req.params.id)),
  );
};
