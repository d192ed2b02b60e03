/** External sign-in (spec 01: identity-provider redirect screen) through OpenID Connect. */
import { googleRegisterSchema } from '@ridedesk/domain/auth/account-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { results } from '../../lib/results.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import type { ExternalIdentityService } from './external-identity.service.ts';

const clientId = z.enum(['admin-portal', 'super-admin-portal', 'customer-portal'], { message: 'Unknown client id' });
const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();

/** What the provider appended to the callback URL: the web forwards code, state and iss. */
const callbackQuery = {
  code: z.string({ message: 'The sign-in code is missing' }).trim().min(1, 'The sign-in code is missing').max(2048),
  state: z.string({ message: 'The sign-in state is missing' }).trim().min(1, 'The sign-in state is missing').max(512),
  iss: z.string().trim().max(2048).optional(),
};

const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const externalIdentityRoutes: FastifyPluginAsyncZod<{
  external: ExternalIdentityService;
  publicUrl?: string;
}> = async (app, { external, publicUrl }) => {
  app.post(
    '/api/account/getgoogleredirecturl',
    {
      schema: {
        tags: ['external sign-in'],
        body: z.object({
          userName: z.string().trim().max(256).optional(),
          clientId,
          customerSiteId: siteIdField,
          CustomerSiteID: siteIdField,
          purpose: z.enum(['signin', 'register', 'gpay']).default('signin'),
        }),
      },
      config: limited,
    },
    async (req) => {
      scopedSiteId(req, req.body.customerSiteId ?? req.body.CustomerSiteID);
      return results(
        await external.start({
          site: req.site,
          origin: siteOrigin(req, publicUrl),
          clientId: req.body.clientId,
          purpose: req.body.purpose,
          loginHint: req.body.userName || undefined,
        }),
      );
    },
  );

  /**
   * The provider's callback finishing a sign-in, and the one finishing a registration: the same
   * steps, each with its use case (the sign-in's query may also name the traveller's site).
   */
  const completions = [
    {
      path: '/api/account/getgoogleauthtoken',
      query: { customerSiteId: siteIdField },
      complete: external.completeSignIn,
    },
    { path: '/api/account/getregistergoogleauthtoken', query: {}, complete: external.completeRegistration },
  ];
  for (const { path, query, complete } of completions)
    app.post(
      path,
      {
        schema: {
          tags: ['external sign-in'],
          querystring: z.object({ ...callbackQuery, clientId: clientId.optional(), ...query }),
        },
        config: limited,
      },
      async (req) => {
        const { code, state, iss, clientId: client } = req.query;
        return results(await complete({ callback: { code, state, iss }, clientId: client }));
      },
    );

  app.post(
    '/api/account/googleregister',
    { schema: { tags: ['external sign-in'], body: googleRegisterSchema }, config: limited },
    async (req, reply) => reply.status(201).send(results(await external.register(req.body))),
  );

  app.get(
    '/api/auth/getgpaygoogletoken',
    { schema: { tags: ['external sign-in'], querystring: z.object(callbackQuery) }, config: limited },
    async (req) => {
      const { code, state, iss } = req.query;
      return results(await external.gpayIdentity({ callback: { code, state, iss } }));
    },
  );
};
