import { describe, expect, it } from 'vitest';
import { bookingPriceFields, rideEstimateFields } from './booking-record-fields.ts';

describe('the booking record fields', () => {
  it('When a breakdown is stored, then each amount is dollars with two places and the tax percentage is kept as given', () => {
    expect(
      bookingPriceFields({
        costCents: 10_000,
        discountCents: 1_000,
        taxPercentage: 8.25,
        taxCents: 743,
        tipCents: 1_500,
        totalCents: 11_243,
      }),
    ).toEqual({
      bookedPrice: '100.00',
      discountPrice: '10.00',
      taxPercentage: '8.25',
      taxPrice: '7.43',
      gratuityPrice: '15.00',
      totalPrice: '112.43',
    });
  });

  it('When a ride is estimated, then the longer of its plain and in-traffic minutes and its kilometres to two places are stored', () => {
    expect(rideEstimateFields({ km: 27.456, minutes: 31, trafficMinutes: 44 })).toEqual({
      estimatedDurationInMins: 44,
      estimatedDistanceInKm: '27.46',
    });
    expect(rideEstimateFields({ km: 5, minutes: 12, trafficMinutes: 9 }).estimatedDurationInMins).toBe(12);
  });
});
