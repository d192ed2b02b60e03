/**
 * Booking creation's steps that read or write the database, each called on its own against a
 * migrated demo database (PGlite, or PostgreSQL with TEST_DATABASE_URL): recording the
 * traveller, holding the fleet, pricing the offer, persisting the booking.
 */
import { ROLES } from '@ridedesk/domain/shared/constants';
import { describe, expect, it } from 'vitest';
import { rideDate } from '../../../test/ride-dates.ts';
import { type OfferDto, RIDE, useBookingApp } from '../../../test/suites/bookings-suite.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { createUsersService } from '../users/users.service.ts';
import {
  type CreateBookingInput,
  FLEET_TAKEN_MESSAGE,
  NO_LONGER_OFFERED_MESSAGE,
  type RideEstimate,
} from './booking-creation-contract.ts';
import { holdFleet } from './booking-hold.ts';
import { newBookingValues, persistBooking } from './booking-persist.ts';
import { priceTheOffer } from './booking-price.ts';
import { recordTraveller } from './booking-traveller.ts';

const { app, estimate, sedanOffer, newGuest } = useBookingApp();
const CITYLIMO_SITE = 5;

const refusalOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
};

const inputFor = (offer: OfferDto, date: string, time: string, guestUserId: number | null): CreateBookingInput => ({
  pickupDate: date,
  pickupTime: time,
  offset: -360,
  priceDefinitionId: offer.priceDefinition.id,
  fleetId: offer.fleetId,
  city: 'Chicago',
  state: 'IL',
  latitude: 41.8786,
  longitude: -87.6362,
  ...RIDE,
  comments: '',
  guestUserId,
  paymentType: 'COD',
  origin: 'http://citylimo.localhost',
});

const rideAt = async (date: string, time: string): Promise<RideEstimate> => {
  const est = await estimate(date, time);
  return {
    km: est.estimatedDistanceKm,
    minutes: est.estimatedDurationMinutes,
    trafficMinutes: est.estimatedDurationInTrafficMinutes,
  };
};

const pickupOf = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);

describe('recording the traveller', () => {
  it("When a guest of the site is named, then the booking records the guest's names and mail", async () => {
    const guest = await newGuest();
    const traveller = await recordTraveller(
      { db: app().db, users: createUsersService(app().db) },
      { siteId: CITYLIMO_SITE, actor: null },
      { guestUserId: guest.id },
    );
    expect(traveller).toEqual({
      userId: null,
      guestUserId: guest.id,
      firstName: 'Gina',
      lastName: 'Guest',
      email: 'gina@example.com',
      mobile: '312-555-0100',
      languageId: null,
    });
  });

  it("When a guest of another site is named, then it is not found (404) and the other site's guest stays unseen", async () => {
    const foreign = await newGuest({ host: 'baychauffeurs.localhost' });
    const users = createUsersService(app().db);
    expect(
      await refusalOf(
        recordTraveller({ db: app().db, users }, { siteId: CITYLIMO_SITE, actor: null }, { guestUserId: foreign.id }),
      ),
    ).toEqual({ status: 404, message: 'Guest user not found' });
  });

  it('When a signed-in customer books without a guest, then their account is the traveller', async () => {
    const users = createUsersService(app().db);
    const customer = await users.findByLogin('customer');
    if (!customer) throw new Error('the demo customer is missing');
    const actor = { userId: customer.id, role: ROLES.customer, siteId: CITYLIMO_SITE } as Actor;
    const traveller = await recordTraveller(
      { db: app().db, users },
      { siteId: CITYLIMO_SITE, actor },
      { guestUserId: null },
    );
    expect(traveller).toMatchObject({ userId: customer.id, guestUserId: null, email: customer.email });
  });

  it('When staff name no guest, then the traveller details are asked for (400)', async () => {
    const actor = { userId: 2, role: ROLES.spUser, siteId: CITYLIMO_SITE } as Actor;
    const users = createUsersService(app().db);
    expect(
      await refusalOf(
        recordTraveller({ db: app().db, users }, { siteId: CITYLIMO_SITE, actor }, { guestUserId: null }),
      ),
    ).toEqual({ status: 400, message: 'Please enter the traveller details' });
  });
});

