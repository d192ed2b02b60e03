import { type Cents, percentOf, toCents } from '@ridedesk/domain/booking/money';
import { type PriceBasis, type Ride, rideCost } from '@ridedesk/domain/booking/pricing';

/** The ride the price form's live example costs: 10 miles in 30 minutes. */
export const EXAMPLE_RIDE: Ride = { miles: 10, minutes: 30 };

export type RateField = 'baseFare' | 'perMileRate' | 'perHourRate' | 'minimumHours';

/**
 * The rate fields each basis uses (DESIGN.md section 9): per mile = base + rate × miles;
 * per hour = base + rate × max(hours, minimum hours); flat = base. The others are stored as 0.
 */
export const RATE_FIELDS_BY_BASIS: Record<PriceBasis, readonly RateField[]> = {
  'per mile': ['baseFare', 'perMileRate'],
  'per hour': ['baseFare', 'perHourRate', 'minimumHours'],
  flat: ['baseFare'],
};

export const ALL_RATE_FIELDS: readonly RateField[] = ['baseFare', 'perMileRate', 'perHourRate', 'minimumHours'];

type Amount = number | string | null | undefined;

/** A typed amount: blank is 0, anything not a number of 0 or more is unusable (null). */
const amountOf = (value: Amount): number | null => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 0;
  const n = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(n) && n >= 0 ? n : null;
};

export type ExampleInput = {
  basis: PriceBasis | null;
  baseFare?: Amount;
  perMileRate?: Amount;
  perHourRate?: Amount;
  minimumHours?: Amount;
  minimumFare?: Amount;
  taxPercentage?: Amount;
};

export type Example = {
  costCents: Cents;
  taxCents: Cents;
  taxPercentage: number;
  /** The minimum fare is what the ride costs (the rates alone come to less). */
  minimumFareApplies: boolean;
  /** Per hour: the minimum hours are charged rather than the ride's 30 minutes. */
  minimumHoursApply: boolean;
};

/**
 * What the example ride costs with the rates typed so far, by the same money rules the
 * booking uses (packages/domain/src/booking/pricing.ts); null until a basis is chosen or while
 * an amount is not a number.
 */
export const exampleCost = (input: ExampleInput, ride: Ride = EXAMPLE_RIDE): Example | null => {
  if (!input.basis) return null;
  const used = RATE_FIELDS_BY_BASIS[input.basis];
  const amounts = {
    baseFare: amountOf(input.baseFare),
    perMileRate: used.includes('perMileRate') ? amountOf(input.perMileRate) : 0,
    perHourRate: used.includes('perHourRate') ? amountOf(input.perHourRate) : 0,
    minimumHours: used.includes('minimumHours') ? amountOf(input.minimumHours) : 0,
    minimumFare: amountOf(input.minimumFare),
    taxPercentage: amountOf(input.taxPercentage),
  };
  if (Object.values(amounts).some((v) => v === null)) return null;
  const a = amounts as Record<keyof typeof amounts, number>;
  const rates = {
    basis: input.basis,
    baseFareCents: toCents(a.baseFare),
    perMileCents: toCents(a.perMileRate),
    perHourCents: toCents(a.perHourRate),
    minimumHours: a.minimumHours,
    minimumFareCents: toCents(a.minimumFare),
  };
  const costCents = rideCost(rates, ride);
  const withoutMinimum = rideCost({ ...rates, minimumFareCents: 0 }, ride);
  return {
    costCents,
    taxCents: percentOf(costCents, a.taxPercentage),
    taxPercentage: a.taxPercentage,
    minimumFareApplies: rates.minimumFareCents > withoutMinimum,
    minimumHoursApply: input.basis === 'per hour' && a.minimumHours > ride.minutes / 60,
  };
};
