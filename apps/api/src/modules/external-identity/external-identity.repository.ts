import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matching } from '../../db/rows.ts';
import { externalLogins, externalSignIns } from './external-identity.schema.ts';

export type SignInRow = typeof externalSignIns.$inferSelect;

export const insertSignIn = (db: Tx, values: typeof externalSignIns.$inferInsert) =>
  db.insert(externalSignIns).values(values);

/** The columns of a one-time value of a sign-in: its hash, when it was used, when it expires. */
type OneTimeColumns = {
  hash: 'stateHash' | 'ticketHash';
  usedAt: 'usedAt' | 'ticketUsedAt';
  expiresAt: 'expiresAt' | 'ticketExpiresAt';
};

/** Marks a one-time value used, once and before it expires; answers its sign-in, or undefined. */
const spendOnce = async (db: Tx, c: OneTimeColumns, hash: string, now: Date) =>
  (
    await db
      .update(externalSignIns)
      .set({ [c.usedAt]: now })
      .where(
        and(
          eq(externalSignIns[c.hash], hash),
          isNull(externalSignIns[c.usedAt]),
          gt(externalSignIns[c.expiresAt], now),
        ),
      )
      .returning()
  )[0];

/** Spends a started sign-in once: the provider's answer can be exchanged a single time. */
export const spendSignIn = (db: Tx, stateHash: string, now: Date) =>
  spendOnce(db, { hash: 'stateHash', usedAt: 'usedAt', expiresAt: 'expiresAt' }, stateHash, now);

export const recordIdentity = (
  db: Tx,
  id: number,
  values: Pick<
    typeof externalSignIns.$inferInsert,
    'issuer' | 'subject' | 'email' | 'firstName' | 'lastName' | 'ticketHash' | 'ticketExpiresAt'
  >,
) => db.update(externalSignIns).set(values).where(eq(externalSignIns.id, id));

/** Spends a registration ticket once. */
export const spendTicket = (db: Tx, ticketHash: string, now: Date) =>
  spendOnce(db, { hash: 'ticketHash', usedAt: 'ticketUsedAt', expiresAt: 'ticketExpiresAt' }, ticketHash, now);

export const findTicket = async (db: Tx, ticketHash: string) =>
  (await db.select().from(externalSignIns).where(eq(externalSignIns.ticketHash, ticketHash)))[0];

export const findLogin = async (db: Tx, issuer: string, subject: string) =>
  (await db.select().from(externalLogins).where(matching(externalLogins, { issuer, subject })))[0];

export const linkLogin = (db: Tx, values: typeof externalLogins.$inferInsert) =>
  db.insert(externalLogins).values(values).onConflictDoNothing();
