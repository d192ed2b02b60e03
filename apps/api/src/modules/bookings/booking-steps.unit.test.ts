/** The pure parts of booking creation's steps, each with its inputs (create-booking.service.ts runs them). */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { type CreateBookingInput, FLEET_TAKEN_MESSAGE, fleetTaken } from './booking-creation-contract.ts';
import { holdWindow } from './booking-hold.ts';
import {
  bookingSiteOrigin,
  createdBookingMailValues,
  firstPayment,
  manageUrlOf,
  trackUrlOf,
} from './booking-notify.ts';
import { newBookingValues } from './booking-persist.ts';
import { priceBreakdown, priceChangedMessage, TIP_TOO_HIGH_MESSAGE } from './booking-price.ts';
import { checkPickup, PICKUP_PASSED_MESSAGE } from './booking-request-checks.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message, fields: error.fields };
    throw error;
  }
  throw new Error('expected a refusal');
};

const input: CreateBookingInput = {
  pickupDate: '2027-01-15',
  pickupTime: '10:00',
  offset: -360,
  priceDefinitionId: 3,
  fleetId: 9,
  city: 'Chicago',
  state: 'IL',
  latitude: 41.8786,
  longitude: -87.6362,
  pickUpLocation: '233 S Wacker Dr, Chicago, IL 60606',
  dropOffLocation: "O'Hare International Airport, Chicago, IL 60666",
  noOfPassengers: 2,
  noOfLuggages: 1,
  discountId: 0,
  gratuityPrice: 5,
  comments: '  ',
  guestUserId: 12,
  paymentType: 'COD',
  origin: 'http://citylimo.localhost',
};

const traveller = {
  userId: null,
  guestUserId: 12,
  firstName: 'Gina',
  lastName: 'Guest',
  email: 'gina@example.com',
  mobile: '312-555-0100',
  languageId: null,
};

describe('checking the request', () => {
  it('When the pickup is in the future and within the horizon, then its instant is the wall-clock time at the offset', () => {
    expect(checkPickup(input, NOW, 365).toISOString()).toBe('2027-01-15T16:00:00.000Z');
  });

  it('When the pickup has passed, then it is refused with 422 and the spec text', () => {
    expect(refusal(() => checkPickup({ ...input, pickupDate: '2026-11-22', pickupTime: '05:00' }, NOW, 365))).toEqual({
      status: 422,
      message: PICKUP_PASSED_MESSAGE,
      fields: undefined,
    });
  });

  it("When the pickup is beyond the site's horizon, then the 422 names the site's days", () => {
    expect(refusal(() => checkPickup(input, NOW, 30)).message).toBe('Pickup date must be within 30 days from today.');
  });
});

describe('holding the fleet', () => {
  it('When the ride takes longer in traffic, then the hold runs to the traffic drop-off plus the turnaround', () => {
    const pickupAt = new Date('2027-01-15T16:00:00Z');
    const window = holdWindow(pickupAt, { km: 30, minutes: 40, trafficMinutes: 52.5 }, 30);
    expect(window.start).toEqual(pickupAt);
    expect(window.dropoffAt.toISOString()).toBe('2027-01-15T16:53:00.000Z');
    expect(window.end.toISOString()).toBe('2027-01-15T17:23:00.000Z');
  });

  it('When the fleet is taken, then the refusal is 409 with the spec text', () => {
    expect(fleetTaken()).toMatchObject({ status: 409, message: FLEET_TAKEN_MESSAGE });
  });
});

describe('pricing the offer', () => {
  it('When a percent discount, tax and a tip apply, then tax is on the discounted cost and the tip is added', () => {
    expect(
      priceBreakdown({ costCents: 10_000, taxPercentage: 10, discount: { kind: 'percent', value: 20 }, gratuity: 5 }),
    ).toEqual({
      costCents: 10_000,
      discountCents: 2000,
      taxPercentage: 10,
      taxCents: 800,
      tipCents: 500,
      totalCents: 9300,
    });
  });

  it('When the tip is more than the ride cost, then it is refused with 400 on the tip field', () => {
    expect(
      refusal(() => priceBreakdown({ costCents: 1000, taxPercentage: 0, discount: null, gratuity: 10.01 })),
    ).toEqual({
      status: 400,
      message: TIP_TOO_HIGH_MESSAGE,
      fields: { gratuityPrice: 'Too high' },
    });
  });

  it('When the confirmed total differs by more than a cent, then 409 states the new total', () => {
    const o = { costCents: 10_000, taxPercentage: 0, discount: null, gratuity: 0 };
    expect(priceBreakdown({ ...o, expectedTotal: 100.01 }).totalCents).toBe(10_000);
    expect(refusal(() => priceBreakdown({ ...o, expectedTotal: 99.5 }))).toEqual({
      status: 409,
      message: priceChangedMessage(10_000),
      fields: undefined,
    });
    expect(priceChangedMessage(10_000)).toBe(
      'The price of this ride is now $100.00. Please review it and confirm again.',
    );
  });
});

