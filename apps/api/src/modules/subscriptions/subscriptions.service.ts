import type { Db } from '../../db/client.ts';
import type { HostedCheckout } from '../../integrations/checkout/hosted-checkout.ts';
import { createCheckoutUseCases } from './subscription-checkout.ts';
import { createPaymentUseCases } from './subscription-payment.ts';
import { createPlanUseCases } from './subscription-plans.ts';
import { createRegistrationUseCases } from './subscription-registration.ts';
import { createOrderSettlement } from './subscription-settlement.ts';
import { createSubscriptionStatus } from './subscription-status.ts';

export { assertSiteTakesBookings, currentPlanOfSite, type SitePlan } from './site-plan.ts';
export { SUBSCRIPTION_MESSAGES } from './subscription-messages.ts';
export type { PlanDto } from './subscription-plans.ts';

/**
 * Plans, the plan chooser, the hosted checkout, approval, trial and lapse (spec 01 sections 4, 5,
 * 7, 9), composed from one file per use case group: plans (`subscription-plans.ts`), where a site
 * stands and the lapse of its trial (`subscription-status.ts`), a provider's lookup and approval
 * (`subscription-registration.ts`), choosing a plan (`subscription-checkout.ts`), paying
 * (`subscription-payment.ts`) and how an order ends (`subscription-settlement.ts`). Whether a site
 * takes bookings is `site-plan.ts`.
 */
export const createSubscriptionsService = (deps: {
  db: Db;
  checkout: HostedCheckout;
  now: () => Date;
  stripeWebhookSecret?: string;
}) => {
  const { db, checkout, stripeWebhookSecret, now } = deps;
  const settlement = createOrderSettlement({ db, checkout, now });
  const status = createSubscriptionStatus({ db, now, settlement });
  return {
    ...createPlanUseCases({ db }),
    ...createRegistrationUseCases({ db, now, settlement, status }),
    ...createCheckoutUseCases({ db, checkout, now, settlement, status }),
    ...createPaymentUseCases({ db, now, stripeWebhookSecret, settlement }),
    /** Every provider whose trial lapsed goes back to 'Subscription Pending' (the job queue runs it every ten minutes). */
    sweepLapsedTrials: () => status.sweepLapsedTrials(),
    syncLapse: status.syncLapse,
  };
};

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