/** A guest's ride with the sedan offered on a day at 10:00: the offer, the estimate, the input and the recorded traveller. */
const guestRideOn = async (date: string) => {
  const offer = await sedanOffer(date, '10:00');
  const ride = await rideAt(date, '10:00');
  const guest = await newGuest();
  const input = inputFor(offer, date, '10:00', guest.id);
  const ctx = { siteId: CITYLIMO_SITE, actor: null };
  const traveller = await recordTraveller({ db: app().db, users: createUsersService(app().db) }, ctx, {
    guestUserId: guest.id,
  });
  return { offer, ride, input, ctx, traveller };
};

/** The steps before the write, in the booking's transaction: hold the fleet at a pickup, price the offer, build the row. */
const holdAndPrice = async (tx: Tx, booking: Awaited<ReturnType<typeof guestRideOn>>, pickupAt: Date) => {
  const { ctx, input, traveller, ride } = booking;
  const { offer: held, window } = await holdFleet(tx, ctx, input, ride, pickupAt);
  const { breakdown, redeemed } = await priceTheOffer(tx, ctx, input, held);
  const values = newBookingValues({
    ctx,
    input,
    traveller,
    offer: held,
    pickupAt: window.start,
    window,
    ride,
    breakdown,
    redeemed,
  });
  return { held, window, breakdown, redeemed, values };
};

describe('holding the fleet, pricing the offer and persisting the booking', () => {
  it('When the offered fleet is held, priced and persisted, then the same fleet at an overlapping time answers 409', async () => {
    const date = rideDate('2026-12-14');
    const booking = await guestRideOn(date);
    const { offer, ride, input, ctx } = booking;

    const booked = await app().db.transaction(async (tx) => {
      const { held, window, breakdown, redeemed, values } = await holdAndPrice(tx, booking, pickupOf(date, '10:00'));
      expect(held.fleetId).toBe(offer.fleetId);
      expect(window.start).toEqual(pickupOf(date, '10:00'));
      expect(window.end.getTime()).toBeGreaterThan(window.dropoffAt.getTime());
      expect(breakdown.costCents).toBe(Math.round(offer.cost * 100));
      expect(redeemed).toBeNull();
      return persistBooking(tx, values);
    });
    expect(booked.row).toMatchObject({ fleetId: offer.fleetId, siteId: CITYLIMO_SITE, bookingStatus: 'scheduled' });
    expect(booked.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = app().db.transaction((tx) => holdFleet(tx, ctx, input, ride, pickupOf(date, '10:30')));
    expect(await refusalOf(again)).toEqual({ status: 409, message: FLEET_TAKEN_MESSAGE });
  });

  it('When the price definition is not offered for the fleet, then holding it answers 422 and nothing is written', async () => {
    const date = rideDate('2026-12-15');
    const offer = await sedanOffer(date, '10:00');
    const ride = await rideAt(date, '10:00');
    const input = { ...inputFor(offer, date, '10:00', null), priceDefinitionId: 2_000_000_000 };
    const held = app().db.transaction((tx) =>
      holdFleet(tx, { siteId: CITYLIMO_SITE }, input, ride, pickupOf(date, '10:00')),
    );
    expect(await refusalOf(held)).toEqual({ status: 422, message: NO_LONGER_OFFERED_MESSAGE });
  });

  it('When a drawn reference is taken, then another is drawn; a booking over a held window answers 409', async () => {
    const date = rideDate('2026-12-16');
    const booking = await guestRideOn(date);
    const valuesAt = async (time: string) =>
      app().db.transaction(async (tx) => (await holdAndPrice(tx, booking, pickupOf(date, time))).values);
    const values = await valuesAt('10:00');
    const first = await app().db.transaction((tx) => persistBooking(tx, values, () => 'STEPSA'));
    expect(first.row.referenceId).toBe('STEPSA');

    // The same reference is drawn first, then a free one: the second booking (a later ride) gets the free one.
    const later = await valuesAt('18:00');
    const draws = ['STEPSA', 'STEPSB'];
    const second = await app().db.transaction((tx) => persistBooking(tx, later, () => draws.shift() ?? 'STEPSX'));
    expect(second.row.referenceId).toBe('STEPSB');

    // Written past the offer check (as a concurrent booking's would be): the exclusion constraint answers 409.
    const clash = app().db.transaction((tx) => persistBooking(tx, values, () => 'STEPSC'));
    expect(await refusalOf(clash)).toEqual({ status: 409, message: FLEET_TAKEN_MESSAGE });
  });
});
