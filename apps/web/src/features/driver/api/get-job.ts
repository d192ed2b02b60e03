import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { DriverJob } from '../driver-job.ts';
import { driverKeys, OFFLINE_READABLE } from './query-keys.ts';

/** GET /api/driver/jobs/{bookingId}: one of the chauffeur's own rides with its status history. */
export const getJob = async (bookingId: number) =>
  firstResult(await http.get<Results<DriverJob>>(`/api/driver/jobs/${bookingId}`, { keepMessageFor: [404] }));

export const jobQuery = (bookingId: number) =>
  queryOptions({ queryKey: driverKeys.job(bookingId), queryFn: () => getJob(bookingId), ...OFFLINE_READABLE });

export const useDriverJob = (bookingId: number) => useQuery(jobQuery(bookingId));
