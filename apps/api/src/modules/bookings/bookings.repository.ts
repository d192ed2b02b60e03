import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firstRow, hasRow, matching } from '../../db/rows.ts';
import { billingInformation, bookingAccessTokens, bookings, guestUsers } from './bookings.schema.ts';

export const insertGuestUser = async (db: Tx, values: typeof guestUsers.$inferInsert) =>
  (await db.insert(guestUsers).values(values).returning())[0];

export const findGuestUser = async (db: Tx, siteId: number, id: number) =>
  (await db.select().from(guestUsers).where(matching(guestUsers, { siteId, id })))[0];

export const findGuestUserByUniqueId = async (db: Tx, uniqueId: string) =>
  (await db.select().from(guestUsers).where(eq(guestUsers.uniqueId, uniqueId)))[0];

export type NewBooking = Omit<typeof bookings.$inferInsert, 'held'> & { heldFrom: Date; heldTo: Date };

const heldRange = (heldFrom: Date, heldTo: Date) =>
  sql`tstzrange(${heldFrom.toISOString()}::timestamptz, ${heldTo.toISOString()}::timestamptz, '[)')` as unknown as string;

/** The row a new booking writes: its hold as the range the fleet's exclusion constraint checks. */
const bookingRow = ({ heldFrom, heldTo, ...rest }: NewBooking) => ({ ...rest, held: heldRange(heldFrom, heldTo) });

export const insertBooking = (db: Tx, values: NewBooking) =>
  firstRow(db.insert(bookings).values(bookingRow(values)).returning());

/**
 * Inserts the booking unless its reference is already used (answers undefined then, and the
 * caller draws another). Only the reference is an arbiter: the fleet's exclusion constraint still
 * raises 23P01, so a double booking is never silently skipped. No savepoint needed.
 */
export const insertBookingUnlessReferenceTaken = (db: Tx, values: NewBooking) =>
  firstRow(
    db.insert(bookings).values(bookingRow(values)).onConflictDoNothing({ target: bookings.referenceId }).returning(),
  );

export const findBooking = async (db: Tx, siteId: number, id: number) =>
  (await db.select().from(bookings).where(matching(bookings, { siteId, id })))[0];

export const findBookingByReference = async (db: Tx, referenceId: string) =>
  (await db.select().from(bookings).where(eq(bookings.referenceId, referenceId.toUpperCase())))[0];

/** Whether a live booking of the fleet overlaps [from, to). */
export const fleetIsBusy = (db: Tx, siteId: number, fleetId: number, from: Date, to: Date) =>
  hasRow(
    db,
    bookings,
    and(
      matching(bookings, { siteId, fleetId }),
      sql`${bookings.held} && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
      sql`${bookings.bookingStatus} not in ('cancelled', 'no show')`,
    ),
  );

export type BillingValues = Omit<
  typeof billingInformation.$inferInsert,
  'siteId' | 'id' | 'bookingId' | 'createdOn' | 'updatedOn'
>;

/**
 * Stores a booking's billing information; when the booking has some already (the same traveller
 * sending the form again after its answer was lost), the values sent now replace it.
 */
export const insertBilling = async (db: Tx, siteId: number, bookingId: number, values: BillingValues) =>
  (
    await db
      .insert(billingInformation)
      .values({ ...values, siteId, bookingId })
      .onConflictDoUpdate({
        target: [billingInformation.siteId, billingInformation.bookingId],
        set: { ...values, updatedOn: new Date() },
      })
      .returning()
  )[0];

export const updateBilling = async (db: Tx, siteId: number, bookingId: number, values: BillingValues) =>
  (
    await db
      .update(billingInformation)
      .set({ ...values, updatedOn: new Date() })
      .where(matching(billingInformation, { siteId, bookingId }))
      .returning()
  )[0];

export const findBilling = async (db: Tx, siteId: number, bookingId: number) =>
  (await db.select().from(billingInformation).where(matching(billingInformation, { siteId, bookingId })))[0];

export const insertAccessToken = async (db: Tx, values: typeof bookingAccessTokens.$inferInsert) => {
  await db.insert(bookingAccessTokens).values(values);
};

/** The booking a live token of the purpose opens on the site (none when expired or another site's). */
export const findAccessToken = (db: Tx, siteId: number, tokenHash: string, purpose: string, at: Date) =>
  firstRow(
    db
      .select({ bookingId: bookingAccessTokens.bookingId, expiresOn: bookingAccessTokens.expiresOn })
      .from(bookingAccessTokens)
      .where(and(matching(bookingAccessTokens, { siteId, tokenHash, purpose }), gt(bookingAccessTokens.expiresOn, at))),
  );
