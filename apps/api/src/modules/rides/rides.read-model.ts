/**
 * The reads of the day of the ride (issue 21): a chauffeur's jobs, the dispatch board's day,
 * and what deciding whether a chauffeur fits a ride needs. They join the bookings, fleets,
 * catalogue, users and chauffeurs tables read-only; nothing here writes.
 */
import { ACTIVE_RIDE_STATUSES } from '@ridedesk/domain/rides/ride-rules';
import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { firstRow, matching } from '../../db/rows.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { rideFactColumns } from '../bookings/ride-facts.read-model.ts';
import { catalogMasters } from '../catalog/catalog.schema.ts';
import { fleets } from '../fleets/fleets.schema.ts';
import { users } from '../users/users.schema.ts';
import { ridePositions } from './rides.schema.ts';

const vehicleTypes = alias(catalogMasters, 'vehicle_types');
const drivers = alias(users, 'drivers');

const rideColumns = {
  siteId: bookings.siteId,
  bookingId: bookings.id,
  ...rideFactColumns,
  acceptedOn: bookings.chauffeurAcceptedOn,
  heldUntil: sql<Date>`upper(${bookings.held})`.mapWith((v) => new Date(v)),
  pickupLatitude: bookings.pickupLatitude,
  pickupLongitude: bookings.pickupLongitude,
  passengerFirstName: bookings.customerFirstName,
  passengerLastName: bookings.customerLastName,
  passengerPhone: bookings.customerMobile,
  passengerEmail: bookings.customerEmail,
  passengers: bookings.noOfPassengers,
  luggage: bookings.noOfLuggages,
  comments: bookings.comments,
  fleetId: bookings.fleetId,
  fleetName: fleets.nickName,
  fleetMake: fleets.make,
  fleetModel: fleets.model,
  fleetColor: fleets.color,
  fleetYear: fleets.year,
  vehicleTypeId: fleets.vehicleTypeId,
  vehicleTypeName: vehicleTypes.name,
  chauffeurFirstName: drivers.firstName,
  chauffeurLastName: drivers.lastName,
};

const ridesQuery = (db: Tx) =>
  db
    .select(rideColumns)
    .from(bookings)
    .innerJoin(fleets, and(eq(fleets.siteId, bookings.siteId), eq(fleets.id, bookings.fleetId)))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, fleets.vehicleTypeId))
    .leftJoin(drivers, eq(drivers.id, bookings.assignedTo));

export type RideView = Awaited<ReturnType<ReturnType<typeof ridesQuery>['execute']>>[number];

/**
 * The rides of the site with a pickup in [from, to), cancelled ones left out, by pickup time; only
 * the chauffeur's when one is named.
 */
const ridesBetween = (db: Tx, siteId: number, from: Date, to: Date, chauffeurId?: number) =>
  ridesQuery(db)
    .where(
      and(
        eq(bookings.siteId, siteId),
        chauffeurId === undefined ? undefined : eq(bookings.assignedTo, chauffeurId),
        gte(bookings.pickupAt, from),
        lt(bookings.pickupAt, to),
        notInArray(bookings.bookingStatus, ['cancelled']),
      ),
    )
    .orderBy(asc(bookings.pickupAt));

/** A chauffeur's rides with a pickup in [from, to), not cancelled, by pickup time. */
export const chauffeurRides = (db: Tx, siteId: number, chauffeurId: number, from: Date, to: Date) =>
  ridesBetween(db, siteId, from, to, chauffeurId);

/** One ride of the site, whoever drives it. */
export const rideOf = (db: Tx, siteId: number, bookingId: number) =>
  firstRow(ridesQuery(db).where(matching(bookings, { siteId, id: bookingId })));

/** The rides of a day on the board: every ride with a pickup in [from, to) but cancelled ones. */
export const dayRides = (db: Tx, siteId: number, from: Date, to: Date) => ridesBetween(db, siteId, from, to);

/** The latest position of each of the site's chauffeurs on an active ride, for the board's map. */
export const latestPositions = (db: Tx, siteId: number) =>
  db
    .selectDistinctOn([ridePositions.chauffeurUserId], {
      chauffeurId: ridePositions.chauffeurUserId,
      bookingId: ridePositions.bookingId,
      latitude: ridePositions.latitude,
      longitude: ridePositions.longitude,
      heading: ridePositions.heading,
      speed: ridePositions.speed,
      at: ridePositions.at,
    })
    .from(ridePositions)
    .innerJoin(bookings, and(eq(bookings.siteId, ridePositions.siteId), eq(bookings.id, ridePositions.bookingId)))
    .where(and(eq(ridePositions.siteId, siteId), inArray(bookings.bookingStatus, ACTIVE_RIDE_STATUSES)))
    .orderBy(ridePositions.chauffeurUserId, desc(ridePositions.at));

/** The site's fleets for the board's vehicle rows. */
export const siteVehicles = (db: Tx, siteId: number) =>
  db
    .select({
      fleetId: fleets.id,
      name: fleets.nickName,
      make: fleets.make,
      model: fleets.model,
      vehicleTypeName: vehicleTypes.name,
    })
    .from(fleets)
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, fleets.vehicleTypeId))
    .where(and(eq(fleets.siteId, siteId), eq(fleets.isEnabled, true)))
    .orderBy(asc(fleets.nickName));

/** Whether the chauffeur has the ride and it is active now (positions are accepted only then). */
export const activeRideOf = (db: Tx, siteId: number, chauffeurId: number, bookingId: number) =>
  firstRow(
    db
      .select({ id: bookings.id, status: bookings.bookingStatus })
      .from(bookings)
      .where(
        and(
          matching(bookings, { siteId, id: bookingId, assignedTo: chauffeurId }),
          inArray(bookings.bookingStatus, ACTIVE_RIDE_STATUSES),
        ),
      ),
  );
