import { randomBytes } from 'node:crypto';
import { sandboxCardVerdict } from '@ridedesk/domain/payments/sandbox-cards';
import type { Db } from '../../db/client.ts';
import { type StripeCheckoutSession, sessionOutcome } from '../../integrations/checkout/stripe-checkout.ts';
import { verifyStripeSignature } from '../../integrations/checkout/stripe-signature.ts';
import { badRequest, businessRule, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { ORDER, SUBSCRIPTION_MESSAGES } from './subscription-messages.ts';
import type { OrderSettlement } from './subscription-settlement.ts';
import * as repo from './subscriptions.repository.ts';

/** Paying an order: the sandbox checkout page with its test cards, and Stripe's webhook. */
export const createPaymentUseCases = ({
  db,
  now,
  stripeWebhookSecret,
  settlement: { completePaidOrder, failOrder },
}: {
  db: Db;
  now: () => Date;
  stripeWebhookSecret?: string;
  settlement: OrderSettlement;
}) => {
  const requireSandboxOrder = async (actor: Actor, sessionId: string) => {
    const order = await repo.findOrderBySession(db, sessionId);
    if (order?.checkout !== 'sandbox' || order.siteId !== actor.siteId) throw notFound('Checkout not found');
    return order;
  };

  return {
    /** The sandbox checkout page: what is being bought. */
    sandboxSession: async (actor: Actor, sessionId: string) => {
      const order = await requireSandboxOrder(actor, sessionId);
      return {
        sessionId,
        orderId: order.id,
        planId: order.planId,
        planName: order.planName,
        amount: Number(order.amount),
        quantity: 1,
        status: order.status,
        noOfUsers: order.noOfUsers,
        noOfBookings: order.noOfBookings,
      };
    },

    /** The sandbox checkout takes a test card: approved cards pay the order, others are declined. */
    sandboxPay: async (actor: Actor, sessionId: string, cardNumber: string) => {
      const order = await requireSandboxOrder(actor, sessionId);
      if (order.status !== ORDER.pending) throw businessRule(SUBSCRIPTION_MESSAGES.notPending);
      const verdict = sandboxCardVerdict(cardNumber);
      if (!verdict.approved) throw businessRule(verdict.text);
      const transactionId = `sandbox_txn_${randomBytes(8).toString('hex')}`;
      const customerVaultId = `sandbox_vault_${randomBytes(8).toString('hex')}`;
      await completePaidOrder(order, { transactionId, customerVaultId });
      const query = new URLSearchParams({
        transid: transactionId,
        customervaultid: customerVaultId,
        orderid: String(order.id),
        paymenttype: 'card',
      });
      return { redirectUrl: `/admin/subscriptions/paymentsuccess?${query.toString()}` };
    },

    /** Stripe's webhook: a signed checkout.session.completed pays the order; expired fails it. */
    stripeWebhook: async (payload: string, signature: string | undefined) => {
      // Without a webhook secret this product takes no Stripe webhooks: the address does not exist.
      if (!stripeWebhookSecret) throw notFound(SUBSCRIPTION_MESSAGES.webhookSecretMissing);
      const check = verifyStripeSignature(payload, signature, stripeWebhookSecret, Math.floor(now().getTime() / 1000));
      if (!check.ok) throw badRequest(check.reason);
      let event: { type?: string; data?: { object?: StripeCheckoutSession } };
      try {
        event = JSON.parse(payload);
      } catch {
        throw badRequest('The event is not JSON');
      }
      const session = event.data?.object;
      if (!session?.id || !event.type?.startsWith('checkout.session.')) return { received: true, handled: false };
      const order = await repo.findOrderBySession(db, session.id);
      if (!order) return { received: true, handled: false };
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const outcome = sessionOutcome(session);
        if (outcome.state !== 'paid') return { received: true, handled: false };
        await completePaidOrder(order, outcome);
        return { received: true, handled: true };
      }
      if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
        await failOrder(order, 'Failed', event.type);
        return { received: true, handled: true };
      }
      return { received: true, handled: false };
    },
  };
};
