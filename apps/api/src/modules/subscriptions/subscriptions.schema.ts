import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, createdOn, instant, requiredId } from '../../db/columns.ts';
import { siteIdColumn } from '../sites/sites.schema.ts';

/** The plans providers subscribe to (spec 01 section 3): a trial plan costs 0 and is named '...trial...'. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    /** Monthly fee before taxes, in dollars. */
    cost: numeric({ precision: 12, scale: 2 }).notNull(),
    noOfUsers: integer().notNull(),
    noOfBookings: integer().notNull(),
    /** Feature keys of spec 01 section 9 the plan includes. */
    features: text().array().notNull().default(sql`'{}'::text[]`),
    isEnabled: boolean().notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('subscription_plans_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * A plan-site mapping order (createSubscriptionPlanSiteMappingOrder): one choice of a plan by a
 * site, paid by card through a hosted checkout or taken as the trial.
 * status: 'Pending' (waiting for the checkout), 'Paid', 'Failed', 'Cancelled', 'Trial'.
 */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    planId: requiredId(() => subscriptionPlans.id),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    paymentType: text().notNull(),
    status: text().notNull().default('Pending'),
    /** Which hosted checkout took the card: 'stripe' or 'sandbox'. */
    checkout: text(),
    checkoutSessionId: text(),
    transactionId: text(),
    customerVaultId: text(),
    failureReason: text(),
    createdBy: integer(),
    createdOn: createdOn(),
    completedOn: instant(),
  },
  (t) => [
    index('subscription_orders_site_idx').on(t.siteId, t.id),
    uniqueIndex('subscription_orders_session_uq').on(t.checkoutSessionId),
  ],
);

/**
 * A plan in force for a site from startsOn, in monthly periods counted from startsOn, until
 * endsOn (exclusive; null: renews every month). A trial ends one month after it starts; a plan
 * change ends the current subscription at its period's end and starts the next one there.
 */
export const siteSubscriptions = pgTable(
  'site_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    planId: requiredId(() => subscriptionPlans.id),
    orderId: integer().references(() => subscriptionOrders.id),
    isTrial: boolean().notNull().default(false),
    startsOn: instant().notNull(),
    endsOn: instant(),
    createdOn: createdOn(),
  },
  (t) => [index('site_subscriptions_site_idx').on(t.siteId, t.startsOn)],
);
