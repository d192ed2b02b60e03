/**
 * Chart aggregates. Charts are a read model over the booking and fleet tables: they only count
 * and sum, in SQL, and never write (decision 0012 records why they read those tables directly).
 */
import type { ChartType } from '@ridedesk/domain/charts/chart-periods';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { catalogMasters, catalogSiteMappings } from '../catalog/catalog.schema.ts';
import { fleets } from '../fleets/fleets.schema.ts';

type Range = { from: string; to: string; unit: 'day' | 'month' };

/** The day that places a booking in a period: its local pickup day, or the (UTC) day it was booked. */
const dayOf = (type: ChartType) =>
  type === 'created'
    ? sql`(${bookings.createdOn} at time zone 'UTC')::date`
    : sql`((${bookings.pickupAt} + make_interval(mins => ${bookings.pickupOffset})) at time zone 'UTC')::date`;

/** A coarse filter on the indexed column first (a day either side for time zones), then the exact day. */
const inRange = (type: ChartType, range: Range) => {
  const column = type === 'created' ? bookings.createdOn : bookings.pickupAt;
  return sql`${column} >= (${range.from}::date - 1)::timestamptz and ${column} < (${range.to}::date + 2)::timestamptz
    and ${dayOf(type)} between ${range.from}::date and ${range.to}::date`;
};

const keyOf = (type: ChartType, unit: Range['unit']) =>
  sql`to_char(${dayOf(type)}, ${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;

export const bookingCountsByStatus = async (db: Tx, siteId: number, type: ChartType, range: Range) => {
  const result = await db.execute(sql`
    select ${keyOf(type, range.unit)} as key, ${bookings.bookingStatus} as status, count(*)::int as value
    from ${bookings}
    where ${bookings.siteId} = ${siteId} and ${inRange(type, range)}
    group by 1, 2`);
  return result.rows as { key: string; status: string; value: number }[];
};

/** Revenue: the total of rides not called off (cancelled, no show), and what of it is paid. */
export const revenueByBucket = async (db: Tx, siteId: number, range: Range) => {
  const result = await db.execute(sql`
    select ${keyOf('pickup', range.unit)} as key,
      coalesce(sum(${bookings.totalPrice}) filter (where ${bookings.bookingStatus} not in ('cancelled', 'no show')), 0)::float8 as revenue,
      coalesce(sum(${bookings.totalPrice}) filter (where ${bookings.paymentStatus} = 'Paid' and ${bookings.bookingStatus} not in ('cancelled', 'no show')), 0)::float8 as paid
    from ${bookings}
    where ${bookings.siteId} = ${siteId} and ${inRange('pickup', range)}
    group by 1`);
  return result.rows as { key: string; revenue: number; paid: number }[];
};

export const bookingsByAssignee = async (db: Tx, siteId: number, type: ChartType, range: Range) => {
  const result = await db.execute(sql`
    select ${bookings.assignedTo} as user_id,
      count(*) filter (where ${bookings.bookingStatus} not in ('cancelled', 'no show'))::int as assigned,
      count(*) filter (where ${bookings.bookingStatus} = 'completed')::int as completed
    from ${bookings}
    where ${bookings.siteId} = ${siteId} and ${inRange(type, range)}
    group by 1`);
  return result.rows as { user_id: number | null; assigned: number; completed: number }[];
};

/** The site's vehicle types (mapped to it), by name. */
const siteMasters = (siteId: number, kind: 'vehicleType') => sql`
  select m.id as id, m.name as name
  from ${catalogSiteMappings} sm join ${catalogMasters} m on m.id = sm.master_id
  where sm.site_id = ${siteId} and sm.kind = ${kind}`;

/** Bookings per vehicle type (rides not called off), every mapped type listed. */
export const bookingsByVehicleType = async (db: Tx, siteId: number) => {
  const result = await db.execute(sql`
    with types as (${siteMasters(siteId, 'vehicleType')}),
    counts as (
      select ${fleets.vehicleTypeId} as id, count(*)::int as bookings
      from ${bookings} join ${fleets} on ${fleets.siteId} = ${bookings.siteId} and ${fleets.id} = ${bookings.fleetId}
      where ${bookings.siteId} = ${siteId} and ${bookings.bookingStatus} not in ('cancelled', 'no show')
      group by 1
    )
    select types.id, types.name, coalesce(counts.bookings, 0)::int as bookings
    from types left join counts on counts.id = types.id
    order by bookings desc, types.name`);
  return result.rows as { id: number; name: string; bookings: number }[];
};
