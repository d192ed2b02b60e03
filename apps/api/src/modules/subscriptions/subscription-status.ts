import { REGISTRATION_STATUS } from '@ridedesk/domain/subscriptions/subscription-plans';
import type { Db } from '../../db/client.ts';
import { SANDBOX_CHECKOUT_PATH } from '../../integrations/checkout/sandbox-checkout.ts';
import { serviceProviderOfSite, setProviderRegistrationStatus } from '../sites/sites.service.ts';
import { currentPlanOfSite } from './site-plan.ts';
import { ORDER } from './subscription-messages.ts';
import type { OrderSettlement } from './subscription-settlement.ts';
import * as repo from './subscriptions.repository.ts';

/** The spec's transaction status words: pending, success or failure (null: no order yet). */
const transactionStatusOf = (status: string | undefined) => {
  if (!status) return null;
  if (status === ORDER.pending) return 'pending';
  if (status === ORDER.paid || status === ORDER.trial) return 'success';
  return REGISTRATION_STATUS.failure;
};

/** Where a site stands (plan in force, next plan, latest order), and the lapse of an ended trial. */
export const createSubscriptionStatus = ({
  db,
  now,
  settlement,
}: {
  db: Db;
  now: () => Date;
  settlement: OrderSettlement;
}) => {
  /** A site whose trial lapsed goes back to 'Subscription Pending' (its staff see the chooser). */
  const syncLapse = async (siteId: number) => {
    const plan = await currentPlanOfSite(db, siteId, now());
    if (plan?.status !== 'Lapsed') return false;
    const provider = await serviceProviderOfSite(db, siteId);
    if (!provider || provider.registrationStatus.includes(REGISTRATION_STATUS.pending)) return false;
    return setProviderRegistrationStatus(db, siteId, REGISTRATION_STATUS.pending);
  };

  const sweepLapsedTrials = async () => {
    let changed = 0;
    for (const siteId of await repo.sitesWithEndedTrials(db, now())) if (await syncLapse(siteId)) changed++;
    return changed;
  };

  const statusOfSite = async (siteId: number) => {
    await syncLapse(siteId);
    let order = await repo.latestOrderOf(db, siteId);
    if (order) order = await settlement.syncStripeOrder(order);
    const at = now();
    const [provider, plan, trialUsed, subscriptions] = await Promise.all([
      serviceProviderOfSite(db, siteId),
      currentPlanOfSite(db, siteId, at),
      repo.hasUsedTrial(db, siteId),
      repo.siteSubscriptionsOf(db, siteId),
    ]);
    const next = subscriptions.find((s) => s.startsOn.getTime() > at.getTime());
    return {
      subscription_status: provider?.registrationStatus ?? null,
      transaction_status: transactionStatusOf(order?.status),
      // The plan in force, else the one ordered, else the one named at registration.
      subscription_plan_id: plan?.planId ?? order?.planId ?? provider?.subscriptionPlanId ?? null,
      order_id: order?.id ?? 0,
      is_TrailOffer_Used: trialUsed,
      // The EIN is asked before the first paid plan, not at registration.
      einOnFile: Boolean(provider?.ein),
      subscription_name: plan?.planName ?? order?.planName ?? null,
      currentPlan: plan
        ? {
            planId: plan.planId,
            planName: plan.planName,
            cost: plan.monthlyFeeCents / 100,
            noOfUsers: plan.noOfUsers,
            noOfBookings: plan.noOfBookings,
            isTrial: plan.isTrial,
            status: plan.status,
            periodStart: plan.periodStart,
            periodEnd: plan.periodEnd,
          }
        : null,
      nextPlan: next ? { planId: next.planId, planName: next.planName, startsOn: next.startsOn } : null,
      order: order
        ? {
            id: order.id,
            planId: order.planId,
            planName: order.planName,
            amount: Number(order.amount),
            paymentType: order.paymentType,
            status: order.status,
            transactionId: order.transactionId,
            customerVaultId: order.customerVaultId,
            checkoutUrl:
              order.status === ORDER.pending && order.checkout === 'sandbox' && order.checkoutSessionId
                ? `${SANDBOX_CHECKOUT_PATH}/${order.checkoutSessionId}`
                : null,
          }
        : null,
    };
  };

  return { syncLapse, sweepLapsedTrials, statusOfSite };
};

export type SubscriptionStatus = ReturnType<typeof createSubscriptionStatus>;