describe('persisting the booking', () => {
  const breakdown = priceBreakdown({ costCents: 12_345, taxPercentage: 8.25, discount: null, gratuity: 5 });
  const pickupAt = new Date('2027-01-15T16:00:00Z');
  const window = holdWindow(pickupAt, { km: 29.456, minutes: 40, trafficMinutes: 52 }, 30);
  const base = {
    input,
    traveller,
    offer: { fleetId: 9, priceDefinition: { id: 3 } } as never,
    pickupAt,
    window,
    ride: { km: 29.456, minutes: 40, trafficMinutes: 52 },
    breakdown,
    redeemed: null,
  };

  it('When a guest books cash to the chauffeur with no one signed in, then the row is public, unbooked by staff, scheduled and paid by cash', () => {
    const values = newBookingValues({ ...base, ctx: { siteId: 5, actor: null } });
    expect(values).toMatchObject({
      siteId: 5,
      fleetId: 9,
      priceDefinitionId: 3,
      guestUserId: 12,
      userId: null,
      bookedBy: null,
      isPublicBooking: true,
      pickupStateName: 'Illinois',
      heldFrom: window.start,
      heldTo: window.end,
      dropoffAt: window.dropoffAt,
      estimatedDurationInMins: 52,
      estimatedDistanceInKm: '29.46',
      bookedPrice: '123.45',
      gratuityPrice: '5.00',
      totalPrice: (breakdown.totalCents / 100).toFixed(2),
      bookingStatus: 'scheduled',
      paymentStatus: 'Pending',
      transactionType: 'paybycash',
      discountId: null,
    });
  });

  it('When staff book to pay later, then the row names them as booker and has no transaction type yet', () => {
    const values = newBookingValues({
      ...base,
      input: { ...input, paymentType: 'PayLater' },
      ctx: { siteId: 5, actor: { userId: 7, role: 'SPUser', siteId: 5 } as never },
    });
    expect(values).toMatchObject({
      bookedBy: 7,
      isPublicBooking: false,
      transactionType: null,
      paymentType: 'PayLater',
    });
  });
});

describe('notifying', () => {
  it('When the booking is made on the product site for a provider, then its manage link opens on the provider host', () => {
    expect(bookingSiteOrigin('citylimo.localhost', 'http://localhost:5173')).toBe('http://citylimo.localhost:5173');
    expect(bookingSiteOrigin('CityLimo.localhost', 'https://citylimo.localhost')).toBe('https://citylimo.localhost');
    expect(bookingSiteOrigin(undefined, 'https://ridedesk.example')).toBe('https://ridedesk.example');
  });

  it('When a cash booking is mailed, then its mail says the chauffeur is paid; pay later says pay later', () => {
    expect(firstPayment('COD')).toEqual({ kind: 'cash-to-chauffeur' });
    expect(firstPayment('PayLater')).toEqual({ kind: 'pay-later' });
  });

  it("When the mail values are read, then they carry the booking's price, the provider and the manage link", () => {
    const breakdown = priceBreakdown({ costCents: 10_000, taxPercentage: 10, discount: null, gratuity: 5 });
    const values = createdBookingMailValues({
      origin: 'http://citylimo.localhost',
      manageUrl: manageUrlOf('http://citylimo.localhost', 'tok'),
      trackUrl: trackUrlOf('http://citylimo.localhost', 'trk'),
      input,
      traveller,
      offer: {
        vehicleType: { name: 'Sedan' },
        year: 2024,
        make: 'Lincoln',
        model: 'Continental',
        site: { serviceProvider: { name: 'City Limo' } },
      } as never,
      provider: undefined,
      breakdown,
      referenceId: 'ABC123',
      pickupAt: new Date('2027-01-15T16:00:00Z'),
    })('en');
    expect(values).toMatchObject({
      firstName: 'Gina',
      referenceId: 'ABC123',
      vehicle: 'Sedan: 2024 Lincoln Continental',
      cost: '$100.00',
      tax: '$10.00 (10%)',
      tip: '$5.00',
      total: '$115.00',
      providerName: 'City Limo',
      providerPhone: '',
      comments: '—',
      link: 'http://citylimo.localhost/',
      customerName: 'Gina Guest',
    });
    expect(values.manageLink).toMatch(/^http:\/\/citylimo\.localhost\/.+tok$/);
  });
});
