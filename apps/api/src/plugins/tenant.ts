import type { FastifyInstance } from 'fastify';

export type RequestSite = {
  id: number;
  name: string;
  host: string;
  title: string;
  color: string;
  logo: string | null;
  preferredLanguageId: number;
  otherLanguageIds: number[];
};

declare module 'fastify' {
  interface FastifyRequest {
    site: RequestSite;
  }
}

/** The request's Host picks the site; an unknown host gets the default site (DESIGN.md section 4). */
export const registerTenant = (app: FastifyInstance, resolveSite: (host: string) => Promise<RequestSite>) => {
  app.decorateRequest('site', null as unknown as RequestSite);
  app.addHook('onRequest', async (request) => {
    request.site = await resolveSite(request.hostname ?? '');
  });
};
