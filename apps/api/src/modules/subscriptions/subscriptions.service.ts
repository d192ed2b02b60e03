import { randomBytes } from 'node:crypto';
import { toCents } from '@ridedesk/domain/booking/money';
import { sandboxCardVerdict } from '@ridedesk/domain/payments/sandbox-cards';
import { isProviderSiteId, isStaffRole, ROLES } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { changeTakesEffectAt, isInForce, trialEnd } from '@ridedesk/domain/subscriptions/subscription-periods';
import {
  CREDIT_CARD,
  isTrialPlan,
  ONE_MONTH_TRIAL,
  PLAN_MESSAGES,
  REGISTRATION_STATUS,
  type SubscriptionPlanForm,
} from '@ridedesk/domain/subscriptions/subscription-plans';
import { person } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { CheckoutUnavailable, type HostedCheckout } from '../../integrations/checkout/hosted-checkout.ts';
import { SANDBOX_CHECKOUT_PATH } from '../../integrations/checkout/sandbox-checkout.ts';
import { type StripeCheckoutSession, sessionOutcome } from '../../integrations/checkout/stripe-checkout.ts';
import { verifyStripeSignature } from '../../integrations/checkout/stripe-signature.ts';
import { AppError, badRequest, businessRule, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import {
  findServiceProviderByNameAndZip,
  serviceProviderOfSite,
  setProviderRegistrationStatus,
} from '../sites/sites.service.ts';
import { ensureEinForPaidPlan } from './paid-plan-ein.ts';
import * as repo from './subscriptions.repository.ts';

export { assertSiteTakesBookings, currentPlanOfSite, type SitePlan } from './site-plan.ts';

import { currentPlanOfSite } from './site-plan.ts';

const toPlanDto = (row: repo.PlanRow) => {
  const cost = Number(row.cost);
  return {
    id: row.id,
    name: row.name,
    cost,
    noOfUsers: row.noOfUsers,
    noOfBookings: row.noOfBookings,
    features: row.features,
    isTrial: isTrialPlan({ name: row.name, cost }),
    isEnabled: row.isEnabled,
    createdBy: person({ id: row.createdById, firstName: row.createdByFirstName }),
    createdOn: row.createdOn,
    updatedBy: person({ id: row.updatedById, firstName: row.updatedByFirstName }),
    updatedOn: row.updatedOn,
  };
};

export type PlanDto = ReturnType<typeof toPlanDto>;

const ORDER = { pending: 'Pending', paid: 'Paid', trial: 'Trial', cancelled: 'Cancelled', failed: 'Failed' } as const;

/** The spec's transaction status words: pending, success or failure (null: no order yet). */
const transactionStatusOf = (status: string | undefined) => {
  if (!status) return null;
  if (status === ORDER.pending) return 'pending';
  if (status === ORDER.paid || status === ORDER.trial) return 'success';
  return REGISTRATION_STATUS.failure;
};

const cardMessages = {
  trialUsed: 'The one month trial has already been used. Please choose a plan.',
  trialWhilePaid: 'You already have a paid plan; the trial is for new providers.',
  samePlan: 'This is already your plan.',
  notCancellable: 'This payment can no longer be cancelled.',
  notPending: 'This checkout is closed. Please choose the subscription again.',
  noProvider: 'Only a provider site has a subscription.',
  approveNeedsPayment: 'The subscription is not paid yet, so the registration cannot be approved.',
  approveNeedsPlan: 'This provider has no trial or paid plan to approve.',
  checkoutDown: 'The card checkout is not available right now. Please try again in a few minutes.',
  webhookSecretMissing: 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).',
} as const;

export const SUBSCRIPTION_MESSAGES = cardMessages;

