import type { ServiceLocationForm } from '@ridedesk/domain/pricing/service-location-form';
import { checklistKeys, useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import type { ServiceLocation } from '../service-location.ts';
import { serviceAreaKeys } from './query-keys.ts';

type CreateAnswer = { results: ServiceLocation[]; setupStatus?: 'completed' };

/**
 * POST api/ServiceLocation/create. The site's first location answers setupStatus 'completed'
 * (checklist item 1). 409 (already served) and 422 (no provider site chosen) keep their messages.
 */
export const createServiceLocation = async (form: ServiceLocationForm) => {
  const answer = await http.post<CreateAnswer>(
    '/api/ServiceLocation/create',
    { ...form, siteId: requestedSiteId() },
    { keepMessageFor: [409, 422] },
  );
  return { location: firstResult(answer), setupStatus: answer.setupStatus };
};

export const useCreateServiceLocation = () =>
  useRefreshingMutation(createServiceLocation, (answer) => [
    ...checklistKeys(answer),
    serviceAreaKeys.list(requestedSiteId()),
  ]);
