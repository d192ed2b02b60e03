import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import { readClientSite, readServiceProviderSiteId, readSession } from '../../lib/session.ts';

/**
 * The siteId the site-level calls name. Provider staff always act on their own site (the API
 * takes it from the token, so nothing is sent). The platform administrator acts on the site
 * chosen in the site list (its Settings action), or else on the host's site.
 */
export const requestedSiteId = (): number | undefined =>
  readSession()?.user.role === ROLES.superAdmin ? (readServiceProviderSiteId() ?? undefined) : undefined;

/** The site the screens act on, for the platform administrator's "no provider site" notice. */
export const actingSiteId = (): number | null => {
  const session = readSession();
  if (!session) return null;
  if (session.user.role !== ROLES.superAdmin) return session.user.siteId;
  return readServiceProviderSiteId() ?? readClientSite()?.site_id ?? null;
};

export const actsOnProviderSite = () => {
  const siteId = actingSiteId();
  return siteId !== null && isProviderSiteId(siteId);
};
