import type { QueryClient } from '@tanstack/react-query';
import { vehiclePictureUrl } from '../vehicle-picture-url.ts';
import { bookingSettingsQuery } from './get-booking-settings.ts';
import { serviceTypesQuery } from './get-service-types.ts';
import { vehicleTypesQuery } from './get-vehicle-types.ts';

/**
 * What the wizard's first screen shows, asked for while its code is still downloading: the
 * booking settings and, on a provider's host (where the offer does not wait for a pickup
 * state), its vehicle types with their pictures and its service types. The form then renders
 * with its vehicle cards at once instead of asking after it has rendered (the pictures are the
 * page's largest paint). Same queries and keys as the form's, so nothing is asked twice.
 */
export const prefetchSearchForm = (queryClient: QueryClient, { isProductSite }: { isProductSite: boolean }) => {
  void queryClient.prefetchQuery(bookingSettingsQuery);
  if (isProductSite) return;
  void queryClient.prefetchQuery(serviceTypesQuery('', 0));
  void queryClient
    .fetchQuery(vehicleTypesQuery('', 0))
    .then((types) => {
      for (const type of types) {
        const url = vehiclePictureUrl(type.imageFileName);
        if (url) new Image().src = url;
      }
    })
    .catch(() => undefined);
};
