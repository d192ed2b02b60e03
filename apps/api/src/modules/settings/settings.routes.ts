/** Settings: site settings (PayLaterEnabled, languages, buffers), app settings and the error log. */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { readableSiteId } from '../../lib/site-scope.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { SettingsService } from './settings.service.ts';

const siteIdQuery = z.object({ siteId: z.coerce.number().int().min(0).optional() });
const change = z.object({ SettingId: z.coerce.number().int().positive(), value: z.string().max(2000) });
const createAllBody = z.union([
  z.array(change).min(1).max(100),
  z.object({ siteId: z.coerce.number().int().min(0).optional(), siteSettings: z.array(change).min(1).max(100) }),
]);
const updateBody = change.extend({ siteId: z.coerce.number().int().min(0).optional() });
const errorLogBody = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  message: z.string().trim().min(1, 'Please give the error message').max(4000),
  detail: z.string().max(20000).optional(),
  path: z.string().max(2000).optional(),
});
const googleQuery = z.object({
  isLogin: z.enum(['true', 'false']).optional(),
  isAuthorizeGPay: z.enum(['true', 'false']).optional(),
});

const staff = requireRole(ROLES.superAdmin, ROLES.spAdmin);

export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  /** Google settings of the host's site (sign-in, Maps, whether the site offers Google Pay). */
  googleSettings: (ctx: Pick<UseCaseContext, 'siteId'>) => object | Promise<object>;
}> = async (app, { settings, googleSettings }) => {
  app.get(
    '/api/sitesetting/mappingBySiteId',
    { schema: { tags: ['settings'], querystring: siteIdQuery } },
    async (req) => results(await settings.siteSettings(ctxOf(req, readableSiteId(req, req.query.siteId)))),
  );

  app.get(
    '/api/setting/getSettingsBySettingGroupName',
    { schema: { tags: ['settings'], querystring: z.object({ settingGroupName: z.string().trim().min(1).max(100) }) } },
    async (req) =>
      results(await settings.settingsOfGroup(ctxOf(req, readableSiteId(req)), { group: req.query.settingGroupName })),
  );

  app.post(
    '/api/sitesetting/createall',
    { schema: { tags: ['settings'], body: createAllBody }, preHandler: staff },
    async (req) => {
      const body = req.body;
      const [siteId, changes] = Array.isArray(body) ? [undefined, body] : [body.siteId, body.siteSettings];
      return results(await settings.saveSiteSettings(staffCtxOf(req, siteId), changes));
    },
  );

  app.post(
    '/api/sitesetting/update',
    { schema: { tags: ['settings'], body: updateBody }, preHandler: staff },
    async (req) => {
      const { siteId, ...one } = req.body;
      return results(await settings.saveSiteSettings(staffCtxOf(req, siteId), [one]));
    },
  );

  app.get('/api/settings/getrorapisettings', { schema: { tags: ['settings'] } }, async () =>
    results(settings.appSettings()),
  );

  app.get(
    '/api/settings/getgoogleapisettings',
    { schema: { tags: ['settings'], querystring: googleQuery } },
    async (req) => results(await googleSettings(ctxOf(req, req.site.id))),
  );

  app.post(
    '/api/settings/createerrorlog',
    {
      schema: { tags: ['settings'], body: errorLogBody },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { message, detail, path } = req.body;
      return results(await settings.recordClientError(ctxOf(req, req.site.id), { message, detail, path }));
    },
  );
};
