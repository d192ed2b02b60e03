import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { matching, newestPage } from '../../db/rows.ts';
import { anyContains } from '../../db/text-search.ts';
import { complaints } from './complaints.schema.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaint = Omit<typeof complaints.$inferInsert, 'id' | 'createdOn'>;

export const insertComplaint = async (db: Tx, values: NewComplaint) =>
  (await db.insert(complaints).values(values).returning())[0];

export const findComplaint = async (db: Tx, siteId: number, id: number) =>
  (await db.select().from(complaints).where(matching(complaints, { siteId, id })))[0];

export const lockComplaint = async (tx: Tx, siteId: number, id: number) =>
  (await tx.select().from(complaints).where(matching(complaints, { siteId, id })).for('update'))[0];

export type ComplaintFilter = {
  status?: string;
  complaintType?: string;
  search?: string;
  userId?: number;
  offset: number;
  limit: number;
};

/** One site's complaints: every caller reads one site, so the site is always a condition. */
export const listComplaints = async (db: Tx, siteId: number, f: ComplaintFilter) => {
  const conditions: (SQL | undefined)[] = [
    eq(complaints.siteId, siteId),
    f.status ? eq(complaints.status, f.status) : undefined,
    f.complaintType ? eq(complaints.complaintType, f.complaintType) : undefined,
    f.userId ? eq(complaints.userId, f.userId) : undefined,
  ];
  if (f.search)
    conditions.push(
      anyContains(
        [
          complaints.subject,
          complaints.email,
          complaints.lastName,
          complaints.firstName,
          complaints.bookingReferenceId,
        ],
        f.search,
      ),
    );
  const where = and(...conditions);
  return newestPage(db, complaints, db.select().from(complaints), where, f);
};

export const updateComplaint = (
  tx: Tx,
  siteId: number,
  id: number,
  values: Partial<Pick<ComplaintRow, 'status' | 'answer' | 'answeredBy' | 'answeredOn' | 'closedBy' | 'closedOn'>>,
) => tx.update(complaints).set(values).where(matching(complaints, { siteId, id }));
