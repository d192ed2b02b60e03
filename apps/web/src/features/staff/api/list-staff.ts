import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type PagedResults } from '../../../lib/http.ts';
import type { StaffMember, StaffPage } from '../staff.ts';
import { staffKeys } from './query-keys.ts';

type Filters = { siteId: number | null; search: string; page: number };
type Answer = PagedResults<StaffMember> & Omit<StaffPage, 'staff' | 'totalCount'>;

/** GET api/user/mappingBySiteId: a page of the site's users with the plan's user count. */
export const listStaff = async ({ siteId, search, page }: Filters): Promise<StaffPage> => {
  const answer = await http.get<Answer>('/api/user/mappingBySiteId', {
    query: { siteId, search, page, pageSize: PAGE_SIZE },
  });
  return {
    staff: answer.results,
    totalCount: answer.totalCount ?? answer.results.length,
    planName: answer.planName,
    noOfUsers: answer.noOfUsers,
    activeUsers: answer.activeUsers,
    canAddUser: answer.canAddUser,
  };
};

export const staffQuery = (filters: Filters) =>
  queryOptions({
    queryKey: staffKeys.list(filters),
    queryFn: () => listStaff(filters),
    placeholderData: keepPreviousData,
  });

export const useStaff = (filters: Filters) => useQuery(staffQuery(filters));
