import { ROLES } from '@ridedesk/domain/shared/constants';
import { readServiceProviderSiteId, readSession } from '../../lib/session.ts';

/**
 * The siteId a booking call names. Provider staff always act on their own site (the API takes
 * it from the token, so nothing is sent); the platform administrator acts on the site chosen
 * in the site list.
 */
export const bookingSiteId = (): number | undefined =>
  readSession()?.user.role === ROLES.superAdmin ? (readServiceProviderSiteId() ?? undefined) : undefined;
