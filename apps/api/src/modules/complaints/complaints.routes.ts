/** Feedback and complaints (spec 01 "/usercompliants"): travellers send, staff answer and close. */
import {
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
  complaintAnswerSchema,
  complaintFormSchema,
} from '@ridedesk/domain/complaints/complaint-form';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paged-query.ts';
import { ctxOf, signedInCtxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { ComplaintsService } from './complaints.service.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);

const listQuery = z.object({
  siteId,
  status: z.enum(COMPLAINT_STATUSES).optional(),
  complaintType: z.enum(COMPLAINT_TYPES).optional(),
  search: z.string().trim().max(100).optional(),
  page,
  pageSize,
});

const staff = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);

export const complaintsRoutes: FastifyPluginAsyncZod<{ complaints: ComplaintsService; publicUrl?: string }> = async (
  app,
  { complaints, publicUrl },
) => {
  app.post(
    '/api/complaint/create',
    {
      schema: {
        tags: ['complaints'],
        body: z.intersection(complaintFormSchema, z.object({ languageId: id.optional() })),
      },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const { languageId, ...input } = req.body;
      const offered = [req.site.preferredLanguageId, ...req.site.otherLanguageIds];
      const row = await complaints.send(ctxOf(req, req.site.id), {
        ...input,
        origin: siteOrigin(req, publicUrl),
        languageId: languageId && offered.includes(languageId) ? languageId : req.site.preferredLanguageId,
      });
      return reply.status(201).send(results(row));
    },
  );

  app.get(
    '/api/complaint/mappingBySiteId',
    { schema: { tags: ['complaints'], querystring: listQuery }, preHandler: staff },
    async (req) => {
      const { siteId: wanted, ...filter } = req.query;
      const { complaints: rows, total } = await complaints.list(staffCtxOf(req, wanted), filter);
      return results(rows, pageOf(filter, total));
    },
  );

  app.get(
    '/api/complaint/getbyuserid',
    {
      schema: { tags: ['complaints'], querystring: z.object({ page, pageSize }) },
      preHandler: requireRole(ROLES.customer),
    },
    async (req) => {
      const { complaints: rows, total } = await complaints.mine(signedInCtxOf(req, req.site.id), req.query);
      return results(rows, pageOf(req.query, total));
    },
  );

  app.post(
    '/api/complaint/answer',
    {
      schema: { tags: ['complaints'], body: z.intersection(complaintAnswerSchema, z.object({ siteId })) },
      preHandler: staff,
    },
    async (req) => {
      const { id: complaintId, answer } = req.body;
      const origin = siteOrigin(req, publicUrl);
      return results(await complaints.answer(staffCtxOf(req, req.body.siteId), { id: complaintId, answer, origin }));
    },
  );

  app.post(
    '/api/complaint/close',
    { schema: { tags: ['complaints'], body: z.object({ id, siteId }) }, preHandler: staff },
    async (req) => results(await complaints.close(staffCtxOf(req, req.body.siteId), req.body)),
  );

  // Registered last: the static paths above take precedence over the parameter.
  app.get(
    '/api/complaint/:id',
    {
      schema: { tags: ['complaints'], params: z.object({ id }), querystring: z.object({ siteId }) },
      preHandler: staff,
    },
    async (req) => results(await complaints.get(staffCtxOf(req, req.query.siteId), req.params)),
  );
};
