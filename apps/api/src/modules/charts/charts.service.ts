import { BOOKING_STATUSES } from '@ridedesk/domain/booking/booking-status';
import { type ChartPeriod, type ChartType, chartRange, fillBuckets } from '@ridedesk/domain/charts/chart-periods';
import type { Db } from '../../db/client.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { BookingManagementService } from '../booking-management/booking-management.service.ts';
import * as readModel from './charts.read-model.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

export type ChartRequest = { period: ChartPeriod; type?: ChartType; from?: string; to?: string };
/** A chart reads one site at the context's instant. */
type Ctx = Pick<UseCaseContext, 'siteId' | 'now'>;

/**
 * The dashboard's booking charts (spec 03 "Charts"): bookings and revenue over a period, bookings
 * per staff member and per vehicle type, for one site. Fleets per vehicle and service type are the
 * fleet module's (getvehicletypeschartdetails, getservicetypeschartdetails).
 */
export const createChartsService = (deps: {
  db: Db;
  /** The booking module's service: the site's staff, named on the per-user chart. */
  bookings: Pick<BookingManagementService, 'siteStaff'>;
}) => {
  const { db, bookings } = deps;
  const rangeOf = ({ now }: Ctx, q: ChartRequest) => chartRange(q.period, now, { from: q.from, to: q.to });
  const period = (q: ChartRequest, range: ReturnType<typeof chartRange>) => ({
    chartperiod: q.period,
    chartType: q.type ?? 'pickup',
    chartFromDate: range.from,
    chartToDate: range.to,
    unit: range.unit,
  });

  return {
    /** getbookingchartdetails: per day (or month) of the period, bookings by status and in all. */
    bookingChart: async (ctx: Ctx, q: ChartRequest) => {
      const { siteId } = ctx;
      const range = rangeOf(ctx, q);
      const type = q.type ?? 'pickup';
      const counts = await readModel.bookingCountsByStatus(db, siteId, type, range);
      const rows = fillBuckets(
        range,
        BOOKING_STATUSES,
        counts.map((c) => ({ key: c.key, series: c.status as (typeof BOOKING_STATUSES)[number], value: c.value })),
      ).map((row) => ({ ...row, total: BOOKING_STATUSES.reduce((sum, s) => sum + row[s], 0) }));
      return { rows, period: period(q, range) };
    },

    /** getspuserchartdetails: per staff member, rides assigned (not called off) and completed. */
    staffChart: async (ctx: Ctx, q: ChartRequest) => {
      const { siteId } = ctx;
      const range = rangeOf(ctx, q);
      const [staff, counts] = await Promise.all([
        bookings.siteStaff(ctx),
        readModel.bookingsByAssignee(db, siteId, q.type ?? 'pickup', range),
      ]);
      const rows = staff.map((member) => {
        const c = counts.find((x) => x.user_id === member.id);
        return {
          userId: member.id,
          name: `${member.firstName} ${member.lastName}`.trim(),
          role: member.role,
          assigned: c?.assigned ?? 0,
          completed: c?.completed ?? 0,
        };
      });
      const unassigned = counts.find((x) => x.user_id === null)?.assigned ?? 0;
      return { rows, period: { ...period(q, range), unassigned } };
    },

    /** getrevenuechartdetails: per day (or month) of the period, revenue and what of it is paid (USD). */
    revenueChart: async (ctx: Ctx, q: ChartRequest) => {
      const { siteId } = ctx;
      const range = rangeOf(ctx, q);
      const sums = await readModel.revenueByBucket(db, siteId, range);
      const rows = range.buckets.map((b) => {
        const s = sums.find((x) => x.key === b.key);
        return { ...b, revenue: round2(s?.revenue ?? 0), paid: round2(s?.paid ?? 0) };
      });
      const total = round2(rows.reduce((sum, r) => sum + r.revenue, 0));
      return { rows, period: { ...period({ ...q, type: 'pickup' }, range), totalRevenue: total } };
    },

    bookedVehicleTypes: async ({ siteId }: Ctx) =>
      (await readModel.bookingsByVehicleType(db, siteId)).map((r) => ({
        vehicleTypeId: r.id,
        name: r.name,
        count: r.bookings,
      })),
  };
};

export type ChartsService = ReturnType<typeof createChartsService>;
