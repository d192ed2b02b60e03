import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, toCents, toDollars } from './money.ts';
import {
  bookingBreakdown,
  discountAmount,
  garageSurcharge,
  type PriceDefinitionRates,
  rideCost,
  tipAmount,
} from './pricing.ts';

const rates = (over: Partial<PriceDefinitionRates>): PriceDefinitionRates => ({
  basis: 'per mile',
  baseFareCents: 1500,
  perMileCents: 325,
  perHourCents: 8500,
  minimumHours: 2,
  minimumFareCents: 4500,
  ...over,
});

describe('ride cost by basis', () => {
  it('per mile: base + rate × miles', () => {
    // $15 + $3.25 × 20.4 mi = $15 + $66.30 = $81.30
    expect(rideCost(rates({}), { miles: 20.4, minutes: 35 })).toBe(8130);
  });

  it('per hour: base + rate × max(hours, minimum hours)', () => {
    // 90 minutes is under the 2-hour minimum: $15 + $85 × 2 = $185
    expect(rideCost(rates({ basis: 'per hour' }), { miles: 30, minutes: 90 })).toBe(18500);
    // 150 minutes: $15 + $85 × 2.5 = $227.50
    expect(rideCost(rates({ basis: 'per hour' }), { miles: 30, minutes: 150 })).toBe(22750);
  });

  it('flat: the base fare whatever the distance', () => {
    expect(rideCost(rates({ basis: 'flat', baseFareCents: 6500 }), { miles: 300, minutes: 400 })).toBe(6500);
  });

  it('never below the minimum fare', () => {
    // $15 + $3.25 × 3 = $24.75, raised to the $45 minimum
    expect(rideCost(rates({}), { miles: 3, minutes: 8 })).toBe(4500);
  });
});

describe('surcharge, discount and tip', () => {
  it('adds the garage surcharge only beyond the allowed distance', () => {
    expect(garageSurcharge({ milesFromGarage: 30, allowedMiles: 25, surchargeCents: 2000 })).toBe(2000);
    expect(garageSurcharge({ milesFromGarage: 25, allowedMiles: 25, surchargeCents: 2000 })).toBe(0);
    expect(garageSurcharge({ milesFromGarage: null, allowedMiles: 25, surchargeCents: 2000 })).toBe(0);
  });

  it('takes a percent or an amount off, never more than the cost', () => {
    expect(discountAmount(8130, { kind: 'percent', value: 10 })).toBe(813);
    expect(discountAmount(8130, { kind: 'amount', value: 20 })).toBe(2000);
    expect(discountAmount(1500, { kind: 'amount', value: 20 })).toBe(1500);
    expect(discountAmount(8130, null)).toBe(0);
  });

  it('offers tip presets of 10, 15 and 20 percent of the fleet cost, or a custom amount', () => {
    expect(tipAmount(8130, { kind: 'percent', percent: 15 })).toBe(1220); // 12.195 → 12.20
    expect(tipAmount(8130, { kind: 'percent', percent: 10 })).toBe(813);
    expect(tipAmount(8130, { kind: 'custom', cents: 1000 })).toBe(1000);
    expect(tipAmount(8130, { kind: 'none' })).toBe(0);
  });
});

describe('booking breakdown', () => {
  it('computes the WELCOME10 ride of the demo by hand', () => {
    // cost $81.30; 10 % off = $8.13; tax 8.25 % of $73.17 = $6.036… → $6.04; tip 15 % of $81.30 = $12.20
    expect(
      bookingBreakdown({
        costCents: 8130,
        discount: { kind: 'percent', value: 10 },
        taxPercentage: 8.25,
        tip: { kind: 'percent', percent: 15 },
      }),
    ).toEqual({
      costCents: 8130,
      discountCents: 813,
      taxPercentage: 8.25,
      taxCents: 604,
      tipCents: 1220,
      totalCents: 9141,
    });
  });

  it('without a discount, tax is cost × tax% / 100', () => {
    const b = bookingBreakdown({ costCents: 10000, discount: null, taxPercentage: 7, tip: { kind: 'none' } });
    expect(b).toMatchObject({ taxCents: 700, totalCents: 10700 });
  });

  it('the parts always add up to the total, and nothing is negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.option(
          fc.record({
            kind: fc.constantFrom('percent' as const, 'amount' as const),
            value: fc.double({ min: 0, max: 500, noNaN: true }),
          }),
        ),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.oneof(
          fc.constant({ kind: 'none' as const }),
          fc.record({ kind: fc.constant('percent' as const), percent: fc.constantFrom(10, 15, 20) }),
          fc.record({ kind: fc.constant('custom' as const), cents: fc.integer({ min: 0, max: 100_000 }) }),
        ),
        (costCents, discount, taxPercentage, tip) => {
          const b = bookingBreakdown({ costCents, discount, taxPercentage, tip });
          expect(b.costCents - b.discountCents + b.taxCents + b.tipCents).toBe(b.totalCents);
          for (const v of [b.discountCents, b.taxCents, b.tipCents, b.totalCents]) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(b.discountCents).toBeLessThanOrEqual(b.costCents);
        },
      ),
    );
  });
});

describe('money', () => {
  it('converts dollars and cents without float drift', () => {
    expect(toCents(81.3)).toBe(8130);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toDollars(9141)).toBe(91.41);
    expect(percentOf(7317, 8.25)).toBe(604);
  });
});
