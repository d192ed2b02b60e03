import { describe, expect, it } from 'vitest';
import { starterPrice, suggestedBasis, suggestedSeats } from './starter-prices.ts';

describe('suggestedSeats', () => {
  it('When the description names "up to 3 passengers", then a sedan seats 3', () => {
    expect(
      suggestedSeats({ name: 'Sedan', description: 'Executive sedan for up to 3 passengers and their bags.' }),
    ).toBe(3);
  });
  it('When the description names a range, then the larger number counts', () => {
    expect(
      suggestedSeats({ name: 'Sprinter Van', description: 'Mercedes-Benz Sprinter or similar, 11 to 14 passengers.' }),
    ).toBe(14);
    expect(suggestedSeats({ name: 'Mini Bus', description: '', imageFileName: 'Mini Bus 22-28 passengers' })).toBe(28);
  });
  it('When nothing names a count, then the kind of vehicle decides, else 4', () => {
    expect(suggestedSeats({ name: 'Luxury Sedan', description: 'Flagship sedan for VIP travel.' })).toBe(3);
    expect(suggestedSeats({ name: 'Executive SUV', description: null })).toBe(6);
    expect(suggestedSeats({ name: 'Tuk-tuk', description: 'Fun.' })).toBe(4);
  });
});

describe('suggestedBasis', () => {
  it('When the service is by the hour, at the airport or anything else, then per hour, flat and per mile', () => {
    expect(suggestedBasis({ name: 'Hourly Charter' })).toBe('per hour');
    expect(suggestedBasis({ name: 'Airport Transfer' })).toBe('flat');
    expect(suggestedBasis({ name: 'Point to Point' })).toBe('per mile');
  });
});

describe('starterPrice', () => {
  it('When a sedan is priced, then it is $15 plus $3.50 a mile (at least $45), $75 an hour for 2 hours, or $95 flat', () => {
    expect(starterPrice(3, 'per mile')).toMatchObject({ baseFare: 15, perMileRate: 3.5, minimumFare: 45 });
    expect(starterPrice(3, 'per hour')).toMatchObject({ perHourRate: 75, minimumHours: 2, minimumFare: 150 });
    expect(starterPrice(3, 'flat')).toMatchObject({ baseFare: 95, minimumFare: 95 });
  });
  it('When the vehicle is bigger, then every rate is higher', () => {
    const sedan = starterPrice(3, 'per mile');
    const van = starterPrice(14, 'per mile');
    expect(van.perMileRate).toBeGreaterThan(sedan.perMileRate);
    expect(van.baseFare).toBeGreaterThan(sedan.baseFare);
    expect(starterPrice(55, 'flat').baseFare).toBeGreaterThan(starterPrice(14, 'flat').baseFare);
  });
});
