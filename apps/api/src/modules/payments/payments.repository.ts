import { and, asc, count, desc, eq, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countRows, matching } from '../../db/rows.ts';
import { bookingPayments, paymentAttempts, sitePaymentTypes } from './payments.schema.ts';

export type MappingRow = typeof sitePaymentTypes.$inferSelect;
export type MappingValues = Partial<Omit<typeof sitePaymentTypes.$inferInsert, 'siteId' | 'id' | 'paymentType'>>;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentRow = typeof bookingPayments.$inferSelect;

// Site payment types

export const listMappings = (db: Tx, siteId: number) =>
  db.select().from(sitePaymentTypes).where(eq(sitePaymentTypes.siteId, siteId)).orderBy(asc(sitePaymentTypes.id));

export const findMapping = async (db: Tx, siteId: number, paymentType: string) =>
  (await db.select().from(sitePaymentTypes).where(matching(sitePaymentTypes, { siteId, paymentType })))[0];

export const upsertMapping = async (
  db: Tx,
  siteId: number,
  paymentType: string,
  values: MappingValues,
  actorId: number | null,
) =>
  (
    await db
      .insert(sitePaymentTypes)
      .values({ ...values, siteId, paymentType, createdBy: actorId })
      .onConflictDoUpdate({
        target: [sitePaymentTypes.siteId, sitePaymentTypes.paymentType],
        set: { ...values, updatedBy: actorId, updatedOn: new Date() },
      })
      .returning()
  )[0];

export const countEnabledMappings = (db: Tx, siteId: number) =>
  countRows(db, sitePaymentTypes, matching(sitePaymentTypes, { siteId, isEnabled: true }));

// Payment attempts

export const findAttemptByKey = async (db: Tx, siteId: number, key: string) =>
  (
    await db
      .select()
      .from(paymentAttempts)
      .where(matching(paymentAttempts, { siteId, idempotencyKey: key }))
  )[0];

export const findAttempt = async (db: Tx, siteId: number, id: number) =>
  (await db.select().from(paymentAttempts).where(matching(paymentAttempts, { siteId, id })))[0];

export const findPendingAttempt = async (db: Tx, siteId: number, bookingId: number) =>
  (
    await db
      .select()
      .from(paymentAttempts)
      .where(matching(paymentAttempts, { siteId, bookingId, status: 'pending' }))
  )[0];

/** Gateways of the payments staff write down (cash, a terminal): never answered as a card payment. */
export const BY_HAND_GATEWAYS = ['cash', 'manual'];

/** The booking's successful charge through a gateway (not one staff wrote down), for a replay. */
export const latestSucceededCharge = async (db: Tx, siteId: number, bookingId: number) =>
  (
    await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          matching(paymentAttempts, { siteId, bookingId, kind: 'charge', status: 'succeeded' }),
          notInArray(paymentAttempts.gateway, BY_HAND_GATEWAYS),
        ),
      )
      .orderBy(desc(paymentAttempts.id))
      .limit(1)
  )[0];

export const countFailedAttempts = (db: Tx, siteId: number, bookingId: number, kind: 'charge' | 'refund') =>
  countRows(db, paymentAttempts, matching(paymentAttempts, { siteId, bookingId, kind, status: 'failed' }));

export const insertAttempt = async (db: Tx, values: typeof paymentAttempts.$inferInsert) =>
  (await db.insert(paymentAttempts).values(values).returning())[0];

/** Takes the lease of a pending attempt nobody is working on; undefined when another request has it. */
export const claimAttempt = async (db: Tx, siteId: number, id: number, now: Date, leaseUntil: Date) =>
  (
    await db
      .update(paymentAttempts)
      .set({ leaseUntil, updatedOn: now })
      .where(
        and(
          eq(paymentAttempts.siteId, siteId),
          eq(paymentAttempts.id, id),
          eq(paymentAttempts.status, 'pending'),
          lte(paymentAttempts.leaseUntil, now),
        ),
      )
      .returning()
  )[0];

