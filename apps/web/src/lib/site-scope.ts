import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import { readClientSite, readServiceProviderSiteId, readSession } from './session.ts';

/*
 * Which site a back-office screen acts on, written once for every feature. Provider staff always
 * act on their own site: the API reads it from their token, so a call names no site. The platform
 * administrator acts on the site chosen in the site list (its Settings action, spec 01 section 4)
 * and, with none chosen, on the host's site.
 */

/** The siteId a site-level call names: the chosen site for the platform administrator, else none. */
export const requestedSiteId = (): number | undefined =>
  readSession()?.user.role === ROLES.superAdmin ? (readServiceProviderSiteId() ?? undefined) : undefined;

/** The site the screens act on (their notices say which); null when no one is signed in. */
export const actingSiteId = (): number | null => {
  const session = readSession();
  if (!session) return null;
  if (session.user.role !== ROLES.superAdmin) return session.user.siteId;
  return readServiceProviderSiteId() ?? readClientSite()?.site_id ?? null;
};

/** Whether that site is a provider's (site records can be added there, not on the product site). */
export const actsOnProviderSite = () => {
  const siteId = actingSiteId();
  return siteId !== null && isProviderSiteId(siteId);
};
