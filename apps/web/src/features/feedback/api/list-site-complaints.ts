import { useQuery } from '@tanstack/react-query';
import { getPage, pagedQuery } from '../../../components/query-kit/paged-list.ts';
import type { Complaint } from './complaint.ts';
import { type ComplaintFilters, feedbackKeys } from './query-keys.ts';

/** api/complaint/mappingBySiteId: one page of the site's feedback, newest first. */
export const listSiteComplaints = (filters: ComplaintFilters) =>
  getPage<Complaint>('/api/complaint/mappingBySiteId', filters);

export const siteComplaintsQuery = (f: ComplaintFilters) =>
  pagedQuery(feedbackKeys.site(f), () => listSiteComplaints(f));

export const useSiteComplaints = (f: ComplaintFilters) => useQuery(siteComplaintsQuery(f));
