import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../shared/field-messages.ts';
import { addMonths, changeTakesEffectAt, isInForce, periodAt, trialEnd } from './subscription-periods.ts';
import { isTrialPlan, planChoiceSchema, subscriptionPlanFormSchema } from './subscription-plans.ts';

const d = (iso: string) => new Date(iso);

describe('subscription periods', () => {
  it('When a month is added to the 15th, then the result is the 15th of the next month at the same time', () => {
    expect(addMonths(d('2026-03-15T10:30:00Z'), 1).toISOString()).toBe('2026-04-15T10:30:00.000Z');
  });

  it('When a month is added to 31 January, then the result is the last day of February (leap and common years)', () => {
    expect(addMonths(d('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(d('2028-01-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });

  it('When months cross a year end, then the year advances', () => {
    expect(addMonths(d('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(d('2026-12-10T00:00:00Z'), 1).toISOString()).toBe('2027-01-10T00:00:00.000Z');
  });

  it('When a trial starts, then it ends one month later', () => {
    expect(trialEnd(d('2026-11-22T05:00:00Z')).toISOString()).toBe('2026-12-22T05:00:00.000Z');
  });

  it('When the moment is inside the first month, then the period is the first month', () => {
    const p = periodAt(d('2026-01-31T00:00:00Z'), d('2026-02-10T00:00:00Z'));
    expect(p.periodStart.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(p.periodEnd.toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('When the moment is exactly a period end, then it belongs to the next period (half-open)', () => {
    const p = periodAt(d('2026-01-15T00:00:00Z'), d('2026-03-15T00:00:00Z'));
    expect(p.periodStart.toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(p.periodEnd.toISOString()).toBe('2026-04-15T00:00:00.000Z');
  });

  it('When a subscription started on the 31st runs for months, then each period starts on the 31st or the month end', () => {
    const p = periodAt(d('2026-01-31T00:00:00Z'), d('2026-05-01T00:00:00Z'));
    expect(p.periodStart.toISOString()).toBe('2026-04-30T00:00:00.000Z');
    expect(p.periodEnd.toISOString()).toBe('2026-05-31T00:00:00.000Z');
  });

  it('When the moment is years later, then the period still contains it', () => {
    const start = d('2024-02-29T12:00:00Z');
    const at = d('2027-07-04T00:00:00Z');
    const p = periodAt(start, at);
    expect(p.periodStart.getTime()).toBeLessThanOrEqual(at.getTime());
    expect(p.periodEnd.getTime()).toBeGreaterThan(at.getTime());
    expect(p.periodStart.toISOString()).toBe('2027-06-29T12:00:00.000Z');
  });

  it('When a plan is changed mid-period, then the change takes effect at the period end', () => {
    expect(changeTakesEffectAt(d('2026-01-10T00:00:00Z'), d('2026-03-20T00:00:00Z')).toISOString()).toBe(
      '2026-04-10T00:00:00.000Z',
    );
  });

  it('When a range is half-open, then its start is in force and its end is not', () => {
    const range = { startsOn: d('2026-01-01T00:00:00Z'), endsOn: d('2026-02-01T00:00:00Z') };
    expect(isInForce(range, d('2026-01-01T00:00:00Z'))).toBe(true);
    expect(isInForce(range, d('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isInForce({ ...range, endsOn: null }, d('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isInForce(range, d('2025-12-31T23:59:59Z'))).toBe(false);
  });
});

describe('plan rules', () => {
  it('When a plan costs 0 and its name contains trial, then it is the trial plan', () => {
    expect(isTrialPlan({ name: 'One Month Trial', cost: 0 })).toBe(true);
    expect(isTrialPlan({ name: 'Trial', cost: 10 })).toBe(false);
    expect(isTrialPlan({ name: 'Basic', cost: 0 })).toBe(false);
  });

  it('When the plan form misses its fields, then each has its message', () => {
    const r = subscriptionPlanFormSchema.safeParse({ name: '', cost: '', noOfUsers: '', noOfBookings: '' });
    expect(r.success).toBe(false);
    expect(fieldMessages(r)).toEqual({
      name: 'Please enter the plan name',
      cost: 'Please enter the monthly cost',
      noOfUsers: 'Please enter the number of users',
      noOfBookings: 'Please enter the bookings per month',
    });
  });

  it('When the cost has three decimals or users are fractional, then the form refuses them', () => {
    const r = subscriptionPlanFormSchema.safeParse({ name: 'X', cost: 1.005, noOfUsers: 1.5, noOfBookings: -1 });
    expect(fieldMessages(r)).toEqual({
      cost: 'Please enter a cost of 0 or more, with at most 2 decimals',
      noOfUsers: 'Please enter a whole number of users from 1 to 10000',
      noOfBookings: 'Please enter a whole number of bookings from 0 to 1000000',
    });
  });

  it('When a valid plan is entered as text, then numbers come out', () => {
    const r = subscriptionPlanFormSchema.parse({ name: ' Basic ', cost: '49.99', noOfUsers: '3', noOfBookings: '100' });
    expect(r).toEqual({ name: 'Basic', cost: 49.99, noOfUsers: 3, noOfBookings: 100, features: [] });
  });

  it('When nothing is chosen in the chooser, then the spec messages answer', () => {
    const r = planChoiceSchema.safeParse({});
    const messages = (r.error?.issues ?? []).map((i) => i.message);
    expect(messages).toEqual(['Please choose the subscription!!', 'Please choose the Payment mode!!']);
  });
});
