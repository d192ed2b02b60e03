import { FINAL_STATUSES } from '@ridedesk/domain/booking/booking-status';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { firstRow, matching } from '../../db/rows.ts';
import { billingInformation, bookings, guestUsers } from '../bookings/bookings.schema.ts';
import { catalogMasters } from '../catalog/catalog.schema.ts';
import { fleets } from '../fleets/fleets.schema.ts';
import { priceDefinitions } from '../price-definitions/price-definitions.schema.ts';
import { serviceProviders, sites } from '../sites/sites.schema.ts';
import { roles, users } from '../users/users.schema.ts';

/**
 * The booking read model of booking management. Lists, the detail and the calendar join the
 * tables a booking names (fleet, vehicle and service type, chauffeur, provider, guest) in one
 * read-only query, as search does (modules/search/search.repository.ts): a page of bookings
 * costs one query, not one per row and module. Nothing here writes.
 *
 * Booking management owns no tables, so it has no repository: the bookings table belongs to the
 * bookings module, and a status, chauffeur or payment-status change goes through that module's
 * port (bookings/booking-updates.service.ts) inside booking management's transaction.
 */

const vehicleTypes = alias(catalogMasters, 'vehicle_types');
const serviceTypes = alias(catalogMasters, 'service_types');
const chauffeurs = alias(users, 'chauffeurs');
const travellers = alias(users, 'travellers');

const viewColumns = {
  siteId: bookings.siteId,
  id: bookings.id,
  referenceId: bookings.referenceId,
  fleetId: bookings.fleetId,
  priceDefinitionId: bookings.priceDefinitionId,
  userId: bookings.userId,
  guestUserId: bookings.guestUserId,
  bookedBy: bookings.bookedBy,
  isPublicBooking: bookings.isPublicBooking,
  customerFirstName: bookings.customerFirstName,
  customerLastName: bookings.customerLastName,
  customerEmail: bookings.customerEmail,
  customerMobile: bookings.customerMobile,
  pickUpLocation: bookings.pickUpLocation,
  dropOffLocation: bookings.dropOffLocation,
  pickupCity: bookings.pickupCity,
  pickupState: bookings.pickupState,
  pickupStateName: bookings.pickupStateName,
  pickupLatitude: bookings.pickupLatitude,
  pickupLongitude: bookings.pickupLongitude,
  pickupOffset: bookings.pickupOffset,
  pickupAt: bookings.pickupAt,
  dropoffAt: bookings.dropoffAt,
  noOfPassengers: bookings.noOfPassengers,
  noOfLuggages: bookings.noOfLuggages,
  estimatedDurationInMins: bookings.estimatedDurationInMins,
  estimatedDistanceInKm: bookings.estimatedDistanceInKm,
  bookedPrice: bookings.bookedPrice,
  discountPrice: bookings.discountPrice,
  taxPercentage: bookings.taxPercentage,
  taxPrice: bookings.taxPrice,
  gratuityPrice: bookings.gratuityPrice,
  totalPrice: bookings.totalPrice,
  discountId: bookings.discountId,
  bookingStatus: bookings.bookingStatus,
  paymentStatus: bookings.paymentStatus,
  paymentType: bookings.paymentType,
  transactionType: bookings.transactionType,
  comments: bookings.comments,
  smsConsent: bookings.smsConsent,
  flightAirline: bookings.flightAirline,
  flightNumber: bookings.flightNumber,
  assignedTo: bookings.assignedTo,
  createdOn: bookings.createdOn,
  updatedOn: bookings.updatedOn,
  fleetNickName: fleets.nickName,
  fleetVin: fleets.vin,
  fleetMake: fleets.make,
  fleetModel: fleets.model,
  fleetYear: fleets.year,
  fleetColor: fleets.color,
  fleetSeater: fleets.seater,
  fleetImageFileName: fleets.imageFileName,
  vehicleTypeId: fleets.vehicleTypeId,
  vehicleTypeName: vehicleTypes.name,
  vehicleTypeImageFileName: vehicleTypes.imageFileName,
  serviceTypeId: priceDefinitions.serviceTypeId,
  serviceTypeName: serviceTypes.name,
  chauffeurFirstName: chauffeurs.firstName,
  chauffeurLastName: chauffeurs.lastName,
  chauffeurPhone: chauffeurs.phone,
  travellerLanguageId: travellers.preferredLanguageId,
  guestUniqueId: guestUsers.uniqueId,
  siteTitle: sites.title,
  siteName: sites.name,
  providerName: serviceProviders.name,
  providerPhone: serviceProviders.phone,
  providerEmail: serviceProviders.email,
};

