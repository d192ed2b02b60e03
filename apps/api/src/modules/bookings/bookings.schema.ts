import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { changeTimes, createdOn, instant, sameSiteReference, tenantPrimaryKey } from '../../db/columns.ts';
import { fleets } from '../fleets/fleets.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/** A PostgreSQL tstzrange, written as '[start,end)'. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** A traveller who books without an account (spec 03 "Guest user"): not a user, a row with a unique id. */
export const guestUsers = pgTable(
  'guest_users',
  {
    ...tenantKeyColumns(),
    uniqueId: uuid().notNull().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    emailAddress: text().notNull(),
    mobileNumber: text().notNull(),
    createdOn: createdOn(),
  },
  (t) => [tenantPrimaryKey('guest_users', t), uniqueIndex('guest_users_unique_id_uq').on(t.uniqueId)],
);

/**
 * A ride booked on a site. The fleet is held for `held` (pickup to drop-off plus the turnaround
 * buffer); the exclusion constraint bookings_no_double_booking (migration 'bookings_exclusion')
 * makes two live bookings of one fleet over overlapping times impossible, even under
 * concurrent requests.
 */
export const bookings = pgTable(
  'bookings',
  {
    ...tenantKeyColumns(),
    referenceId: text().notNull(),
    fleetId: integer().notNull(),
    priceDefinitionId: integer().notNull(),
    userId: integer().references(() => users.id),
    guestUserId: integer(),
    bookedBy: integer().references(() => users.id),
    isPublicBooking: boolean().notNull().default(false),
    customerFirstName: text().notNull(),
    customerLastName: text().notNull(),
    customerEmail: text().notNull(),
    customerMobile: text().notNull(),
    pickUpLocation: text().notNull(),
    dropOffLocation: text().notNull(),
    pickupCity: text().notNull(),
    pickupState: text().notNull(),
    pickupStateName: text().notNull().default(''),
    pickupLatitude: doublePrecision(),
    pickupLongitude: doublePrecision(),
    /** Minutes east of UTC at pickup, kept to show local times. */
    pickupOffset: integer().notNull(),
    pickupAt: instant().notNull(),
    dropoffAt: instant().notNull(),
    held: tstzrange().notNull(),
    noOfPassengers: integer().notNull(),
    noOfLuggages: integer().notNull(),
    estimatedDurationInMins: integer().notNull(),
    estimatedDistanceInKm: numeric({ precision: 10, scale: 2 }).notNull(),
    bookedPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    discountPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    taxPercentage: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    taxPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    gratuityPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    totalPrice: numeric({ precision: 12, scale: 2 }).notNull(),
    discountId: integer(),
    bookingStatus: text().notNull().default('scheduled'),
    paymentStatus: text().notNull().default('Pending'),
    paymentType: text(),
    transactionType: text(),
    comments: text().notNull().default(''),
    assignedTo: integer().references(() => users.id),
    /** When the assigned chauffeur accepted the ride; null while it is only offered (issue 21). */
    chauffeurAcceptedOn: instant(),
    /** The traveller agreed to text messages about this ride when booking (issue 22). */
    smsConsent: boolean().notNull().default(false),
    /** An airport pickup's flight (issue 22): the airline's IATA or ICAO code, 'UA' or 'UAL'. */
    flightAirline: text(),
    /** The flight's number without the airline, '1234' or '12A'. */
    flightNumber: text(),
    ...changeTimes(),
  },
  (t) => [
    tenantPrimaryKey('bookings', t),
    uniqueIndex('bookings_reference_uq').on(t.referenceId),
    index('bookings_site_pickup_idx').on(t.siteId, t.pickupAt),
    index('bookings_user_idx').on(t.userId),
    index('bookings_guest_idx').on(t.siteId, t.guestUserId),
    sameSiteReference('bookings_fleet_fk', [t.siteId, t.fleetId], fleets),
    sameSiteReference('bookings_guest_fk', [t.siteId, t.guestUserId], guestUsers),
    check(
      'bookings_status_ck',
      sql`${t.bookingStatus} in ('scheduled','confirmed','assigned','en route','arrived','on board','completed','cancelled','no show')`,
    ),
    check(
      'bookings_payment_status_ck',
      sql`${t.paymentStatus} in ('Pending','Paid','Partly refunded','Refunded','Failed','Not charged')`,
    ),
    check(
      'bookings_amounts_ck',
      sql`${t.bookedPrice} >= 0 and ${t.discountPrice} >= 0 and ${t.taxPrice} >= 0 and ${t.gratuityPrice} >= 0 and ${t.totalPrice} >= 0`,
    ),
    check('bookings_customer_ck', sql`${t.userId} is not null or ${t.guestUserId} is not null`),
    check('bookings_flight_ck', sql`(${t.flightAirline} is null) = (${t.flightNumber} is null)`),
  ],
);

/** The billing address given with a booking's payment (spec 03 "Billing information"). */
export const billingInformation = pgTable(
  'billing_information',
  {
    siteId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    bookingId: integer().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    companyName: text().notNull().default(''),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default(''),
    zipCode: text().notNull().default(''),
    country: text().notNull().default('US'),
    emailAddress: text().notNull(),
    phone: text().notNull(),
    ...changeTimes(),
  },
  (t) => [
    tenantPrimaryKey('billing_information', t),
    uniqueIndex('billing_information_booking_uq').on(t.siteId, t.bookingId),
    sameSiteReference('billing_information_booking_fk', [t.siteId, t.bookingId], bookings),
  ],
);

/**
 * Links that open one booking without signing in (a guest's manage link; later a 'track' link for
 * whoever meets the traveller). The token itself (256 random bits) is never stored, only its
 * SHA-256; it is found through its site, so another provider's host never finds it. A token ends at
 * `expires_on` (a manage link when the ride is over). Decision 0024.
 */
export const bookingAccessTokens = pgTable(
  'booking_access_tokens',
  {
    siteId: integer().notNull(),
    bookingId: integer().notNull(),
    purpose: text().notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text().notNull(),
    createdOn: createdOn(),
    expiresOn: instant().notNull(),
  },
  (t) => [
    primaryKey({ name: 'booking_access_tokens_pk', columns: [t.siteId, t.tokenHash] }),
    index('booking_access_tokens_booking_idx').on(t.siteId, t.bookingId, t.purpose),
    sameSiteReference('booking_access_tokens_booking_fk', [t.siteId, t.bookingId], bookings).onDelete('cascade'),
    check('booking_access_tokens_purpose_ck', sql`${t.purpose} in ('manage','track')`),
    check('booking_access_tokens_hash_ck', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
