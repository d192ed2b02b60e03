import { toCents } from '@ridedesk/domain/booking/money';
import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { trialEnd } from '@ridedesk/domain/subscriptions/subscription-periods';
import {
  CREDIT_CARD,
  isTrialPlan,
  ONE_MONTH_TRIAL,
  REGISTRATION_STATUS,
} from '@ridedesk/domain/subscriptions/subscription-plans';
import { CheckoutUnavailable } from '../../integrations/checkout/hosted-checkout.ts';
import { SANDBOX_CHECKOUT_PATH } from '../../integrations/checkout/sandbox-checkout.ts';
import { AppError, badRequest, businessRule, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { serviceProviderOfSite, setProviderRegistrationStatus } from '../sites/sites.service.ts';
import { ensureEinForPaidPlan } from './paid-plan-ein.ts';
import { currentPlanOfSite } from './site-plan.ts';
import { ORDER, SUBSCRIPTION_MESSAGES } from './subscription-messages.ts';
import type { OrderSettlement, SettlementDeps } from './subscription-settlement.ts';
import type { SubscriptionStatus } from './subscription-status.ts';
import * as repo from './subscriptions.repository.ts';

const assertProviderAdmin = (actor: Actor) => {
  if (actor.role !== ROLES.spAdmin) throw forbidden('Only the provider administrator chooses the plan');
  if (!isProviderSiteId(actor.siteId)) throw businessRule(SUBSCRIPTION_MESSAGES.noProvider);
};

/** Choosing a plan: the trial at once, or an order and the hosted checkout; and leaving that checkout. */
export const createCheckoutUseCases = ({
  db,
  checkout,
  now,
  settlement: { failOrder, syncStripeOrder },
  status: { statusOfSite },
}: SettlementDeps & { settlement: OrderSettlement; status: SubscriptionStatus }) => {
  const requireOwnOrder = async (actor: Actor, orderId: number) => {
    const order = await repo.findOrder(db, orderId);
    if (!order || (actor.role !== ROLES.superAdmin && order.siteId !== actor.siteId))
      throw notFound('Subscription order not found');
    return order;
  };

  return {
    /**
     * createSubscriptionPlanSiteMappingOrder: the trial plan starts the one-month trial at once;
     * another plan creates an order (when orderId is 0) and opens the hosted checkout. A site
     * already paying keeps its plan until the period ends; the new one starts then.
     */
    createOrder: async (
      actor: Actor,
      input: {
        subscriptionPlanId: number;
        orderId: number;
        paymentType: string | null;
        origin: string;
        /** The company's EIN, needed once before the first paid plan. */
        ein?: string | null;
      },
    ) => {
      assertProviderAdmin(actor);
      const plan = await repo.findPlan(db, input.subscriptionPlanId);
      if (!plan?.isEnabled)
        throw badRequest(MESSAGES.chooseSubscription, { subscriptionPlanId: MESSAGES.chooseSubscription });
      const siteId = actor.siteId;
      const at = now();
      const current = await currentPlanOfSite(db, siteId, at);
      const cost = Number(plan.cost);
      const trial = isTrialPlan({ name: plan.name, cost });
      if (input.paymentType && input.paymentType !== (trial ? ONE_MONTH_TRIAL : CREDIT_CARD))
        throw badRequest(MESSAGES.choosePaymentMode, { paymentType: MESSAGES.choosePaymentMode });

      if (trial) {
        if (await repo.hasUsedTrial(db, siteId)) throw businessRule(SUBSCRIPTION_MESSAGES.trialUsed);
        if (current && current.status === 'Active') throw businessRule(SUBSCRIPTION_MESSAGES.trialWhilePaid);
        const orderId = await db.transaction(async (tx) => {
          const id = await repo.insertOrder(tx, {
            siteId,
            planId: plan.id,
            amount: '0.00',
            paymentType: ONE_MONTH_TRIAL,
            status: ORDER.trial,
            createdBy: actor.userId,
            completedOn: at,
          });
          await repo.insertSiteSubscription(tx, {
            siteId,
            planId: plan.id,
            orderId: id,
            isTrial: true,
            startsOn: at,
            endsOn: trialEnd(at),
          });
          await setProviderRegistrationStatus(tx, siteId, REGISTRATION_STATUS.trial);
          return id;
        });
        return {
          orderId,
          subscriptionPlanId: plan.id,
          paymentType: ONE_MONTH_TRIAL,
          status: ORDER.trial,
          trialEndsOn: trialEnd(at),
          redirectUrl: '/admin/dashboard',
          checkoutUrl: null,
        };
      }

      if (current?.status === 'Active' && current.planId === plan.id)
        throw businessRule(SUBSCRIPTION_MESSAGES.samePlan);
      await ensureEinForPaidPlan(db, siteId, input.ein ?? null);

      // An order given back (the payer returns to the checkout) is reused while it waits.
      if (input.orderId > 0) {
        const order = await requireOwnOrder(actor, input.orderId);
        if (order.status === ORDER.pending && order.planId === plan.id && order.checkoutSessionId) {
          const url = order.checkout === 'sandbox' ? `${SANDBOX_CHECKOUT_PATH}/${order.checkoutSessionId}` : null;
          if (url)
            return {
              orderId: order.id,
              subscriptionPlanId: plan.id,
              paymentType: CREDIT_CARD,
              status: order.status,
              trialEndsOn: null,
              redirectUrl: url,
              checkoutUrl: url,
            };
        }
      }

      // A new choice replaces a checkout left waiting.
      const waiting = await repo.latestOrderOf(db, siteId);
      if (waiting?.status === ORDER.pending) {
        if (waiting.checkout === 'stripe' && waiting.checkoutSessionId)
          await checkout.expireSession(waiting.checkoutSessionId).catch(() => undefined);
        await failOrder(waiting, 'Cancelled', 'Replaced by a new choice');
      }

      const orderId = await repo.insertOrder(db, {
        siteId,
        planId: plan.id,
        amount: cost.toFixed(2),
        paymentType: CREDIT_CARD,
        status: ORDER.pending,
        checkout: checkout.kind,
        createdBy: actor.userId,
      });
      const origin = input.origin.replace(/\/$/, '');
      let session: { id: string; url: string };
      try {
        session = await checkout.createSession({
          orderId,
          siteId,
          planId: plan.id,
          planName: plan.name,
          amountCents: toCents(cost),
          customerEmail: (await serviceProviderOfSite(db, siteId))?.email ?? null,
          successUrl:
            checkout.kind === 'stripe'
              ? `${origin}/admin/subscriptions/paymentsuccess?transid={CHECKOUT_SESSION_ID}&orderid=${orderId}&paymenttype=card`
              : `${origin}/admin/subscriptions/paymentsuccess`,
          cancelUrl: `${origin}/admin/subscriptions/paymentfailure?orderid=${orderId}`,
        });
      } catch (error) {
        await repo.updateOrder(db, orderId, {
          status: ORDER.failed,
          failureReason: (error as Error).message.slice(0, 500),
          completedOn: now(),
        });
        if (error instanceof CheckoutUnavailable)
          throw new AppError(ERROR_CODES.businessRule, 503, SUBSCRIPTION_MESSAGES.checkoutDown);
        throw error;
      }
      await repo.updateOrder(db, orderId, { checkoutSessionId: session.id });
      return {
        orderId,
        subscriptionPlanId: plan.id,
        paymentType: CREDIT_CARD,
        status: ORDER.pending,
        trialEndsOn: null,
        redirectUrl: session.url,
        checkoutUrl: session.url,
      };
    },

    /** The payer left the checkout: the order is cancelled (the failure page says so). */
    cancelOrder: async (actor: Actor, orderId: number) => {
      const order = await requireOwnOrder(actor, orderId);
      if (actor.role === ROLES.spUser) throw forbidden('Only the provider administrator chooses the plan');
      const synced = await syncStripeOrder(order);
      if (synced.status === ORDER.cancelled || synced.status === ORDER.failed) return statusOfSite(order.siteId);
      if (synced.status !== ORDER.pending) throw businessRule(SUBSCRIPTION_MESSAGES.notCancellable);
      if (synced.checkout === 'stripe' && synced.checkoutSessionId)
        await checkout.expireSession(synced.checkoutSessionId).catch(() => undefined);
      await failOrder(synced, 'Cancelled', 'The payer cancelled the checkout');
      return statusOfSite(order.siteId);
    },
  };
};
