import type { PlanFeatureKey } from '@ridedesk/domain/subscriptions/subscription-plans';
import { readSession, writeSession } from '../../lib/session.ts';

export type Person = { id: number; firstName: string } | null;

export type Plan = {
  id: number;
  name: string;
  cost: number;
  noOfUsers: number;
  noOfBookings: number;
  features: PlanFeatureKey[];
  isTrial: boolean;
  isEnabled: boolean;
  createdBy: Person;
  createdOn: string;
  updatedBy: Person;
  updatedOn: string | null;
};

export type PlanStatus = 'Trial' | 'Active' | 'Lapsed' | 'Pending';

/** getSubscriptionTransactionStatus (spec 01 section 3 names the first six fields). */
export type SubscriptionStatus = {
  subscription_status: string | null;
  transaction_status: 'pending' | 'success' | 'failure' | null;
  subscription_plan_id: number | null;
  order_id: number;
  is_TrailOffer_Used: boolean;
  subscription_name: string | null;
  /** Whether the company's EIN is on file (asked before the first paid plan, not at registration). */
  einOnFile?: boolean;
  currentPlan: {
    planId: number;
    planName: string;
    cost: number;
    noOfUsers: number;
    noOfBookings: number;
    isTrial: boolean;
    status: PlanStatus;
    periodStart: string;
    periodEnd: string;
  } | null;
  nextPlan: { planId: number; planName: string; startsOn: string } | null;
  order: {
    id: number;
    planId: number;
    planName: string;
    amount: number;
    paymentType: string;
    status: string;
    transactionId: string | null;
    customerVaultId: string | null;
    checkoutUrl: string | null;
  } | null;
};

export type OrderAnswer = {
  orderId: number;
  subscriptionPlanId: number;
  paymentType: string;
  status: string;
  trialEndsOn: string | null;
  redirectUrl: string;
  checkoutUrl: string | null;
};

/** Keeps the stored session's payment status in step with the server (post-login reads it). */
export const rememberPaymentStatus = (status: string | null | undefined) => {
  const session = readSession();
  if (!session || !status || session.user.paymentStatus === status) return;
  writeSession({ ...session, user: { ...session.user, paymentStatus: status } });
};

/** Answers whose own message the screens show (the rest read 'Something went wrong!! please try later'). */
export const KEEP_MESSAGES = [404, 409, 422, 503] as const;
