import { addMonths } from '@ridedesk/domain/subscriptions/subscription-periods';
import type { PlanFeatureKey } from '@ridedesk/domain/subscriptions/subscription-plans';
import { syncOtherLanguagesSetting } from '../../modules/settings/settings.service.ts';
import { insertServiceProvider, insertSite } from '../../modules/sites/sites.repository.ts';
import {
  insertOrder,
  insertPlan,
  insertSiteSubscription,
} from '../../modules/subscriptions/subscriptions.repository.ts';
import { insertUser } from '../../modules/users/users.repository.ts';
import { hashPassword } from '../../modules/users/users.service.ts';
import type { Tx } from '../client.ts';
import { DEMO_PASSWORD } from './demo.ts';

const BASE: PlanFeatureKey[] = ['whiteLabeledSite', 'emailConfirmations', 'backOfficePortal', 'reviews'];
const STANDARD: PlanFeatureKey[] = [...BASE, 'discountManagement', 'paymentGatewayIntegration'];
const ALL: PlanFeatureKey[] = [...STANDARD, 'setupSupport', 'smsNotifications'];

/** The demo plans: three paid plans named in the help texts and the one-month trial. */
export const DEMO_PLANS = [
  { name: 'One Month Trial', cost: '0.00', noOfUsers: 2, noOfBookings: 50, features: STANDARD },
  { name: 'Basic', cost: '49.00', noOfUsers: 3, noOfBookings: 100, features: BASE },
  { name: 'Standard', cost: '99.00', noOfUsers: 10, noOfBookings: 500, features: STANDARD },
  { name: 'Premium', cost: '199.00', noOfUsers: 25, noOfBookings: 2000, features: ALL },
] as const;

/** Which demo provider is on which plan (site 5 on Basic: a small user limit). */
const DEMO_SITE_PLANS: Record<number, (typeof DEMO_PLANS)[number]['name']> = {
  5: 'Basic',
  6: 'Standard',
  7: 'Premium',
};

export const LAPSED_DEMO_SITE = {
  host: 'sunsetshuttle.localhost',
  name: 'Sunset Shuttle',
  title: 'Sunset Shuttle — Miami',
  userName: 'provider4',
};

/**
 * Demo subscriptions: the plans; providers 5, 6 and 7 paid by card two months ago and Approved;
 * and a fourth provider (sunsetshuttle.localhost, provider4) whose trial ended without a paid
 * plan, so its public site refuses bookings and its staff see the plan chooser.
 */
export const seedDemoSubscriptions = async (tx: Tx) => {
  const planIds = new Map<string, number>();
  for (const plan of DEMO_PLANS)
    planIds.set(plan.name, await insertPlan(tx, { ...plan, features: [...plan.features] }, 1));

  const today = new Date();
  const start = addMonths(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())), -2);
  for (const [siteId, planName] of Object.entries(DEMO_SITE_PLANS)) {
    const plan = DEMO_PLANS.find((p) => p.name === planName);
    const planId = planIds.get(planName);
    if (!plan || !planId) continue;
    const orderId = await insertOrder(tx, {
      siteId: Number(siteId),
      planId,
      amount: plan.cost,
      paymentType: 'Credit Card',
      status: 'Paid',
      checkout: 'sandbox',
      checkoutSessionId: `cs_sandbox_demo_${siteId}`,
      transactionId: `sandbox_txn_demo_${siteId}`,
      customerVaultId: `sandbox_vault_demo_${siteId}`,
      createdBy: null,
      createdOn: start,
      completedOn: start,
    });
    await insertSiteSubscription(tx, { siteId: Number(siteId), planId, orderId, startsOn: start });
  }

  // The lapsed trial: started 40 days ago, ended 10 or so days ago, no paid plan since.
  const siteId = await insertSite(tx, {
    name: LAPSED_DEMO_SITE.name,
    host: LAPSED_DEMO_SITE.host,
    typeId: 2,
    title: LAPSED_DEMO_SITE.title,
    color: '#E4572E,#FFF4EC',
    preferredLanguageId: 1,
    otherLanguageIds: [],
    createdBy: 1,
  });
  await syncOtherLanguagesSetting(tx, siteId, [], null);
  await insertServiceProvider(tx, {
    siteId,
    name: 'Sunset Shuttle LLC',
    ein: '59-3371824',
    zipCode: '33101',
    phone: '305-555-0163',
    email: 'hello@sunsetshuttle.example',
    registrationStatus: 'Subscription Pending',
  });
  await insertUser(tx, {
    siteId,
    roleId: 2,
    userName: LAPSED_DEMO_SITE.userName,
    email: 'provider4@sunsetshuttle.example',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Nina',
    lastName: 'Lopez',
    phone: '305-555-0163',
    preferredTimezone: 'America/New_York',
    emailVerified: true,
  });
  const trialStart = new Date(today.getTime() - 40 * 86_400_000);
  const trialId = planIds.get('One Month Trial') as number;
  const trialOrder = await insertOrder(tx, {
    siteId,
    planId: trialId,
    amount: '0.00',
    paymentType: 'One Month Trial',
    status: 'Trial',
    createdOn: trialStart,
    completedOn: trialStart,
  });
  await insertSiteSubscription(tx, {
    siteId,
    planId: trialId,
    orderId: trialOrder,
    isTrial: true,
    startsOn: trialStart,
    endsOn: addMonths(trialStart, 1),
  });
};
