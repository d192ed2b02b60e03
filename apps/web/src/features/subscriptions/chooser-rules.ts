import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { CREDIT_CARD, ONE_MONTH_TRIAL } from '@ridedesk/domain/subscriptions/subscription-plans';
import type { Plan, SubscriptionStatus } from './subscription.ts';

export type PaymentMode = typeof CREDIT_CARD | typeof ONE_MONTH_TRIAL;

/**
 * What the chooser says before ordering (spec 01 section 5): a card payment needs a chosen plan
 * ('Please choose the subscription!!'), and a payment mode must be chosen ('Please choose the
 * Payment mode!!'); the trial needs no paid plan.
 */
export const chooserError = (choice: { planId: number | null; mode: PaymentMode | null }) => {
  if (choice.mode === ONE_MONTH_TRIAL) return null;
  if (!choice.planId) return MESSAGES.chooseSubscription;
  if (!choice.mode) return MESSAGES.choosePaymentMode;
  return null;
};

/** The One Month Trial is offered only while unused, and only when a trial plan exists. */
export const trialOffered = (status: SubscriptionStatus | undefined, plans: Plan[]) =>
  !!status && !status.is_TrailOffer_Used && status.currentPlan?.status !== 'Active' && plans.some((p) => p.isTrial);

/**
 * Plans are disabled while a non-trial subscription is pending (a card checkout waits) or after
 * a 'failure' until the person chooses to try again (spec 01 section 4).
 */
export const plansLocked = (status: SubscriptionStatus | undefined, retrying: boolean) => {
  if (!status) return true;
  if (status.transaction_status === 'pending') return true;
  if (status.transaction_status === 'failure' || status.subscription_status === 'failure') return !retrying;
  return false;
};

/**
 * The choice the chooser opens with: the plan named at registration (or last ordered) while no
 * plan is in force. A paid plan comes chosen with Credit Card; the trial plan comes as the One
 * Month Trial while it is offered. Nothing is chosen while the plans are locked.
 */
export const rememberedChoice = (
  status: SubscriptionStatus,
  plans: Plan[],
  locked: boolean,
): { planId: number | null; mode: PaymentMode | null } => {
  const none = { planId: null, mode: null };
  if (locked || status.currentPlan || !status.subscription_plan_id) return none;
  const named = plans.find((p) => p.id === status.subscription_plan_id);
  if (!named) return none;
  if (named.isTrial) return trialOffered(status, plans) ? { planId: null, mode: ONE_MONTH_TRIAL } : none;
  return { planId: named.id, mode: CREDIT_CARD };
};