const viewQuery = (db: Tx) =>
  db
    .select(viewColumns)
    .from(bookings)
    .innerJoin(sites, eq(sites.id, bookings.siteId))
    .innerJoin(fleets, and(eq(fleets.siteId, bookings.siteId), eq(fleets.id, bookings.fleetId)))
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, fleets.vehicleTypeId))
    .leftJoin(
      priceDefinitions,
      and(eq(priceDefinitions.siteId, bookings.siteId), eq(priceDefinitions.id, bookings.priceDefinitionId)),
    )
    .leftJoin(serviceTypes, eq(serviceTypes.id, priceDefinitions.serviceTypeId))
    .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.assignedTo))
    .leftJoin(travellers, eq(travellers.id, bookings.userId))
    .leftJoin(guestUsers, and(eq(guestUsers.siteId, bookings.siteId), eq(guestUsers.id, bookings.guestUserId)))
    .leftJoin(serviceProviders, eq(serviceProviders.siteId, bookings.siteId))
    .$dynamic();

/** Counting needs only the joins the filters read (vehicle type, guest). */
const countQuery = (db: Tx) =>
  db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(fleets, and(eq(fleets.siteId, bookings.siteId), eq(fleets.id, bookings.fleetId)))
    .leftJoin(guestUsers, and(eq(guestUsers.siteId, bookings.siteId), eq(guestUsers.id, bookings.guestUserId)))
    .$dynamic();

export type BookingViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

/** The pickup's own calendar day (its wall clock at the stored offset), whatever the session zone. */
const localPickupDay = sql`((${bookings.pickupAt} at time zone 'UTC') + make_interval(mins => ${bookings.pickupOffset}))::date`;

/**
 * A range of pickup instants that holds every pickup whose local day is between the two days
 * (offsets run from UTC-12 to UTC+14): lets the site-and-pickup index narrow the rows before
 * the exact local-day test, which no index can answer.
 */
const pickupNear = (fromDay: string, toDay: string) =>
  sql`${bookings.pickupAt} >= ${fromDay}::date::timestamp at time zone 'UTC' - interval '15 hours' and ${bookings.pickupAt} < (${toDay}::date + 1)::timestamp at time zone 'UTC' + interval '13 hours'`;

/** Which bookings a caller may see: one site or several, and for a traveller only their own. */
export type BookingScope = {
  /** null: any site (a traveller on the default product site, the platform administrator). */
  siteId: number | null;
  /** A traveller: their account's bookings, and those of a guest whose unique id they hold. */
  owner?: { userId: number; guestUniqueId?: string | null };
};

const scopeWhere = (scope: BookingScope): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (scope.siteId !== null) conditions.push(eq(bookings.siteId, scope.siteId));
  if (scope.owner) {
    const { userId, guestUniqueId } = scope.owner;
    conditions.push(
      guestUniqueId
        ? or(eq(bookings.userId, userId), eq(guestUsers.uniqueId, guestUniqueId))
        : eq(bookings.userId, userId),
    );
  }
  return and(...conditions);
};

