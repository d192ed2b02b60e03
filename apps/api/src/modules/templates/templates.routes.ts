/** Templates: footer pages and mail bodies, defaults per language and a provider's own content. */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { readableSiteId } from '../../lib/site-scope.ts';
import { requireRole } from '../../plugins/auth.ts';
import { ALL_KINDS, type TemplatesService } from './templates.service.ts';

export const templatesRoutes: FastifyPluginAsyncZod<{ templates: TemplatesService }> = async (app, { templates }) => {
  app.get(
    '/api/template/contentbysiteId/:id',
    { schema: { tags: ['templates'], params: z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) }) } },
    async (req) => results(await templates.contentBySite(ctxOf(req, readableSiteId(req, req.params.id)))),
  );

  app.get('/api/template/getsitetemplatecontents', { schema: { tags: ['templates'] } }, async (req) =>
    results(await templates.contentBySite(ctxOf(req, readableSiteId(req)))),
  );

  app.get(
    '/api/settings/defaultcontentbyuniquename/:name',
    { schema: { tags: ['templates'], params: z.object({ name: z.string().min(1).max(100) }) } },
    async (req) => results(await templates.defaultByName(req.params.name)),
  );

  app.get('/api/settings/getdefaulttemplatecontents', { schema: { tags: ['templates'] } }, async () =>
    results(await templates.defaults()),
  );

  app.get(
    '/api/settings/getTransportationProviderDefaultTemplateContents',
    { schema: { tags: ['templates'] }, preHandler: requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser) },
    async () => results(await templates.defaults(ALL_KINDS)),
  );
};
