import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { firstRunGuides } from './setup.schema.ts';

export type GuideRow = typeof firstRunGuides.$inferSelect;

export const findGuide = async (db: Tx, siteId: number) =>
  (await db.select().from(firstRunGuides).where(eq(firstRunGuides.siteId, siteId)))[0];

/** The site's guide, locked for this transaction (made first when it has none). */
export const lockGuide = async (db: Tx, siteId: number) => {
  await db.insert(firstRunGuides).values({ siteId }).onConflictDoNothing();
  return (await db.select().from(firstRunGuides).where(eq(firstRunGuides.siteId, siteId)).for('update'))[0] as GuideRow;
};

export const saveGuide = async (
  db: Tx,
  siteId: number,
  values: { position: string; doneSteps: string[]; skippedSteps: string[]; finishedOn: Date | null; updatedBy: number },
) => {
  await db
    .update(firstRunGuides)
    .set({ ...values, updatedOn: sql`now()` })
    .where(eq(firstRunGuides.siteId, siteId));
};
