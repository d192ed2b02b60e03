import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { Complaint } from './complaint.ts';
import { type ComplaintFilters, feedbackKeys } from './query-keys.ts';

/** api/complaint/mappingBySiteId: one page of the site's feedback, newest first. */
export const listSiteComplaints = async (f: ComplaintFilters) => {
  const answer = await http.get<PagedResults<Complaint>>('/api/complaint/mappingBySiteId', {
    query: {
      status: f.status || undefined,
      complaintType: f.complaintType || undefined,
      search: f.search || undefined,
      page: f.page,
      pageSize: PAGE_SIZE,
    },
  });
  return { complaints: answer.results, totalCount: answer.totalCount ?? answer.results.length };
};

export const siteComplaintsQuery = (f: ComplaintFilters) =>
  queryOptions({
    queryKey: feedbackKeys.site(f),
    queryFn: () => listSiteComplaints(f),
    placeholderData: keepPreviousData,
  });

export const useSiteComplaints = (f: ComplaintFilters) => useQuery(siteComplaintsQuery(f));
