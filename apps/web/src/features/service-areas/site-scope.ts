import { ROLES } from '@ridedesk/domain/shared/constants';
import { readServiceProviderSiteId, readSession } from '../../lib/session.ts';

/**
 * The siteId a service-location call names: nothing for provider staff (the API acts on their
 * own site), the site chosen in the site list for the platform administrator.
 */
export const serviceAreaSiteId = (): number | undefined =>
  readSession()?.user.role === ROLES.superAdmin ? (readServiceProviderSiteId() ?? undefined) : undefined;
