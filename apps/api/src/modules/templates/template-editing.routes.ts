/** Templates management (Manage Templates, /admin/templates/list): a site's own content per template and language. */
import { ROLES } from '@ridedesk/domain/shared/constants';
import { templateContentSchema, templateResetSchema } from '@ridedesk/domain/templates/template-editing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { TemplateEditingService } from './template-editing.service.ts';

const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
/** Manage Templates is hidden from standard users (spec 01 section 6): administrators only. */
const admins = requireRole(ROLES.superAdmin, ROLES.spAdmin);

export const templateEditingRoutes: FastifyPluginAsyncZod<{ editing: TemplateEditingService }> = async (
  app,
  { editing },
) => {
  app.get(
    '/api/template/mappingBySiteId',
    { schema: { tags: ['templates'], querystring: z.object({ siteId }) }, preHandler: admins },
    async (req) => {
      const { templates, languageIds } = await editing.siteTemplates(staffCtxOf(req, req.query.siteId));
      return results(templates, { languageIds });
    },
  );

  app.post(
    '/api/template/update',
    {
      schema: { tags: ['templates'], body: z.intersection(templateContentSchema, z.object({ siteId })) },
      preHandler: admins,
    },
    async (req) => {
      const { siteId: wanted, ...input } = req.body;
      return results(await editing.save(staffCtxOf(req, wanted), input));
    },
  );

  app.post(
    '/api/template/reset',
    {
      schema: { tags: ['templates'], body: z.intersection(templateResetSchema, z.object({ siteId })) },
      preHandler: admins,
    },
    async (req) => results(await editing.reset(staffCtxOf(req, req.body.siteId), req.body)),
  );
};
