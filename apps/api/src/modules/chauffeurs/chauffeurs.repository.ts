import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chauffeurs } from './chauffeurs.schema.ts';

export type ChauffeurValues = Omit<typeof chauffeurs.$inferInsert, 'siteId' | 'userId' | 'createdOn'>;

export const insertChauffeur = (tx: Tx, siteId: number, userId: number, values: ChauffeurValues) =>
  tx.insert(chauffeurs).values({ siteId, userId, ...values });

/** Answers whether the site has the chauffeur. */
export const updateChauffeur = async (tx: Tx, siteId: number, userId: number, values: ChauffeurValues) =>
  (
    await tx
      .update(chauffeurs)
      .set(values)
      .where(and(eq(chauffeurs.siteId, siteId), eq(chauffeurs.userId, userId)))
      .returning({ userId: chauffeurs.userId })
  ).length > 0;