/** Closes a pending attempt; undefined when it was no longer pending. */
export const completeAttempt = async (
  db: Tx,
  siteId: number,
  id: number,
  values: Pick<
    typeof paymentAttempts.$inferInsert,
    'status' | 'gatewayTransactionId' | 'accountNumber' | 'errorCode' | 'errorMessage'
  >,
  now: Date,
) =>
  (
    await db
      .update(paymentAttempts)
      .set({ ...values, completedOn: now, updatedOn: now })
      .where(matching(paymentAttempts, { siteId, id, status: 'pending' }))
      .returning()
  )[0];

/** The answer was lost: the attempt stays pending, and is free for the next request to recover. */
export const releaseAttempt = async (db: Tx, siteId: number, id: number, message: string, now: Date) =>
  (
    await db
      .update(paymentAttempts)
      .set({ leaseUntil: now, errorMessage: message, updatedOn: now })
      .where(matching(paymentAttempts, { siteId, id, status: 'pending' }))
      .returning()
  )[0];

/**
 * Writes down money a gateway took that could not be recorded (issue 16), on an attempt that did
 * not succeed: its transaction id and what became of it. Never touches a succeeded attempt.
 */
export const noteUnrecordedCharge = async (
  db: Tx,
  siteId: number,
  id: number,
  values: { gatewayTransactionId: string; errorCode: string; errorMessage: string },
  now: Date,
) =>
  (
    await db
      .update(paymentAttempts)
      .set({ ...values, status: 'failed', completedOn: now, updatedOn: now })
      .where(
        and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.id, id), ne(paymentAttempts.status, 'succeeded')),
      )
      .returning()
  )[0];

// Payment records

export const insertPayment = async (db: Tx, values: typeof bookingPayments.$inferInsert) =>
  (await db.insert(bookingPayments).values(values).returning())[0];

export const listPayments = (db: Tx, siteId: number, bookingId: number) =>
  db
    .select()
    .from(bookingPayments)
    .where(matching(bookingPayments, { siteId, bookingId }))
    .orderBy(asc(bookingPayments.id));

export const findPaymentByAttempt = async (db: Tx, siteId: number, attemptId: number) =>
  (await db.select().from(bookingPayments).where(matching(bookingPayments, { siteId, attemptId })).limit(1))[0];

/**
 * Reserves `amount` (dollars, 2 decimals) of a charge for a refund, only while the charge still
 * holds that much: one conditional update, so concurrent refunds can never reserve more than was
 * paid (and booking_payments_refunded_ck refuses it whatever the caller). Answers whether it held.
 */
export const reserveRefund = async (db: Tx, siteId: number, chargeId: number, amount: string) =>
  (
    await db
      .update(bookingPayments)
      .set({ refundedAmount: sql`${bookingPayments.refundedAmount} + ${amount}::numeric` })
      .where(
        and(
          eq(bookingPayments.siteId, siteId),
          eq(bookingPayments.id, chargeId),
          sql`${bookingPayments.refundedAmount} + ${amount}::numeric <= ${bookingPayments.transactionAmount}`,
        ),
      )
      .returning({ id: bookingPayments.id })
  ).length > 0;

/** Gives a reservation back (the refund was declined, or its outcome is left to a person). */
export const releaseRefund = (db: Tx, siteId: number, chargeId: number, amount: string) =>
  db
    .update(bookingPayments)
    .set({ refundedAmount: sql`greatest(${bookingPayments.refundedAmount} - ${amount}::numeric, 0)` })
    .where(matching(bookingPayments, { siteId, id: chargeId }));

/** Seeds and tests: every enabled mapping of the type across sites. */
export const countMappingsOfType = async (db: Tx, paymentType: string) =>
  (
    await db.select({ n: count() }).from(sitePaymentTypes).where(sql`${sitePaymentTypes.paymentType} = ${paymentType}`)
  )[0]?.n ?? 0;
