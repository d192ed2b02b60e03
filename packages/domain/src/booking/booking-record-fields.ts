/**
 * The money and estimate fields a booking record keeps (spec 03 "Booking Field Details"), as the
 * record stores them: dollars as decimal strings with two places, the tax percentage as given,
 * the ride's estimate as the longer of its plain and in-traffic minutes and its kilometres to two
 * places. Booking creation and the demo bookings write these the same way.
 */
import { toDollars } from './money.ts';
import type { Breakdown } from './pricing.ts';

const dollars = (cents: number) => toDollars(cents).toFixed(2);

/** bookedPrice, discountPrice, taxPercentage, taxPrice, gratuityPrice and totalPrice of a breakdown. */
export const bookingPriceFields = (breakdown: Breakdown) => ({
  bookedPrice: dollars(breakdown.costCents),
  discountPrice: dollars(breakdown.discountCents),
  taxPercentage: String(breakdown.taxPercentage),
  taxPrice: dollars(breakdown.taxCents),
  gratuityPrice: dollars(breakdown.tipCents),
  totalPrice: dollars(breakdown.totalCents),
});

/** estimatedDurationInMins and estimatedDistanceInKm of a ride's estimate. */
export const rideEstimateFields = (ride: { km: number; minutes: number; trafficMinutes: number }) => ({
  estimatedDurationInMins: Math.max(ride.minutes, ride.trafficMinutes),
  estimatedDistanceInKm: ride.km.toFixed(2),
});
