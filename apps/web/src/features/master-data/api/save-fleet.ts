import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import type { FleetForm } from '@ridedesk/domain/master-data/fleet';
import { saveDraftOrPublish } from '../../../components/query-kit/draft-publish-save.ts';
import { checklistKeys, useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import type { Fleet } from '../model.ts';
import { masterDataKeys } from './query-keys.ts';

/** POST api/fleet/create or api/fleet/update; a VIN the site already has answers 409 'Duplicate VIN!!'. */
export const saveFleet = ({ fleet, form, action }: { fleet?: Fleet; form: FleetForm; action: SaveAction }) =>
  saveDraftOrPublish<Fleet>('/api/fleet', { id: fleet?.id, form, action });

export const useSaveFleet = () =>
  useRefreshingMutation(saveFleet, (saved) => [...checklistKeys(saved), masterDataKeys.kind('fleet')]);
