import { changeTakesEffectAt, isInForce } from '@ridedesk/domain/subscriptions/subscription-periods';
import { REGISTRATION_STATUS } from '@ridedesk/domain/subscriptions/subscription-plans';
import type { Db } from '../../db/client.ts';
import type { HostedCheckout } from '../../integrations/checkout/hosted-checkout.ts';
import { setProviderRegistrationStatus } from '../sites/sites.service.ts';
import { ORDER } from './subscription-messages.ts';
import * as repo from './subscriptions.repository.ts';

export type SettlementDeps = { db: Db; checkout: HostedCheckout; now: () => Date };

/** How a card order ends: paid (its subscription starts, the provider is approved), cancelled or failed. */
export const createOrderSettlement = ({ db, checkout, now }: SettlementDeps) => {
  /** A paid order: its subscription starts now (ending a trial in force) and the provider is Approved. */
  const completePaidOrder = async (
    order: repo.OrderRow,
    outcome: { transactionId: string | null; customerVaultId: string | null },
  ) => {
    if (order.status === ORDER.paid) return;
    const at = now();
    const subscriptions = await repo.siteSubscriptionsOf(db, order.siteId);
    const inForce = subscriptions.find((s) => isInForce(s, at));
    const future = subscriptions.filter((s) => s.startsOn.getTime() > at.getTime());
    await db.transaction(async (tx) => {
      await repo.updateOrder(tx, order.id, {
        status: ORDER.paid,
        transactionId: outcome.transactionId,
        customerVaultId: outcome.customerVaultId,
        completedOn: at,
      });
      for (const s of future) await repo.deleteSiteSubscription(tx, s.id);
      if (inForce && !inForce.isTrial) {
        // A paid plan changes at the start of the next period.
        const startsOn = changeTakesEffectAt(inForce.startsOn, at);
        await repo.endSiteSubscription(tx, inForce.id, startsOn);
        await repo.insertSiteSubscription(tx, {
          siteId: order.siteId,
          planId: order.planId,
          orderId: order.id,
          startsOn,
        });
      } else {
        if (inForce) await repo.endSiteSubscription(tx, inForce.id, at);
        await repo.insertSiteSubscription(tx, {
          siteId: order.siteId,
          planId: order.planId,
          orderId: order.id,
          startsOn: at,
        });
      }
      await setProviderRegistrationStatus(tx, order.siteId, REGISTRATION_STATUS.approved);
    });
  };

  const failOrder = async (order: repo.OrderRow, status: 'Cancelled' | 'Failed', reason: string) => {
    if (order.status !== ORDER.pending) return;
    await repo.updateOrder(db, order.id, { status, failureReason: reason, completedOn: now() });
  };

  /** Brings a pending Stripe order up to date with its session (the webhook may be late). */
  const syncStripeOrder = async (order: repo.OrderRow) => {
    if (order.status !== ORDER.pending || order.checkout !== 'stripe' || !order.checkoutSessionId) return order;
    if (checkout.kind !== 'stripe') return order;
    const outcome = await checkout.retrieveSession(order.checkoutSessionId).catch(() => null);
    if (outcome?.state === 'paid') await completePaidOrder(order, outcome);
    else if (outcome?.state === 'expired') await failOrder(order, 'Failed', 'The checkout session expired');
    return (await repo.findOrder(db, order.id)) as repo.OrderRow;
  };

  return { completePaidOrder, failOrder, syncStripeOrder };
};

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
