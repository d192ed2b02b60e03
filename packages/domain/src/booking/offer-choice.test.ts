import { describe, expect, it } from 'vitest';
import {
  chooseOfferPrice,
  isAirportAddress,
  isAirportServiceType,
  onePricePerCar,
  type PricedOption,
  tripKindOf,
} from './offer-choice.ts';

const option = (serviceTypeName: string, costCents: number, priceDefinitionId: number): PricedOption => ({
  serviceTypeName,
  costCents,
  priceDefinitionId,
});

// The S-Class of issue 17: $99.22 per mile, $110.00 flat airport, $220.00 per hour.
const perMile = option('Point to Point', 9922, 11);
const airport = option('Airport Transfer', 11000, 13);
const hourly = option('Hourly Charter', 22000, 12);

describe('which addresses are airports', () => {
  it('When an address is the place a suggestion gives for an airport, then it is an airport', () => {
    expect(isAirportAddress("Chicago O'Hare International Airport (ORD), Chicago, IL, USA")).toBe(true);
    expect(isAirportAddress("O'Hare International Airport, Chicago, IL 60666")).toBe(true);
    expect(isAirportAddress('Aeropuerto Internacional de Austin, Austin, TX')).toBe(true);
    expect(isAirportAddress('Dallas Love Field (DAL), Dallas, TX, USA')).toBe(true);
  });

  it('When an address only has a street named after the airport, then it is not an airport', () => {
    expect(isAirportAddress('780 S Airport Blvd, San Francisco, CA 94128')).toBe(false);
    expect(isAirportAddress('12 Airport Rd., Austin, TX')).toBe(false);
    expect(isAirportAddress('233 S Wacker Dr, Chicago, IL 60606')).toBe(false);
    expect(isAirportAddress('1 Main St, Chicago (USA)')).toBe(false);
  });

  it('When either end of the trip is an airport, then the trip is an airport trip', () => {
    expect(tripKindOf('233 S Wacker Dr, Chicago, IL', "O'Hare International Airport, Chicago, IL")).toBe('airport');
    expect(tripKindOf('Midway Airport, Chicago, IL', '233 S Wacker Dr, Chicago, IL')).toBe('airport');
    expect(tripKindOf('233 S Wacker Dr, Chicago, IL', '875 N Michigan Ave, Chicago, IL')).toBe('transfer');
  });

  it('When a service type is named for airports, then it is an airport service type', () => {
    expect(isAirportServiceType('Airport Transfer')).toBe(true);
    expect(isAirportServiceType('Traslado al aeropuerto')).toBe(true);
    expect(isAirportServiceType('Point to Point')).toBe(false);
    expect(isAirportServiceType('Hourly Charter')).toBe(false);
  });
});

describe('the one price a car is offered at', () => {
  it('When the trip is to or from an airport and the car has an airport price, then that price applies even if another is lower', () => {
    expect(chooseOfferPrice([perMile, hourly, airport], 'airport')).toBe(airport);
  });

  it('When the trip is to or from an airport and the car has no airport price, then the lowest total applies', () => {
    expect(chooseOfferPrice([hourly, perMile], 'airport')).toBe(perMile);
  });

  it('When the trip is no airport trip, then the airport price is left out and the lowest other total applies', () => {
    const cheapAirport = option('Airport Transfer', 5000, 14);
    expect(chooseOfferPrice([hourly, cheapAirport, perMile], 'transfer')).toBe(perMile);
  });

  it('When the car has only an airport price, then that price applies to any trip', () => {
    expect(chooseOfferPrice([airport], 'transfer')).toBe(airport);
  });

  it('When two prices of a car total the same, then the older price definition applies', () => {
    const corporate = option('Point to Point', 9922, 20);
    expect(chooseOfferPrice([corporate, perMile], 'transfer')).toBe(perMile);
  });

  it('When a car has no price, then nothing is offered', () => {
    expect(chooseOfferPrice([], 'airport')).toBeUndefined();
  });

  it('When several cars are offered at several prices, then each car appears once, in the order first seen', () => {
    type Offer = PricedOption & { car: string };
    const offers: Offer[] = [
      { ...hourly, car: 'b' },
      { ...perMile, car: 'a' },
      { ...airport, car: 'a' },
      { ...perMile, car: 'b' },
      { ...hourly, car: 'a' },
    ];
    const chosen = onePricePerCar(offers, (o) => o.car, 'transfer');
    expect(chosen.map((o) => [o.car, o.costCents])).toEqual([
      ['b', 9922],
      ['a', 9922],
    ]);
    expect(onePricePerCar(offers, (o) => o.car, 'airport').map((o) => [o.car, o.costCents])).toEqual([
      ['b', 9922],
      ['a', 11000],
    ]);
  });
});
