/**
 * The flights module's reads of other modules' tables (decision 0031): the bookings with a
 * flight to follow, one booking with what its notices need (traveller, chauffeur, provider), and
 * a day's followed flights beside their rides. Read-only; the pickup itself is moved through the
 * bookings module's contract (bookings/booking-rides.service.ts).
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { firstRow, matching } from '../../db/rows.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { rideFactColumns } from '../bookings/ride-facts.read-model.ts';
import { chauffeurs } from '../chauffeurs/chauffeurs.schema.ts';
import { languages } from '../languages/languages.schema.ts';
import { serviceProviders, sites } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';
import { flightWatches } from './flights.schema.ts';

/** Rides that have not started: their pickup may still move with the flight. */
export const MOVABLE_STATUSES = ['scheduled', 'confirmed', 'assigned'];
/** Rides whose flight is still worth following (the board shows it landing). */
export const FOLLOWED_STATUSES = [...MOVABLE_STATUSES, 'en route', 'arrived'];

const drivers = alias(users, 'drivers');
const travellers = alias(users, 'travellers');
const travellerLanguages = alias(languages, 'traveller_languages');
const chauffeurLanguages = alias(languages, 'chauffeur_languages');

/** Live bookings with a flight and a pickup in [from, until) that no watch follows yet, on every site. */
export const bookingsToWatch = (tx: Tx, from: Date, until: Date) =>
  tx
    .select({
      siteId: bookings.siteId,
      bookingId: bookings.id,
      airline: bookings.flightAirline,
      flightNumber: bookings.flightNumber,
      pickupAt: bookings.pickupAt,
    })
    .from(bookings)
    .leftJoin(flightWatches, and(eq(flightWatches.siteId, bookings.siteId), eq(flightWatches.bookingId, bookings.id)))
    .where(
      and(
        isNotNull(bookings.flightAirline),
        isNotNull(bookings.flightNumber),
        inArray(bookings.bookingStatus, MOVABLE_STATUSES),
        gte(bookings.pickupAt, from),
        lt(bookings.pickupAt, until),
        isNull(flightWatches.id),
      ),
    )
    .orderBy(asc(bookings.pickupAt))
    .limit(500);

/** The ride a flight's pickup belongs to, as the board and the notices read it. */
const rideColumns = {
  ...rideFactColumns,
  chauffeurFirstName: drivers.firstName,
  chauffeurLastName: drivers.lastName,
};

const bookingColumns = {
  ...rideColumns,
  siteId: bookings.siteId,
  bookingId: bookings.id,
  airline: bookings.flightAirline,
  flightNumber: bookings.flightNumber,
  travellerFirstName: bookings.customerFirstName,
  travellerLastName: bookings.customerLastName,
  travellerEmail: bookings.customerEmail,
  travellerPhone: bookings.customerMobile,
  smsConsent: bookings.smsConsent,
  travellerLanguageId: travellers.preferredLanguageId,
  /** The traveller's language, else the site's: what their mail and text are written in. */
  travellerLocale: travellerLanguages.locale,
  chauffeurAcceptedOn: bookings.chauffeurAcceptedOn,
  chauffeurEmail: drivers.email,
  chauffeurLanguageId: drivers.preferredLanguageId,
  chauffeurLocale: chauffeurLanguages.locale,
  chauffeurPhone: chauffeurs.phone,
  providerPhone: serviceProviders.phone,
  siteName: sites.name,
  siteTitle: sites.title,
};

const bookingQuery = (tx: Tx) =>
  tx
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(sites, eq(sites.id, bookings.siteId))
    .leftJoin(travellers, eq(travellers.id, bookings.userId))
    .leftJoin(drivers, eq(drivers.id, bookings.assignedTo))
    .leftJoin(chauffeurs, and(eq(chauffeurs.siteId, bookings.siteId), eq(chauffeurs.userId, bookings.assignedTo)))
    .leftJoin(serviceProviders, eq(serviceProviders.siteId, bookings.siteId))
    .leftJoin(
      travellerLanguages,
      eq(travellerLanguages.id, sql`coalesce(${travellers.preferredLanguageId}, ${sites.preferredLanguageId})`),
    )
    .leftJoin(
      chauffeurLanguages,
      eq(chauffeurLanguages.id, sql`coalesce(${drivers.preferredLanguageId}, ${sites.preferredLanguageId})`),
    );

export type FlightBooking = Awaited<ReturnType<ReturnType<typeof bookingQuery>['execute']>>[number];

/** One booking of the site with its flight, traveller, chauffeur and provider; undefined when the site has none. */
export const flightBookingOf = (tx: Tx, siteId: number, bookingId: number) =>
  firstRow(bookingQuery(tx).where(matching(bookings, { siteId, id: bookingId })));

/** The site's followed flights whose ride picks up in [from, to), with their rides, by pickup. */
export const followedFlights = (tx: Tx, siteId: number, from: Date, to: Date) =>
  tx
    .select({ watch: flightWatches, ...rideColumns })
    .from(flightWatches)
    .innerJoin(bookings, and(eq(bookings.siteId, flightWatches.siteId), eq(bookings.id, flightWatches.bookingId)))
    .leftJoin(drivers, eq(drivers.id, bookings.assignedTo))
    .where(and(eq(flightWatches.siteId, siteId), gte(bookings.pickupAt, from), lt(bookings.pickupAt, to)))
    .orderBy(asc(bookings.pickupAt));

export type FollowedFlightRow = Awaited<ReturnType<typeof followedFlights>>[number];
