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

/**
 * Which sites a repository query covers. Every tenant-scoped query takes one and it is never
 * optional, so the type checker refuses a forgotten scope: one site, or every site where a
 * caller legitimately reads across sites (the platform administrator, the product site's
 * public lists). A missing or non-integer site id cannot become "no filter" (issue 16).
 */
export type SiteScope = { kind: 'site'; siteId: number } | { kind: 'all' };

export const ALL_SITES: SiteScope = Object.freeze({ kind: 'all' });

/** One site's scope; anything but a whole positive id is a bug, never a wider read. */
export const oneSite = (siteId: number): SiteScope => {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) throw new Error(`A site scope needs a site id, got ${siteId}`);
  return { kind: 'site', siteId };
};

/** The site id of a one-site scope, null for every site (answers that echo the scope). */
export const scopeSiteId = (scope: SiteScope) => (scope.kind === 'site' ? scope.siteId : null);

/**
 * A back-office list: the platform administrator without a site named reads every site; with
 * one, that site; staff their own site whatever they name.
 */
export const listScope = (request: FastifyRequest, requested?: number | null): SiteScope => {
  const wanted = requested && requested > 0 ? requested : undefined;
  if (request.actor?.role === ROLES.superAdmin && !wanted) return ALL_SITES;
  return oneSite(scopedSiteId(request, wanted));
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

/**
 * The public scope a traveller's read covers, from its use-case context: one site, or every
 * provider site where the context names none (`siteId: null`, lib/use-case-context.ts).
 */
export const publicScopeOf = (ctx: { siteId: number | null }): PublicScope =>
  ctx.siteId === null ? { anyProviderSite: true } : { siteId: ctx.siteId };

/** A traveller-facing read's site for its context: the one site, or null for every provider site. */
export const publicSiteIdOf = (scope: PublicScope) => ('siteId' in scope ? scope.siteId : null);
