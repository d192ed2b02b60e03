import { isProviderSiteId, isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyRequest } from 'fastify';
import { notFound } from './app-error.ts';

/**
 * The site a request acts on. Staff always act on their own site, whatever id the request
 * names; the platform administrator may name any site; everyone else gets the host's site.
 * A site id of 0 (or none) means the current site (spec 03 section 1).
 */
export const scopedSiteId = (request: FastifyRequest, requested?: number | null) => {
  const actor = request.actor;
  const wanted = requested && requested > 0 ? requested : undefined;
  if (actor && isStaffRole(actor.role)) {
    if (wanted && wanted !== actor.siteId) throw notFound('Site not found');
    return actor.siteId;
  }
  if (actor?.role === ROLES.superAdmin) return wanted ?? request.site.id;
  if (wanted && wanted !== request.site.id) throw notFound('Site not found');
  return request.site.id;
};

/** Public reads: anyone may read the host's site, staff their own, the administrator any. */
export const readableSiteId = (request: FastifyRequest, requested?: number | null) => {
  const actor = request.actor;
  const wanted = requested && requested > 0 ? requested : undefined;
  if (!wanted) return actor && isStaffRole(actor.role) ? actor.siteId : request.site.id;
  if (actor?.role === ROLES.superAdmin) return wanted;
  if (actor && isStaffRole(actor.role)) {
    if (wanted !== actor.siteId) throw notFound('Site not found');
    return wanted;
  }
  if (wanted !== request.site.id) throw notFound('Site not found');
  return wanted;
};

/** The sites a traveller-facing list covers: one site, or every provider site. */
export type PublicScope = { siteId: number } | { anyProviderSite: true };

/**
 * Lists travellers read before choosing a provider (vehicle types by state and the like). On a
 * provider's host, or for its staff, that one site. On the default site with no site chosen,
 * every provider site; a visitor there may also name one provider (customers may filter by
 * service provider, spec 01 section 6).
 */
export const publicSiteScope = (request: FastifyRequest, requested?: number | null): PublicScope => {
  const actor = request.actor;
  const wanted = requested && requested > 0 ? requested : undefined;
  if ((actor && isStaffRole(actor.role)) || isProviderSiteId(request.site.id))
    return { siteId: readableSiteId(request, wanted) };
  if (wanted) return { siteId: wanted };
  return { anyProviderSite: true };
};

/**
 * The site a booking action belongs to. On the default product site (4) a traveller books with
 * a provider found by search, so the provider's site id is named by the request; on a provider
 * host it is that provider; staff act on their own site.
 */
export const bookingSiteId = (request: FastifyRequest, requested?: number | null) => {
  const actor = request.actor;
  const traveller = !actor || actor.role === ROLES.customer;
  if (!isProviderSiteId(request.site.id) && traveller && requested && isProviderSiteId(requested)) return requested;
  return scopedSiteId(request, requested);
};
