/**
 * What the traveller's tracking page reads of one ride (issue 22): the booking's status and
 * pickup, the chauffeur's first name and photo, the vehicle, the status timeline and the latest
 * position. Read-only joins of bookings, fleets, catalogue, users, chauffeurs and the rides tables.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { firstRow, matching } from '../../db/rows.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { rideFactColumns } from '../bookings/ride-facts.read-model.ts';
import { catalogMasters } from '../catalog/catalog.schema.ts';
import { chauffeurs } from '../chauffeurs/chauffeurs.schema.ts';
import { fleets } from '../fleets/fleets.schema.ts';
import { ridePositions, rideStatusEvents } from '../rides/rides.schema.ts';
import { users } from '../users/users.schema.ts';

const vehicleTypes = alias(catalogMasters, 'vehicle_types');

export const trackedRide = (db: Tx, siteId: number, bookingId: number) =>
  firstRow(
    db
      .select({
        bookingId: bookings.id,
        ...rideFactColumns,
        pickupLatitude: bookings.pickupLatitude,
        pickupLongitude: bookings.pickupLongitude,
        updatedOn: bookings.updatedOn,
        chauffeurFirstName: users.firstName,
        chauffeurPhoto: chauffeurs.photo,
        fleetMake: fleets.make,
        fleetModel: fleets.model,
        fleetColor: fleets.color,
        fleetName: fleets.nickName,
        fleetPlate: fleets.licencePlate,
        vehicleTypeName: vehicleTypes.name,
      })
      .from(bookings)
      .innerJoin(fleets, and(eq(fleets.siteId, bookings.siteId), eq(fleets.id, bookings.fleetId)))
      .leftJoin(vehicleTypes, eq(vehicleTypes.id, fleets.vehicleTypeId))
      .leftJoin(users, eq(users.id, bookings.assignedTo))
      .leftJoin(chauffeurs, and(eq(chauffeurs.siteId, bookings.siteId), eq(chauffeurs.userId, bookings.assignedTo)))
      .where(matching(bookings, { siteId, id: bookingId })),
  );

export type TrackedRide = NonNullable<Awaited<ReturnType<typeof trackedRide>>>;

/** The ride's status changes, oldest first (time and status only: no positions, no people). */
export const rideTimeline = (db: Tx, siteId: number, bookingId: number) =>
  db
    .select({ status: rideStatusEvents.status, at: rideStatusEvents.at })
    .from(rideStatusEvents)
    .where(matching(rideStatusEvents, { siteId, bookingId }))
    .orderBy(asc(rideStatusEvents.at), asc(rideStatusEvents.id));

/** The ride's latest position, or undefined. */
export const latestRidePosition = (db: Tx, siteId: number, bookingId: number) =>
  firstRow(
    db
      .select({
        latitude: ridePositions.latitude,
        longitude: ridePositions.longitude,
        heading: ridePositions.heading,
        at: ridePositions.at,
      })
      .from(ridePositions)
      .where(matching(ridePositions, { siteId, bookingId }))
      .orderBy(desc(ridePositions.at))
      .limit(1),
  );
