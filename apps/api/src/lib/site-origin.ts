import { normaliseHost } from '@ridedesk/domain/site/site-form';
import type { FastifyRequest } from 'fastify';

/**
 * The origin that mailed links point at. The request's own host is used only when it is a
 * registered site host (a forged Host header must not receive someone's reset link);
 * otherwise PUBLIC_URL, otherwise the resolved site's host.
 */
export const siteOrigin = (request: FastifyRequest, publicUrl?: string) => {
  const hostname = normaliseHost(request.hostname ?? '');
  if (hostname && hostname === request.site.host.toLowerCase()) return `${request.protocol}://${request.host}`;
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const port = request.port && ![80, 443].includes(request.port) ? `:${request.port}` : '';
  return `${request.protocol}://${request.site.host}${port}`;
};
