import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matching } from '../../db/rows.ts';
import { externalLogins, externalSignIns } from './external-identity.schema.ts';

export type SignInRow = typeof externalSignIns.$inferSelect;

export const insertSignIn = (db: Tx, values: typeof externalSignIns.$inferInsert) =>
  db.insert(externalSignIns).values(values);

/** Spends a started sign-in once: the provider's answer can be exchanged a single time. */
export const spendSignIn = async (db: Tx, stateHash: string, now: Date) =>
  (
    await db
      .update(externalSignIns)
      .set({ usedAt: now })
      .where(
        and(
          eq(externalSignIns.stateHash, stateHash),
          isNull(externalSignIns.usedAt),
          gt(externalSignIns.expiresAt, now),
        ),
      )
      .returning()
  )[0];

export const recordIdentity = (
  db: Tx,
  id: number,
  values: Pick<
    typeof externalSignIns.$inferInsert,
    'issuer' | 'subject' | 'email' | 'firstName' | 'lastName' | 'ticketHash' | 'ticketExpiresAt'
  >,
) => db.update(externalSignIns).set(values).where(eq(externalSignIns.id, id));

/** Spends a registration ticket once. */
export const spendTicket = async (db: Tx, ticketHash: string, now: Date) =>
  (
    await db
      .update(externalSignIns)
      .set({ ticketUsedAt: now })
      .where(
        and(
          eq(externalSignIns.ticketHash, ticketHash),
          isNull(externalSignIns.ticketUsedAt),
          gt(externalSignIns.ticketExpiresAt, now),
        ),
      )
      .returning()
  )[0];

export const findTicket = async (db: Tx, ticketHash: string) =>
  (await db.select().from(externalSignIns).where(eq(externalSignIns.ticketHash, ticketHash)))[0];

export const findLogin = async (db: Tx, issuer: string, subject: string) =>
  (await db.select().from(externalLogins).where(matching(externalLogins, { issuer, subject })))[0];

export const linkLogin = (db: Tx, values: typeof externalLogins.$inferInsert) =>
  db.insert(externalLogins).values(values).onConflictDoNothing();
