import { ACCOUNT_MESSAGES } from '@ridedesk/domain/auth/account-forms';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { serviceProviderOfSite, setProviderEin } from '../sites/sites.service.ts';

/**
 * A trial needs no EIN; the first paid plan (its first invoice) does (issue 17, item 12). The
 * EIN given with the order is recorded on the company; without one on file, 400 names the field.
 */
export const ensureEinForPaidPlan = async (db: Db, siteId: number, ein: string | null) => {
  if (ein) {
    await setProviderEin(db, siteId, ein);
    return;
  }
  const provider = await serviceProviderOfSite(db, siteId);
  if (!provider?.ein) throw badRequest(ACCOUNT_MESSAGES.einRequired, { EIN: ACCOUNT_MESSAGES.einRequired });
};
