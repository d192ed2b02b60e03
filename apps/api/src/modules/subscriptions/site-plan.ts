import { toCents } from '@ridedesk/domain/booking/money';
import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { isInForce, periodAt } from '@ridedesk/domain/subscriptions/subscription-periods';
import { isTrialPlan, SITE_NOT_TAKING_BOOKINGS } from '@ridedesk/domain/subscriptions/subscription-plans';
import type { Db, Tx } from '../../db/client.ts';
import { businessRule } from '../../lib/app-error.ts';
import * as repo from './subscriptions.repository.ts';

/** The plan in force for a site at a moment (the contract other modules read). */
export type SitePlan = {
  planId: number;
  planName: string;
  monthlyFeeCents: number;
  noOfUsers: number;
  noOfBookings: number;
  isTrial: boolean;
  status: 'Trial' | 'Active' | 'Lapsed' | 'Pending';
  periodStart: Date;
  periodEnd: Date;
};

const sitePlanOf = (
  plan: { planId: number; planName: string; cost: string; noOfUsers: number; noOfBookings: number },
  isTrial: boolean,
  status: SitePlan['status'],
  period: { periodStart: Date; periodEnd: Date },
): SitePlan => ({
  planId: plan.planId,
  planName: plan.planName,
  monthlyFeeCents: toCents(Number(plan.cost)),
  noOfUsers: plan.noOfUsers,
  noOfBookings: plan.noOfBookings,
  isTrial,
  status,
  ...period,
});

/**
 * The plan in force for a site at `at`:
 * - a subscription in force: 'Trial' (the trial month) or 'Active' (a paid plan, in its monthly
 *   period counted from the day it started);
 * - none in force but one ended before `at` (a trial not followed by a paid plan): 'Lapsed', with
 *   the last plan and its last period;
 * - none ever started, but a card order waits for its checkout: 'Pending', the ordered plan, a
 *   month from the order;
 * - otherwise null (the site never chose a plan).
 */
export const currentPlanOfSite = async (db: Db | Tx, siteId: number, at: Date): Promise<SitePlan | null> => {
  const subscriptions = await repo.siteSubscriptionsOf(db, siteId);
  const inForce = subscriptions.find((s) => isInForce(s, at));
  if (inForce) {
    const period =
      inForce.isTrial && inForce.endsOn
        ? { periodStart: inForce.startsOn, periodEnd: inForce.endsOn }
        : periodAt(inForce.startsOn, at);
    return sitePlanOf(inForce, inForce.isTrial, inForce.isTrial ? 'Trial' : 'Active', period);
  }
  const ended = subscriptions.filter((s) => s.endsOn !== null && s.endsOn.getTime() <= at.getTime());
  const last = ended.at(-1);
  if (last?.endsOn) {
    const period = last.isTrial
      ? { periodStart: last.startsOn, periodEnd: last.endsOn }
      : periodAt(last.startsOn, new Date(last.endsOn.getTime() - 1));
    return sitePlanOf(last, last.isTrial, 'Lapsed', period);
  }
  const order = await repo.latestOrderOf(db, siteId);
  if (order && order.status === 'Pending' && order.createdOn.getTime() <= at.getTime())
    return sitePlanOf(
      order,
      isTrialPlan({ name: order.planName, cost: Number(order.cost) }),
      'Pending',
      periodAt(order.createdOn, at),
    );
  return null;
};

/** A provider site whose trial ended without a paid plan takes no bookings (422 with the message). */
export const assertSiteTakesBookings = async (db: Db | Tx, siteId: number, at: Date) => {
  if (siteId <= DEFAULT_SITE_ID) return;
  const plan = await currentPlanOfSite(db, siteId, at);
  if (plan?.status === 'Lapsed') throw businessRule(SITE_NOT_TAKING_BOOKINGS);
};
