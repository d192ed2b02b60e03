import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type Results } from '../../../lib/http.ts';
import type { DriverJob } from '../driver-job.ts';
import { driverKeys, OFFLINE_READABLE } from './query-keys.ts';

/** GET /api/driver/jobs: the chauffeur's own rides from today (the site's day) for 14 days. */
export const listJobs = async () => (await http.get<Results<DriverJob>>('/api/driver/jobs')).results;

export const jobsQuery = () =>
  queryOptions({ queryKey: driverKeys.jobs(), queryFn: listJobs, ...OFFLINE_READABLE, refetchInterval: 60_000 });

export const useDriverJobs = () => useQuery(jobsQuery());