export type ListFilter = {
  period: 'upcoming' | 'past' | 'all';
  now: Date;
  fromDate?: string;
  toDate?: string;
  vehicleTypeId?: number;
  bookingStatus?: string;
  paymentStatus?: string;
  search?: string;
  limit: number;
  offset: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const FINAL_SQL = sql.raw(`(${FINAL_STATUSES.map((s) => `'${s}'`).join(',')})`);

const filterWhere = (f: ListFilter): SQL | undefined => {
  const now = f.now.toISOString();
  const upcoming = sql`(${bookings.pickupAt} >= ${now}::timestamptz and ${bookings.bookingStatus} not in ${FINAL_SQL})`;
  const conditions: (SQL | undefined)[] = [];
  if (f.period === 'upcoming') conditions.push(upcoming);
  if (f.period === 'past') conditions.push(sql`not ${upcoming}`);
  if (f.fromDate) conditions.push(sql`${localPickupDay} >= ${f.fromDate}::date`);
  if (f.toDate) conditions.push(sql`${localPickupDay} <= ${f.toDate}::date`);
  if (f.fromDate || f.toDate) conditions.push(pickupNear(f.fromDate ?? '1900-01-01', f.toDate ?? '9999-12-30'));
  if (f.vehicleTypeId) conditions.push(eq(fleets.vehicleTypeId, f.vehicleTypeId));
  if (f.bookingStatus) conditions.push(eq(bookings.bookingStatus, f.bookingStatus));
  if (f.paymentStatus) conditions.push(eq(bookings.paymentStatus, f.paymentStatus));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conditions.push(
      or(
        sql`${bookings.referenceId} ilike ${like}`,
        sql`(${bookings.customerFirstName} || ' ' || ${bookings.customerLastName}) ilike ${like}`,
        sql`${bookings.customerEmail} ilike ${like}`,
      ),
    );
  }
  return and(...conditions);
};

/** One page of bookings and how many match, in the period's order (upcoming soonest first). */
export const listBookings = async (db: Tx, scope: BookingScope, f: ListFilter) => {
  const where = and(scopeWhere(scope), filterWhere(f));
  const order = f.period === 'upcoming' ? asc(bookings.pickupAt) : desc(bookings.pickupAt);
  const rows = await viewQuery(db).where(where).orderBy(order, asc(bookings.id)).limit(f.limit).offset(f.offset);
  const [{ total }] = await countQuery(db).where(where);
  return { rows, total: Number(total) };
};

/** One booking a caller may see, by id or by reference (references are unique across sites). */
export const findBookingView = async (db: Tx, scope: BookingScope, key: { id: number } | { referenceId: string }) =>
  (
    await viewQuery(db)
      .where(
        and(
          scopeWhere(scope),
          'id' in key ? eq(bookings.id, key.id) : eq(bookings.referenceId, key.referenceId.trim().toUpperCase()),
        ),
      )
      .limit(1)
  )[0];

/** A site's bookings whose local pickup day falls between two days, in pickup order. */
export const bookingsBetweenDays = (db: Tx, siteId: number, fromDay: string, toDay: string, limit: number) =>
  viewQuery(db)
    .where(
      and(
        eq(bookings.siteId, siteId),
        pickupNear(fromDay, toDay),
        sql`${localPickupDay} between ${fromDay}::date and ${toDay}::date`,
      ),
    )
    .orderBy(asc(bookings.pickupAt), asc(bookings.id))
    .limit(limit);

/** Who may drive a booking: the site's chauffeurs (issue 21) and, as before them, its staff. */
const ASSIGNABLE_ROLES = [ROLES.spAdmin, ROLES.spUser, ROLES.chauffeur];

const staffColumns = {
  id: users.id,
  siteId: users.siteId,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  role: roles.name,
};

/** The site's active users whose role may drive a booking. */
const assignableStaff = (db: Tx, siteId: number, where?: SQL) =>
  db
    .select(staffColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(where, eq(users.siteId, siteId), inArray(roles.name, ASSIGNABLE_ROLES), eq(users.status, 'Active')));

/** A site's active chauffeurs and staff, by name: who may drive a booking. */
export const siteStaff = (db: Tx, siteId: number) =>
  assignableStaff(db, siteId).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

export const findStaffMember = (db: Tx, siteId: number, userId: number) =>
  firstRow(assignableStaff(db, siteId, eq(users.id, userId)));

/** A booking's billing information, shown with its detail. */
export const findBilling = async (db: Tx, siteId: number, bookingId: number) =>
  (await db.select().from(billingInformation).where(matching(billingInformation, { siteId, bookingId })))[0];
