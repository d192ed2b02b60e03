import type { BookingStatus } from '@ridedesk/domain/booking/booking-status';
import type { ChartPeriod, ChartType } from '@ridedesk/domain/charts/chart-periods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';

/** The period a chart covers, as the dashboard asks for it. */
export type ChartSelection = { period: ChartPeriod; type: ChartType; from: string; to: string };

type PeriodAnswer = { chartperiod: ChartPeriod; chartFromDate: string; chartToDate: string; unit: 'day' | 'month' };
export type BookingBucket = { key: string; total: number } & Record<BookingStatus, number>;
export type RevenueBucket = { key: string; revenue: number; paid: number };
export type StaffRow = { userId: number; name: string; assigned: number; completed: number };
export type NamedCount = { name: string; count: number };

const periodQuery = (s: ChartSelection) => ({
  chartperiod: s.period,
  chartType: s.type,
  chartFromDate: s.period === 'custom' ? s.from : undefined,
  chartToDate: s.period === 'custom' ? s.to : undefined,
});

/** A custom period is asked for only once both dates are chosen and in order. */
const ready = (s: ChartSelection) => s.period !== 'custom' || (Boolean(s.from) && Boolean(s.to) && s.from <= s.to);

/** api/booking/getbookingchartdetails: bookings per day (or month) by status. */
export const useBookingChart = (s: ChartSelection) =>
  useQuery({
    queryKey: ['charts', 'bookings', s],
    queryFn: () =>
      http.get<Results<BookingBucket> & PeriodAnswer>('/api/booking/getbookingchartdetails', { query: periodQuery(s) }),
    enabled: ready(s),
    placeholderData: keepPreviousData,
  });

/** api/booking/getspuserchartdetails: rides assigned to and completed by each staff member. */
export const useStaffChart = (s: ChartSelection) =>
  useQuery({
    queryKey: ['charts', 'staff', s],
    queryFn: () =>
      http.get<Results<StaffRow> & PeriodAnswer & { unassigned: number }>('/api/booking/getspuserchartdetails', {
        query: periodQuery(s),
      }),
    enabled: ready(s),
    placeholderData: keepPreviousData,
  });

/** api/booking/getrevenuechartdetails: revenue and paid amounts per day (or month), by pickup day. */
export const useRevenueChart = (s: ChartSelection) =>
  useQuery({
    queryKey: ['charts', 'revenue', s.period, s.from, s.to],
    queryFn: () =>
      http.get<Results<RevenueBucket> & PeriodAnswer & { totalRevenue: number }>(
        '/api/booking/getrevenuechartdetails',
        {
          query: { ...periodQuery(s), chartType: undefined },
        },
      ),
    enabled: ready(s),
    placeholderData: keepPreviousData,
  });

const useCountsChart = (key: string, path: string) =>
  useQuery({
    queryKey: ['charts', key],
    queryFn: async () =>
      (await http.get<Results<NamedCount>>(path)).results.map((r) => ({ name: r.name, count: r.count })),
  });

/** api/VehicleType/getbookedVehicletypechartdetails: rides per vehicle type. */
export const useBookedVehicleTypesChart = () =>
  useCountsChart('booked-vehicle-types', '/api/VehicleType/getbookedVehicletypechartdetails');

/** api/vehicleType/getvehicletypeschartdetails: fleets per vehicle type. */
export const useVehicleTypesChart = () =>
  useCountsChart('vehicle-types', '/api/vehicleType/getvehicletypeschartdetails');

/** api/serviceType/getservicetypeschartdetails: fleets able to serve each service type. */
export const useServiceTypesChart = () =>
  useCountsChart('service-types', '/api/serviceType/getservicetypeschartdetails');
