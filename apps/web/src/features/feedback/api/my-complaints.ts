import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../components/query-kit/paged-list.ts';
import type { Complaint } from './complaint.ts';
import { feedbackKeys } from './query-keys.ts';

/** api/complaint/getbyuserid: the signed-in traveller's own feedback on this site, with answers. */
export const listMyComplaints = (page: number) => getPage<Complaint>('/api/complaint/getbyuserid', { page });

export const myComplaintsQuery = (page: number) =>
  queryOptions({ queryKey: feedbackKeys.mine(page), queryFn: () => listMyComplaints(page) });

export const useMyComplaints = (page: number, enabled: boolean) => useQuery({ ...myComplaintsQuery(page), enabled });
