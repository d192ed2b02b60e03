import { type SaveAction, saveFlagsFor } from '@ridedesk/domain/master-data/draft-publish';
import type { FleetForm } from '@ridedesk/domain/master-data/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { Fleet, Saved } from '../model.ts';
import { BUSINESS_ANSWERS } from './business-answers.ts';
import { masterDataKeys } from './query-keys.ts';
import { refreshChecklistIfCompleted } from './setup-completed.ts';

/** POST api/fleet/create or api/fleet/update; a VIN the site already has answers 409 'Duplicate VIN!!'. */
export const saveFleet = async ({
  fleet,
  form,
  action,
}: {
  fleet?: Fleet;
  form: FleetForm;
  action: SaveAction;
}): Promise<Saved<Fleet>> => {
  const body = { ...form, ...saveFlagsFor(action), siteId: requestedSiteId(), ...(fleet ? { id: fleet.id } : {}) };
  const answer = await http.post<{ results: Fleet[]; setupStatus?: 'completed' }>(
    fleet ? '/api/fleet/update' : '/api/fleet/create',
    body,
    BUSINESS_ANSWERS,
  );
  return { record: answer.results[0], setupStatus: answer.setupStatus };
};

export const useSaveFleet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFleet,
    onSuccess: async (saved) => {
      await refreshChecklistIfCompleted(queryClient, saved);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.kind('fleet') });
    },
  });
};