/** Plans, the plan chooser, the hosted checkout, approval, trial and lapse (spec 01 sections 4, 5, 7, 9). */
export const createSubscriptionsService = (deps: {
  db: Db;
  checkout: HostedCheckout;
  now?: () => Date;
  stripeWebhookSecret?: string;
}) => {
  const { db, checkout } = deps;
  const now = deps.now ?? (() => new Date());

  const requirePlan = async (id: number) => {
    const row = await repo.findPlan(db, id);
    if (!row) throw notFound('Subscription plan not found');
    return row;
  };

  const assertProviderAdmin = (actor: Actor) => {
    if (actor.role !== ROLES.spAdmin) throw forbidden('Only the provider administrator chooses the plan');
    if (!isProviderSiteId(actor.siteId)) throw businessRule(cardMessages.noProvider);
  };

  const duplicateName = () =>
    new AppError(ERROR_CODES.conflict, 409, PLAN_MESSAGES.duplicateName, { name: PLAN_MESSAGES.duplicateName });

  const planValues = (form: SubscriptionPlanForm): repo.PlanValues => ({
    name: form.name,
    cost: (toCents(form.cost) / 100).toFixed(2),
    noOfUsers: form.noOfUsers,
    noOfBookings: form.noOfBookings,
    features: form.features,
  });

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

  /** A site whose trial lapsed goes back to 'Subscription Pending' (its staff see the chooser). */
  const syncLapse = async (siteId: number) => {
    const plan = await currentPlanOfSite(db, siteId, now());
    if (plan?.status !== 'Lapsed') return false;
    const provider = await serviceProviderOfSite(db, siteId);
    if (!provider || provider.registrationStatus.includes(REGISTRATION_STATUS.pending)) return false;
    return setProviderRegistrationStatus(db, siteId, REGISTRATION_STATUS.pending);
  };

  const sweepLapsedTrialsNow = async () => {
    let changed = 0;
    for (const siteId of await repo.sitesWithEndedTrials(db, now())) if (await syncLapse(siteId)) changed++;
    return changed;
  };

  const statusOfSite = async (siteId: number) => {
    await syncLapse(siteId);
    let order = await repo.latestOrderOf(db, siteId);
    if (order) order = await syncStripeOrder(order);
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

  const requireOwnOrder = async (actor: Actor, orderId: number) => {
    const order = await repo.findOrder(db, orderId);
    if (!order || (actor.role !== ROLES.superAdmin && order.siteId !== actor.siteId))
      throw notFound('Subscription order not found');
    return order;
  };

  const requireSandboxOrder = async (actor: Actor, sessionId: string) => {
    const order = await repo.findOrderBySession(db, sessionId);
    if (order?.checkout !== 'sandbox' || order.siteId !== actor.siteId) throw notFound('Checkout not found');
    return order;
  };

  return {
    /** api/subscriptionPlan/get: every plan for the platform administrator, the enabled ones for others. */
    listPlans: async (actor: Actor | null, query: { name?: string; page?: number; pageSize?: number }) => {
      const all = actor?.role === ROLES.superAdmin;
      const paged = query.page !== undefined;
      const pageSize = query.pageSize ?? 10;
      const { rows, total } = await repo.listPlans(db, {
        enabledOnly: !all,
        name: query.name,
        offset: paged ? ((query.page ?? 1) - 1) * pageSize : undefined,
        limit: paged ? pageSize : undefined,
      });
      return { plans: rows.map(toPlanDto), total };
    },

    getPlan: async (id: number) => toPlanDto(await requirePlan(id)),

    createPlan: async (actor: Actor, form: SubscriptionPlanForm) => {
      if (await repo.isPlanNameTaken(db, form.name)) throw duplicateName();
      const id = await repo.insertPlan(db, planValues(form), actor.userId);
      return toPlanDto(await requirePlan(id));
    },

    updatePlan: async (actor: Actor, id: number, form: SubscriptionPlanForm) => {
      await requirePlan(id);
      if (await repo.isPlanNameTaken(db, form.name, id)) throw duplicateName();
      await repo.updatePlan(db, id, planValues(form), actor.userId);
      return toPlanDto(await requirePlan(id));
    },

    setPlanEnabled: async (actor: Actor, id: number, isEnabled: boolean) => {
      await requirePlan(id);
      await repo.updatePlan(db, id, { isEnabled }, actor.userId);
      return toPlanDto(await requirePlan(id));
    },

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
      if (!isProviderSiteId(siteId)) throw businessRule(cardMessages.noProvider);
      return statusOfSite(siteId);
    },

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
        if (await repo.hasUsedTrial(db, siteId)) throw businessRule(cardMessages.trialUsed);
        if (current && current.status === 'Active') throw businessRule(cardMessages.trialWhilePaid);
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

      if (current?.status === 'Active' && current.planId === plan.id) throw businessRule(cardMessages.samePlan);
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
          throw new AppError(ERROR_CODES.businessRule, 503, cardMessages.checkoutDown);
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
      if (synced.status !== ORDER.pending) throw businessRule(cardMessages.notCancellable);
      if (synced.checkout === 'stripe' && synced.checkoutSessionId)
        await checkout.expireSession(synced.checkoutSessionId).catch(() => undefined);
      await failOrder(synced, 'Cancelled', 'The payer cancelled the checkout');
      return statusOfSite(order.siteId);
    },

    /** ChangeServiceProviderRegistrationStatus?statusMessage=Approved. */
    changeRegistrationStatus: async (actor: Actor, statusMessage: string, siteIdWanted: number | null) => {
      const siteId = actor.role === ROLES.superAdmin && siteIdWanted ? siteIdWanted : actor.siteId;
      if (actor.role !== ROLES.superAdmin && siteIdWanted && siteIdWanted !== actor.siteId)
        throw notFound('Site not found');
      if (!isProviderSiteId(siteId)) throw businessRule(cardMessages.noProvider);
      const provider = await serviceProviderOfSite(db, siteId);
      if (!provider) throw notFound('Site not found');
      let order = await repo.latestOrderOf(db, siteId);
      if (order) order = await syncStripeOrder(order);
      const plan = await currentPlanOfSite(db, siteId, now());
      const paid = plan?.status === 'Active';
      // The provider approves itself once paid; the platform may also approve a trial.
      if (actor.role === ROLES.superAdmin ? !(paid || plan?.status === 'Trial') : !paid)
        throw businessRule(
          actor.role === ROLES.superAdmin ? cardMessages.approveNeedsPlan : cardMessages.approveNeedsPayment,
        );
      await setProviderRegistrationStatus(db, siteId, statusMessage);
      return statusOfSite(siteId);
    },

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
      if (order.status !== ORDER.pending) throw businessRule(cardMessages.notPending);
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
      if (!deps.stripeWebhookSecret) throw notFound(cardMessages.webhookSecretMissing);
      const check = verifyStripeSignature(
        payload,
        signature,
        deps.stripeWebhookSecret,
        Math.floor(now().getTime() / 1000),
      );
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

    /** Every provider whose trial lapsed goes back to 'Subscription Pending' (the job queue runs it every ten minutes). */
    sweepLapsedTrials: () => sweepLapsedTrialsNow(),

    syncLapse,
  };
};

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
