import type { PriceBasis } from '../booking/pricing.ts';

/**
 * The first-run guide's defaults (issue 17, "A new provider's first booking within minutes"): the
 * seats a vehicle type suggests, the price basis a service type suggests, and a starter price the
 * administrator sees and may change before it is saved. Pure rules, shared by the API and the web.
 */

export const DEFAULT_SEATS = 4;
export const MAX_SEATS = 99;

const SEAT_KEYWORDS: [RegExp, number][] = [
  [/coach/i, 50],
  [/trolley/i, 30],
  [/bus/i, 24],
  [/sprinter|van.*1\d/i, 14],
  [/stretch|limo/i, 8],
  [/suv|minivan|mini van/i, 6],
  [/sedan|car/i, 3],
];

/**
 * Seats a vehicle type suggests: the largest passenger count its description or picture names
 * ("for up to 3 passengers", "11 to 14 passengers", "Mini Bus 22-28 passengers"), else a count by
 * the kind of vehicle its name says, else 4.
 */
export const suggestedSeats = (vehicleType: {
  name: string;
  description?: string | null;
  imageFileName?: string | null;
}) => {
  const text = `${vehicleType.description ?? ''} ${vehicleType.imageFileName ?? ''}`;
  const counts = [...text.matchAll(/(\d{1,2})(?:\s*(?:to|-|–)\s*(\d{1,2}))?\s*(?:passengers|pax)/gi)].map((m) =>
    Number(m[2] ?? m[1]),
  );
  const named = counts.filter((n) => n > 0);
  if (named.length > 0) return Math.min(Math.max(...named), MAX_SEATS);
  const byKind = SEAT_KEYWORDS.find(([pattern]) => pattern.test(vehicleType.name));
  return byKind ? byKind[1] : DEFAULT_SEATS;
};

/** How a service type is usually charged: by the hour (charters), flat (airport runs), else by the mile. */
export const suggestedBasis = (serviceType: { name: string }): PriceBasis => {
  if (/hour|charter/i.test(serviceType.name)) return 'per hour';
  if (/airport/i.test(serviceType.name)) return 'flat';
  return 'per mile';
};

/** A bigger vehicle costs more: a factor by seats (a sedan is 1). */
export const sizeFactor = (seats: number) => {
  if (seats <= 4) return 1;
  if (seats <= 7) return 1.3;
  if (seats <= 10) return 1.8;
  if (seats <= 18) return 2.4;
  if (seats <= 30) return 3.2;
  return 4.5;
};

export type StarterPrice = {
  basis: PriceBasis;
  baseFare: number;
  perMileRate: number;
  perHourRate: number;
  minimumHours: number;
  minimumFare: number;
};

const dollars = (n: number) => Math.round(n);
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * A starter price for a vehicle of this many seats on this basis, in dollars: a sedan is $15 plus
 * $3.50 a mile (at least $45), $75 an hour for at least 2 hours, or $95 flat; larger vehicles by
 * their size factor.
 */
export const starterPrice = (seats: number, basis: PriceBasis): StarterPrice => {
  const f = sizeFactor(seats);
  if (basis === 'per hour')
    return {
      basis,
      baseFare: 0,
      perMileRate: 0,
      perHourRate: dollars(75 * f),
      minimumHours: 2,
      minimumFare: dollars(150 * f),
    };
  if (basis === 'flat')
    return {
      basis,
      baseFare: dollars(95 * f),
      perMileRate: 0,
      perHourRate: 0,
      minimumHours: 0,
      minimumFare: dollars(95 * f),
    };
  return {
    basis,
    baseFare: dollars(15 * f),
    perMileRate: cents(3.5 * f),
    perHourRate: 0,
    minimumHours: 0,
    minimumFare: dollars(45 * f),
  };
};
