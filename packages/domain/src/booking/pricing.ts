import { type Cents, percentOf } from './money.ts';

/** The three price bases of DESIGN.md section 9. */
export const PRICE_BASES = ['per mile', 'per hour', 'flat'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

export type PriceDefinitionRates = {
  basis: PriceBasis;
  baseFareCents: Cents;
  perMileCents: Cents;
  perHourCents: Cents;
  minimumHours: number;
  minimumFareCents: Cents;
};

export type Ride = { miles: number; minutes: number };

export const KM_PER_MILE = 1.609344;
export const kmToMiles = (km: number) => km / KM_PER_MILE;

/**
 * The ride's cost by its price basis, never below the minimum fare:
 * per mile = base + rate × miles; per hour = base + rate × max(hours, minimum hours); flat = base.
 */
export const rideCost = (rates: PriceDefinitionRates, ride: Ride): Cents => {
  let cost: Cents;
  switch (rates.basis) {
    case 'per mile':
      cost = rates.baseFareCents + Math.round(rates.perMileCents * Math.max(0, ride.miles));
      break;
    case 'per hour': {
      const hours = Math.max(Math.max(0, ride.minutes) / 60, rates.minimumHours);
      cost = rates.baseFareCents + Math.round(rates.perHourCents * hours);
      break;
    }
    case 'flat':
      cost = rates.baseFareCents;
      break;
  }
  return Math.max(cost, rates.minimumFareCents);
};

/** Beyond the garage's allowed distance (still in a served state) the surcharge is added. */
export const garageSurcharge = (opts: {
  milesFromGarage: number | null;
  allowedMiles: number;
  surchargeCents: Cents;
}) => (opts.milesFromGarage !== null && opts.milesFromGarage > opts.allowedMiles ? opts.surchargeCents : 0);

export type Discount = { kind: 'percent' | 'amount'; value: number };

/** A discount never exceeds the cost it applies to. */
export const discountAmount = (costCents: Cents, discount: Discount | null): Cents => {
  if (!discount) return 0;
  const raw = discount.kind === 'percent' ? percentOf(costCents, discount.value) : Math.round(discount.value * 100);
  return Math.min(Math.max(0, raw), costCents);
};

/** Tip presets are 10, 15 and 20 percent of the fleet cost (spec 03 section 9). */
export const TIP_PRESETS = [10, 15, 20] as const;
export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'custom'; cents: Cents } | { kind: 'none' };

export const tipAmount = (costCents: Cents, tip: TipChoice): Cents => {
  if (tip.kind === 'none') return 0;
  if (tip.kind === 'custom') return Math.max(0, Math.round(tip.cents));
  return percentOf(costCents, tip.percent);
};

export type Breakdown = {
  costCents: Cents;
  discountCents: Cents;
  taxPercentage: number;
  taxCents: Cents;
  tipCents: Cents;
  totalCents: Cents;
};

/**
 * The payment breakdown of the confirm step (spec 03 section 9): tax = (cost − discount) × tax% / 100;
 * total = cost − discount + tax + tip. Each line is rounded to a cent first, so the shown lines
 * always add up to the shown total. The stored tax is this displayed tax (docs/decisions/0001).
 */
export const bookingBreakdown = (opts: {
  costCents: Cents;
  discount: Discount | null;
  taxPercentage: number;
  tip: TipChoice;
}): Breakdown => {
  const discountCents = discountAmount(opts.costCents, opts.discount);
  const taxCents = percentOf(opts.costCents - discountCents, opts.taxPercentage);
  const tipCents = tipAmount(opts.costCents, opts.tip);
  return {
    costCents: opts.costCents,
    discountCents,
    taxPercentage: opts.taxPercentage,
    taxCents,
    tipCents,
    totalCents: opts.costCents - discountCents + taxCents + tipCents,
  };
};
