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
import { results } from '../../lib/results.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
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
      const row = await complaints.send(
        {
          siteId: req.site.id,
          actor: req.actor,
          origin: siteOrigin(req, publicUrl),
          languageId: languageId && offered.includes(languageId) ? languageId : req.site.preferredLanguageId,
        },
        input,
      );
      return reply.status(201).send(results(row));
    },
  );

  app.get(
    '/api/complaint/mappingBySiteId',
    { schema: { tags: ['complaints'], querystring: listQuery }, preHandler: staff },
    async (req) => {
      const { siteId: wanted, ...filter } = req.query;
      const { complaints: rows, total } = await complaints.list(scopedSiteId(req, wanted), filter);
      return results(rows, { totalCount: total, page: filter.page, pageSize: filter.pageSize });
    },
  );

  app.get(
    '/api/complaint/getbyuserid',
    {
      schema: { tags: ['complaints'], querystring: z.object({ page, pageSize }) },
      preHandler: requireRole(ROLES.customer),
    },
    async (req) => {
      const { complaints: rows, total } = await complaints.mine(
        actorOf(req),
        req.site.id,
        req.query.page,
        req.query.pageSize,
      );
      return results(rows, { totalCount: total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.post(
    '/api/complaint/answer',
    {
      schema: { tags: ['complaints'], body: z.intersection(complaintAnswerSchema, z.object({ siteId })) },
      preHandler: staff,
    },
    async (req) =>
      results(
        await complaints.answer(
          { actor: actorOf(req), siteId: scopedSiteId(req, req.body.siteId), origin: siteOrigin(req, publicUrl) },
          req.body.id,
          req.body.answer,
        ),
      ),
  );

  app.post(
    '/api/complaint/close',
    { schema: { tags: ['complaints'], body: z.object({ id, siteId }) }, preHandler: staff },
    async (req) =>
      results(
        await complaints.close(
          { actor: actorOf(req), siteId: scopedSiteId(req, req.body.siteId), origin: siteOrigin(req, publicUrl) },
          req.body.id,
        ),
      ),
  );

  // Registered last: the static paths above take precedence over the parameter.
  app.get(
    '/api/complaint/:id',
    {
      schema: { tags: ['complaints'], params: z.object({ id }), querystring: z.object({ siteId }) },
      preHandler: staff,
    },
    async (req) => results(await complaints.get(scopedSiteId(req, req.query.siteId), req.params.id)),
  );
};
