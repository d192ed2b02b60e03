import { and, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matching } from '../../db/rows.ts';
import { verificationCodes } from './verification.schema.ts';

export type Purpose = 'email-verification' | 'password-reset' | 'email-change';
export type VerificationRow = typeof verificationCodes.$inferSelect;

const sameAddress = (email: string) => eq(sql`lower(${verificationCodes.email})`, email.toLowerCase());

/** Removes the live (unused) secrets of a purpose for an address or a user: one live at a time. */
export const deleteLive = (db: Tx, purpose: Purpose, by: { email?: string; userId?: number }) =>
  db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        by.email ? sameAddress(by.email) : undefined,
        by.userId ? eq(verificationCodes.userId, by.userId) : undefined,
      ),
    );

export const insertSecret = (db: Tx, values: typeof verificationCodes.$inferInsert) =>
  db.insert(verificationCodes).values(values);

/** The newest code of an address, locked so concurrent guesses count one by one. */
export const latestForAddress = async (db: Tx, purpose: Purpose, email: string) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), sameAddress(email)))
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for('update')
  )[0];

export const countFailedTry = async (db: Tx, id: number) =>
  (
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id))
      .returning({ attempts: verificationCodes.attempts })
  )[0]?.attempts;

/** Marks a secret used; answers nothing when it was already used (a replay lost the race). */
export const markUsed = async (db: Tx, id: number, now: Date) =>
  (
    await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning()
  )[0];

export const findBySecretHash = async (db: Tx, purpose: Purpose, secretHash: string) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(matching(verificationCodes, { purpose, secretHash }))
      .limit(1)
      .for('update')
  )[0];

/** A code of this address used (verified) since the given time. */
export const findVerified = async (db: Tx, email: string, since: Date) =>
  (
    await db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, 'email-verification'),
          sameAddress(email),
          isNotNull(verificationCodes.usedAt),
          gte(verificationCodes.usedAt, since),
        ),
      )
      .limit(1)
  )[0];

export const deleteForAddress = (db: Tx, purpose: Purpose, email: string) =>
  db.delete(verificationCodes).where(and(eq(verificationCodes.purpose, purpose), sameAddress(email)));

/** Spends every other live secret of a user for a purpose (a reset link used ends the rest). */
export const expireLiveForUser = (db: Tx, purpose: Purpose, userId: number, now: Date) =>
  db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.userId, userId),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    );
