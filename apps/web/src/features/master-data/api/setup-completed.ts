import type { QueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';

/**
 * A site's first item of a kind answers setupStatus 'completed' (spec 02 section 1): the
 * dashboard checklist's counts and progress are then out of date.
 */
export const refreshChecklistIfCompleted = (queryClient: QueryClient, answer: { setupStatus?: string }) =>
  answer.setupStatus === 'completed'
    ? queryClient.invalidateQueries({ queryKey: sharedQueryKeys.mappingCount })
    : Promise.resolve();
