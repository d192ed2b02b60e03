import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { authCodes, refreshTokens } from './auth.schema.ts';

export const insertAuthCode = (db: Tx, values: typeof authCodes.$inferInsert) => db.insert(authCodes).values(values);

/** Marks a code used and returns it, atomically: a second exchange finds nothing. */
export const consumeAuthCode = async (db: Tx, codeHash: string, now: Date) =>
  (
    await db
      .update(authCodes)
      .set({ usedAt: now })
      .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
      .returning()
  )[0];

export const insertRefreshToken = (db: Tx, values: typeof refreshTokens.$inferInsert) =>
  db.insert(refreshTokens).values(values);

export const findRefreshToken = async (db: Tx, tokenHash: string) =>
  (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0];

/** Spends a live refresh token; answers nothing when it was already spent (a reuse). */
export const spendRefreshToken = async (db: Tx, id: number, now: Date) =>
  (
    await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning()
  )[0];

export const revokeFamily = (db: Tx, familyId: string, now: Date) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

export const revokeUserTokens = (db: Tx, userId: number, now: Date, exceptFamilyId?: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
