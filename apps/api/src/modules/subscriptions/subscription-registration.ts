import { isProviderSiteId, isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  findServiceProviderByNameAndZip,
  serviceProviderOfSite,
  setProviderRegistrationStatus,
} from '../sites/sites.service.ts';
import { currentPlanOfSite } from './site-plan.ts';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages.ts';
import type { OrderSettlement } from './subscription-settlement.ts';
import type { SubscriptionStatus } from './subscription-status.ts';
import * as repo from './subscriptions.repository.ts';

/** A provider's subscription as staff and the platform look it up, and its registration's approval. */
export const createRegistrationUseCases = ({
  db,
  now,
  settlement,
  status: { statusOfSite },
}: {
  db: Db;
  now: () => Date;
  settlement: OrderSettlement;
  status: SubscriptionStatus;
}) => ({
  /** getSubscriptionIdByServiceproviderZipcode: the subscription of the provider with that name and ZIP. */
  subscriptionOfProvider: async (actor: Actor, serviceProviderName: string, zipCode: string) => {
    const siteId = actor.role === ROLES.superAdmin ? null : actor.siteId;
    const provider = siteId ? await serviceProviderOfSite(db, siteId) : undefined;
    const found =
      actor.role === ROLES.superAdmin
        ? await findServiceProviderByNameAndZip(db, serviceProviderName, zipCode)
        : provider &&
            provider.name.trim().toLowerCase() === serviceProviderName.trim().toLowerCase() &&
            (provider.zipCode ?? '') === zipCode.trim()
          ? provider
          : undefined;
    if (!found) throw notFound('Service provider not found');
    const status = await statusOfSite(found.siteId);
    return {
      siteId: found.siteId,
      serviceProviderName: found.name,
      zipCode: found.zipCode,
      subscriptionId: status.order_id,
      subscriptionPlanId: status.subscription_plan_id ?? found.subscriptionPlanId ?? null,
      subscriptionName: status.subscription_name,
      registrationStatus: found.registrationStatus,
    };
  },

  /** getSubscriptionTransactionStatus: the subscription state of a staff user's site. */
  transactionStatus: async (
    actor: Actor,
    userName: string,
    findUser: (userName: string) => Promise<{ siteId: number; role: string } | undefined>,
  ) => {
    let siteId = actor.siteId;
    if (actor.role === ROLES.superAdmin) {
      const user = await findUser(userName);
      if (!user || !isStaffRole(user.role)) throw notFound('User not found');
      siteId = user.siteId;
    } else if (userName.trim().toLowerCase() !== actor.userName.toLowerCase()) {
      const user = await findUser(userName);
      if (!user || user.siteId !== actor.siteId) throw notFound('User not found');
    }
    if (!isProviderSiteId(siteId)) throw businessRule(SUBSCRIPTION_MESSAGES.noProvider);
    return statusOfSite(siteId);
  },

  /** ChangeServiceProviderRegistrationStatus?statusMessage=Approved. */
  changeRegistrationStatus: async (actor: Actor, statusMessage: string, siteIdWanted: number | null) => {
    const siteId = actor.role === ROLES.superAdmin && siteIdWanted ? siteIdWanted : actor.siteId;
    if (actor.role !== ROLES.superAdmin && siteIdWanted && siteIdWanted !== actor.siteId)
      throw notFound('Site not found');
    if (!isProviderSiteId(siteId)) throw businessRule(SUBSCRIPTION_MESSAGES.noProvider);
    const provider = await serviceProviderOfSite(db, siteId);
    if (!provider) throw notFound('Site not found');
    let order = await repo.latestOrderOf(db, siteId);
    if (order) order = await settlement.syncStripeOrder(order);
    const plan = await currentPlanOfSite(db, siteId, now());
    const paid = plan?.status === 'Active';
    // The provider approves itself once paid; the platform may also approve a trial.
    if (actor.role === ROLES.superAdmin ? !(paid || plan?.status === 'Trial') : !paid)
      throw businessRule(
        actor.role === ROLES.superAdmin
          ? SUBSCRIPTION_MESSAGES.approveNeedsPlan
          : SUBSCRIPTION_MESSAGES.approveNeedsPayment,
      );
    await setProviderRegistrationStatus(db, siteId, statusMessage);
    return statusOfSite(siteId);
  },
});
