import { useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys.ts';
import { firstRunKeys } from './query-keys.ts';

/** Saving or skipping a step refreshes the guide and the setup checklist's counts. */
export const useRefreshGuide = () => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: firstRunKeys.state }),
      queryClient.invalidateQueries({ queryKey: sharedQueryKeys.mappingCount }),
    ]);
  };
};
