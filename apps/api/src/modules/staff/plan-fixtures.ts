/**
 * Test helper: the plan a site is on. The demo data puts its provider sites on plans; when a site
 * has none (a database seeded before plans existed), a subscription to a small test plan is
 * started through the subscriptions repository so the limits can be exercised.
 */
import type { TestApp } from '../../../test/test-app.ts';
import { insertPlan, insertSiteSubscription } from '../subscriptions/subscriptions.repository.ts';
import { currentPlanOfSite, type SitePlan } from '../subscriptions/subscriptions.service.ts';

export const planOfSite = async (
  t: TestApp,
  siteId: number,
  at: Date,
  fallback: { name: string; cost: string; noOfUsers: number; noOfBookings: number; startsOn: Date },
): Promise<SitePlan> => {
  const current = await currentPlanOfSite(t.db, siteId, at);
  if (current && (current.status === 'Active' || current.status === 'Trial')) return current;
  await t.db.transaction(async (tx) => {
    const planId = await insertPlan(
      tx,
      {
        name: `${fallback.name} ${siteId}-${Math.random().toString(36).slice(2, 7)}`,
        cost: fallback.cost,
        noOfUsers: fallback.noOfUsers,
        noOfBookings: fallback.noOfBookings,
        features: [],
      },
      null,
    );
    await insertSiteSubscription(tx, { siteId, planId, isTrial: false, startsOn: fallback.startsOn });
  });
  const plan = await currentPlanOfSite(t.db, siteId, at);
  if (!plan) throw new Error(`site ${siteId} has no plan`);
  return plan;
};
