import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import { selectAudited } from '../../db/audit.ts';
import type { Tx } from '../../db/client.ts';
import { countRows, hasRow, insertRow, matching, withTotal } from '../../db/rows.ts';
import { containing } from '../../db/text-search.ts';
import { siteSubscriptions, subscriptionOrders, subscriptionPlans } from './subscriptions.schema.ts';

export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

const selectPlans = (db: Tx) => selectAudited(db, subscriptionPlans);

export const findPlan = async (db: Tx, id: number) => (await selectPlans(db).where(eq(subscriptionPlans.id, id)))[0];

export const listPlans = async (
  db: Tx,
  opts: { enabledOnly: boolean; name?: string; offset?: number; limit?: number },
) => {
  const where = and(
    opts.enabledOnly ? eq(subscriptionPlans.isEnabled, true) : undefined,
    opts.name ? ilike(subscriptionPlans.name, containing(opts.name)) : undefined,
  );
  let query = selectPlans(db).where(where).orderBy(asc(subscriptionPlans.cost), asc(subscriptionPlans.id)).$dynamic();
  if (opts.offset !== undefined) query = query.offset(opts.offset);
  if (opts.limit !== undefined) query = query.limit(opts.limit);
  return withTotal(query, countRows(db, subscriptionPlans, where));
};

export const isPlanNameTaken = async (db: Tx, name: string, exceptId?: number) =>
  hasRow(
    db,
    subscriptionPlans,
    and(
      eq(sql`lower(${subscriptionPlans.name})`, name.toLowerCase()),
      exceptId ? ne(subscriptionPlans.id, exceptId) : undefined,
    ),
  );

export type PlanValues = {
  name: string;
  cost: string;
  noOfUsers: number;
  noOfBookings: number;
  features: string[];
};

export const insertPlan = async (db: Tx, values: PlanValues & { isEnabled?: boolean }, by: number | null) =>
  insertRow(db, subscriptionPlans, { ...values, createdBy: by });

export const updatePlan = async (
  db: Tx,
  id: number,
  values: Partial<PlanValues> & { isEnabled?: boolean },
  by: number,
) =>
  (
    await db
      .update(subscriptionPlans)
      .set({ ...values, updatedBy: by, updatedOn: new Date() })
      .where(eq(subscriptionPlans.id, id))
      .returning({ id: subscriptionPlans.id })
  ).length > 0;

/** The site's subscriptions with their plans, oldest first. */
export const siteSubscriptionsOf = (db: Tx, siteId: number) =>
  db
    .select({
      id: siteSubscriptions.id,
      planId: siteSubscriptions.planId,
      orderId: siteSubscriptions.orderId,
      isTrial: siteSubscriptions.isTrial,
      startsOn: siteSubscriptions.startsOn,
      endsOn: siteSubscriptions.endsOn,
      planName: subscriptionPlans.name,
      cost: subscriptionPlans.cost,
      noOfUsers: subscriptionPlans.noOfUsers,
      noOfBookings: subscriptionPlans.noOfBookings,
    })
    .from(siteSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, siteSubscriptions.planId))
    .where(eq(siteSubscriptions.siteId, siteId))
    .orderBy(asc(siteSubscriptions.startsOn), asc(siteSubscriptions.id));

export type SiteSubscriptionRow = Awaited<ReturnType<typeof siteSubscriptionsOf>>[number];

export const insertSiteSubscription = async (db: Tx, values: typeof siteSubscriptions.$inferInsert) =>
  insertRow(db, siteSubscriptions, values);

export const endSiteSubscription = (db: Tx, id: number, endsOn: Date) =>
  db.update(siteSubscriptions).set({ endsOn }).where(eq(siteSubscriptions.id, id));

export const deleteSiteSubscription = (db: Tx, id: number) =>
  db.delete(siteSubscriptions).where(eq(siteSubscriptions.id, id));

const orderColumns = {
  id: subscriptionOrders.id,
  siteId: subscriptionOrders.siteId,
  planId: subscriptionOrders.planId,
  planName: subscriptionPlans.name,
  cost: subscriptionPlans.cost,
  noOfUsers: subscriptionPlans.noOfUsers,
  noOfBookings: subscriptionPlans.noOfBookings,
  amount: subscriptionOrders.amount,
  paymentType: subscriptionOrders.paymentType,
  status: subscriptionOrders.status,
  checkout: subscriptionOrders.checkout,
  checkoutSessionId: subscriptionOrders.checkoutSessionId,
  transactionId: subscriptionOrders.transactionId,
  customerVaultId: subscriptionOrders.customerVaultId,
  failureReason: subscriptionOrders.failureReason,
  createdOn: subscriptionOrders.createdOn,
  completedOn: subscriptionOrders.completedOn,
};

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

const selectOrders = (db: Tx) =>
  db
    .select(orderColumns)
    .from(subscriptionOrders)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionOrders.planId));

export const findOrder = async (db: Tx, id: number) => (await selectOrders(db).where(eq(subscriptionOrders.id, id)))[0];

export const findOrderBySession = async (db: Tx, sessionId: string) =>
  (await selectOrders(db).where(eq(subscriptionOrders.checkoutSessionId, sessionId)))[0];

export const latestOrderOf = async (db: Tx, siteId: number) =>
  (
    await selectOrders(db).where(eq(subscriptionOrders.siteId, siteId)).orderBy(desc(subscriptionOrders.id)).limit(1)
  )[0];

export const insertOrder = async (db: Tx, values: typeof subscriptionOrders.$inferInsert) =>
  insertRow(db, subscriptionOrders, values);

export const updateOrder = (db: Tx, id: number, values: Partial<typeof subscriptionOrders.$inferInsert>) =>
  db.update(subscriptionOrders).set(values).where(eq(subscriptionOrders.id, id));

export const hasUsedTrial = async (db: Tx, siteId: number) =>
  hasRow(db, siteSubscriptions, matching(siteSubscriptions, { siteId, isTrial: true }));

/** Sites with a trial that ended by `at` (candidates for the lapse). */
export const sitesWithEndedTrials = async (db: Tx, at: Date) =>
  (
    await db
      .selectDistinct({ siteId: siteSubscriptions.siteId })
      .from(siteSubscriptions)
      .where(and(eq(siteSubscriptions.isTrial, true), sql`${siteSubscriptions.endsOn} <= ${at.toISOString()}`))
  ).map((r) => r.siteId);
