import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookingPayments, paymentAttempts, sitePaymentTypes } from './payments.schema.ts';

export type MappingRow = typeof sitePaymentTypes.$inferSelect;
export type MappingValues = Partial<Omit<typeof sitePaymentTypes.$inferInsert, 'siteId' | 'id' | 'paymentType'>>;
export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentRow = typeof bookingPayments.$inferSelect;

// Site payment types

export const listMappings = (db: Tx, siteId: number) =>
  db.select().from(sitePaymentTypes).where(eq(sitePaymentTypes.siteId, siteId)).orderBy(asc(sitePaymentTypes.id));

export const findMapping = async (db: Tx, siteId: number, paymentType: string) =>
  (
    await db
      .select()
      .from(sitePaymentTypes)
      .where(and(eq(sitePaymentTypes.siteId, siteId), eq(sitePaymentTypes.paymentType, paymentType)))
  )[0];

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

export const countEnabledMappings = async (db: Tx, siteId: number) =>
  (
    await db
      .select({ n: count() })
      .from(sitePaymentTypes)
      .where(and(eq(sitePaymentTypes.siteId, siteId), eq(sitePaymentTypes.isEnabled, true)))
  )[0]?.n ?? 0;

// Payment attempts

export const findAttemptByKey = async (db: Tx, siteId: number, key: string) =>
  (
    await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.idempotencyKey, key)))
  )[0];

export const findAttempt = async (db: Tx, siteId: number, id: number) =>
  (
    await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.id, id)))
  )[0];

export const findPendingAttempt = async (db: Tx, siteId: number, bookingId: number) =>
  (
    await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.siteId, siteId),
          eq(paymentAttempts.bookingId, bookingId),
          eq(paymentAttempts.status, 'pending'),
        ),
      )
  )[0];

export const latestSucceededCharge = async (db: Tx, siteId: number, bookingId: number) =>
  (
    await db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.siteId, siteId),
          eq(paymentAttempts.bookingId, bookingId),
          eq(paymentAttempts.kind, 'charge'),
          eq(paymentAttempts.status, 'succeeded'),
        ),
      )
      .orderBy(desc(paymentAttempts.id))
      .limit(1)
  )[0];

export const countFailedAttempts = async (db: Tx, siteId: number, bookingId: number, kind: 'charge' | 'refund') =>
  (
    await db
      .select({ n: count() })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.siteId, siteId),
          eq(paymentAttempts.bookingId, bookingId),
          eq(paymentAttempts.kind, kind),
          eq(paymentAttempts.status, 'failed'),
        ),
      )
  )[0]?.n ?? 0;

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
      .where(and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')))
      .returning()
  )[0];

/** The answer was lost: the attempt stays pending, and is free for the next request to recover. */
export const releaseAttempt = async (db: Tx, siteId: number, id: number, message: string, now: Date) =>
  (
    await db
      .update(paymentAttempts)
      .set({ leaseUntil: now, errorMessage: message, updatedOn: now })
      .where(and(eq(paymentAttempts.siteId, siteId), eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')))
      .returning()
  )[0];

// Payment records

export const insertPayment = async (db: Tx, values: typeof bookingPayments.$inferInsert) =>
  (await db.insert(bookingPayments).values(values).returning())[0];

export const listPayments = (db: Tx, siteId: number, bookingId: number) =>
  db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.siteId, siteId), eq(bookingPayments.bookingId, bookingId)))
    .orderBy(asc(bookingPayments.id));

export const findPaymentByAttempt = async (db: Tx, siteId: number, attemptId: number) =>
  (
    await db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.siteId, siteId), eq(bookingPayments.attemptId, attemptId)))
      .limit(1)
  )[0];

/** Seeds and tests: every enabled mapping of the type across sites. */
export const countMappingsOfType = async (db: Tx, paymentType: string) =>
  (
    await db.select({ n: count() }).from(sitePaymentTypes).where(sql`${sitePaymentTypes.paymentType} = ${paymentType}`)
  )[0]?.n ?? 0;
