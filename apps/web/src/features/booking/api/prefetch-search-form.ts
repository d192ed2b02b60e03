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
 *
 * The three are asked for at once, before the host's site is known (`site`): waiting for it
 * would put them behind the application's start-up on the browser's busy main thread. On the
 * product site the vehicle and service types of no state go unused (two small answers), and no
 * picture is fetched. Resolves when the answers the page uses are in (an error included: the
 * form asks again and shows it); the pictures are not waited for.
 */
export const prefetchSearchForm = async (
  queryClient: QueryClient,
  site: Promise<{ isProductSite: boolean }>,
): Promise<void> => {
  const settings = queryClient.prefetchQuery(bookingSettingsQuery);
  const serviceTypes = queryClient.prefetchQuery(serviceTypesQuery('', 0));
  const vehicleTypes = queryClient.fetchQuery(vehicleTypesQuery('', 0)).catch(() => []);
  const { isProductSite } = await site;
  if (isProductSite) return settings;
  for (const type of await vehicleTypes) {
    const url = vehiclePictureUrl(type.imageFileName);
    if (url) new Image().src = url;
  }
  await Promise.all([settings, serviceTypes]);
};
