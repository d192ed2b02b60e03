import type { MappingCounts } from '@ridedesk/domain/platform/setup-progress';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error.ts';
import { http, type Results } from '../../../lib/http.ts';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

export type MappingCountAnswer = { counts: Partial<MappingCounts>; available: boolean };

/**
 * api/fleet/mappingCount: how many items of each setup kind the site has. Until the
 * master-data API exists it answers 404, which counts as nothing set up.
 */
export const getMappingCount = async (): Promise<MappingCountAnswer> => {
  try {
    const answer = await http.get<Results<Partial<MappingCounts>>>('/api/fleet/mappingCount');
    return { counts: answer.results[0] ?? {}, available: true };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { counts: {}, available: false };
    throw error;
  }
};

export const useMappingCount = () => useQuery({ queryKey: sharedQueryKeys.mappingCount, queryFn: getMappingCount });
