/**
 * Subscription time rules (spec 01 sections 4 and 9, DESIGN 9): a subscription runs in monthly
 * periods counted from the day it started; the trial is one month; a plan change takes effect
 * at the start of the next period.
 */

export const TRIAL_MONTHS = 1;

/**
 * `date` plus `months` calendar months in UTC, keeping the time of day; a day that the target
 * month lacks becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export const addMonths = (date: Date, months: number): Date => {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
};

export type Period = { periodStart: Date; periodEnd: Date };

/**
 * The monthly period of a subscription started at `start` that contains `at` (half-open:
 * [periodStart, periodEnd)). Before the start, the first period.
 */
export const periodAt = (start: Date, at: Date): Period => {
  if (at.getTime() < start.getTime()) return { periodStart: start, periodEnd: addMonths(start, 1) };
  let k = (at.getUTCFullYear() - start.getUTCFullYear()) * 12 + (at.getUTCMonth() - start.getUTCMonth()) - 1;
  if (k < 0) k = 0;
  while (addMonths(start, k + 1).getTime() <= at.getTime()) k++;
  while (k > 0 && addMonths(start, k).getTime() > at.getTime()) k--;
  return { periodStart: addMonths(start, k), periodEnd: addMonths(start, k + 1) };
};

/** When a trial started at `start` ends (exclusive). */
export const trialEnd = (start: Date) => addMonths(start, TRIAL_MONTHS);

/** Whether a half-open range [startsOn, endsOn) (endsOn null: open) contains `at`. */
export const isInForce = (range: { startsOn: Date; endsOn: Date | null }, at: Date) =>
  range.startsOn.getTime() <= at.getTime() && (range.endsOn === null || at.getTime() < range.endsOn.getTime());

/**
 * When a plan change made at `at` takes effect for a subscription started at `start`: the end of
 * the period in force (upgrades and downgrades take effect at the next period).
 */
export const changeTakesEffectAt = (start: Date, at: Date) => periodAt(start, at).periodEnd;
