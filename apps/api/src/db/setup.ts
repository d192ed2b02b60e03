import type { Database, Tx } from './client.ts';
import { type DemoAccount, seedDemoData } from './seed/demo.ts';
import { seedDemoBookings } from './seed/demo-bookings.ts';
import { seedDemoMasterData } from './seed/demo-master-data.ts';
import { seedDemoPayments } from './seed/demo-payments.ts';
import { seedDemoPricing } from './seed/demo-pricing.ts';
import { seedDemoReviews } from './seed/demo-reviews.ts';
import { seedDemoChauffeurs, seedDemoRideDay } from './seed/demo-ride-day.ts';
import { demoTrackLinkPath } from './seed/demo-track-link.ts';
import { seedReferenceData } from './seed/reference.ts';
import { seedDemoSubscriptions } from './seed/subscriptions.ts';

/**
 * Demo data loaded after the accounts, in order, on a fresh database. Each area adds its own
 * seed function here (master data, prices, bookings...).
 */
const DEMO_SEEDS: ((tx: Tx) => Promise<void>)[] = [
  seedDemoMasterData,
  seedDemoPricing,
  seedDemoPayments,
  seedDemoChauffeurs,
  seedDemoBookings,
  seedDemoRideDay,
  seedDemoReviews,
  seedDemoSubscriptions,
];

/** Migrations, then reference data, then (outside production, on an empty database) demo data. */
export const prepareDatabase = async (database: Database, opts: { demo: boolean }) => {
  await database.migrate();
  await database.db.transaction(async (tx) => seedReferenceData(tx));
  let demoAccounts: DemoAccount[] | null = null;
  if (opts.demo)
    demoAccounts = await database.db.transaction(async (tx) => {
      const accounts = await seedDemoData(tx);
      if (accounts) for (const seed of DEMO_SEEDS) await seed(tx);
      return accounts;
    });
  // Each start with demo data: a fresh tracking link to the demo's ride on the way, for the banner.
  const demoTrackLink = opts.demo
    ? await database.db.transaction(async (tx) => demoTrackLinkPath(tx, new Date()))
    : null;
  return { demoAccounts, demoTrackLink };
};
