import { type SaveAction, saveFlagsFor } from '@ridedesk/domain/master-data/draft-publish';
import type { GarageLocationForm } from '@ridedesk/domain/master-data/garage-location';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { GarageLocation, Saved } from '../model.ts';
import { BUSINESS_ANSWERS } from './business-answers.ts';
import { masterDataKeys } from './query-keys.ts';
import { refreshChecklistIfCompleted } from './setup-completed.ts';

/** POST api/garagelocation/create or /update with the form and the button's flags. */
export const saveGarageLocation = async ({
  garage,
  form,
  action,
}: {
  garage?: GarageLocation;
  form: GarageLocationForm;
  action: SaveAction;
}): Promise<Saved<GarageLocation>> => {
  const body = { ...form, ...saveFlagsFor(action), siteId: requestedSiteId(), ...(garage ? { id: garage.id } : {}) };
  const answer = await http.post<{ results: GarageLocation[]; setupStatus?: 'completed' }>(
    garage ? '/api/garagelocation/update' : '/api/garagelocation/create',
    body,
    BUSINESS_ANSWERS,
  );
  return { record: answer.results[0], setupStatus: answer.setupStatus };
};

export const useSaveGarageLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGarageLocation,
    onSuccess: async (saved) => {
      await refreshChecklistIfCompleted(queryClient, saved);
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.kind('garageLocation') });
      // The fleet list shows garage names.
      await queryClient.invalidateQueries({ queryKey: masterDataKeys.kind('fleet') });
    },
  });
};
