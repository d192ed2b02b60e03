import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Complaint } from './complaint.ts';
import { feedbackKeys } from './query-keys.ts';

/** api/complaint/getbyuserid: the signed-in traveller's own feedback on this site, with answers. */
export const listMyComplaints = async (page: number) => {
  const answer = await http.get<PagedResults<Complaint>>('/api/complaint/getbyuserid', {
    query: { page, pageSize: PAGE_SIZE },
  });
  return { complaints: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const myComplaintsQuery = (page: number) =>
  queryOptions({ queryKey: feedbackKeys.mine(page), queryFn: () => listMyComplaints(page) });

export const useMyComplaints = (page: number, enabled: boolean) => useQuery({ ...myComplaintsQuery(page), enabled });
