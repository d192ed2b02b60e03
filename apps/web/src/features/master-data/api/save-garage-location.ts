import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import type { GarageLocationForm } from '@ridedesk/domain/master-data/garage-location';
import { saveDraftOrPublish } from '../../../components/query-kit/draft-publish-save.ts';
import { checklistKeys, useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import type { GarageLocation } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** POST api/garagelocation/create or /update with the form and the button's flags. */
export const saveGarageLocation = ({
  garage,
  form,
  action,
}: {
  garage?: GarageLocation;
  form: GarageLocationForm;
  action: SaveAction;
}) => saveDraftOrPublish<GarageLocation>('/api/garagelocation', { id: garage?.id, form, action });

/** The fleet list shows garage names: it refreshes too. */
export const useSaveGarageLocation = () =>
  useRefreshingMutation(saveGarageLocation, (saved) => [
    ...checklistKeys(saved),
    masterDataKeys.kind('garageLocation'),
    masterDataKeys.kind('fleet'),
  ]);
