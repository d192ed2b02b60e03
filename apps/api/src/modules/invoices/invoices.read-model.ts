/**
 * What invoicing reads of other modules' tables: the bookings a site took in a month and the
 * sites that may be invoiced. Read-only counts; bookings and sites stay owned by their modules.
 */
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { countRows } from '../../db/rows.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { serviceProviders, sites } from '../sites/sites.schema.ts';

/** Bookings a site took in [from, to): every booking made (created) in the window that is not cancelled. */
export const countBillableBookings = (db: Tx, siteId: number, from: Date, to: Date) =>
  countRows(
    db,
    bookings,
    and(
      eq(bookings.siteId, siteId),
      gte(bookings.createdOn, from),
      lt(bookings.createdOn, to),
      ne(bookings.bookingStatus, 'cancelled'),
    ),
  );

/** Provider sites (ids above the reserved 1..4) that have a company: who may be invoiced. */
export const providerSiteIds = async (db: Tx) =>
  (
    await db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(serviceProviders, eq(serviceProviders.siteId, sites.id))
      .orderBy(sites.id)
  )
    .map((r) => r.id)
    .filter((id) => id > 4);
