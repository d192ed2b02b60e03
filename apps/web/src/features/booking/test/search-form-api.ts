import { jsonResponse } from '../../../test/render.tsx';
import { pathOf } from './fixtures.ts';

/**
 * The search form's first data as the API answers it on a provider's host: two vehicle types
 * (the second without a picture of its own), one service type, pay later on; anything else 404.
 */
export const searchFormAnswer = async (input: RequestInfo | URL) => {
  const path = pathOf(input);
  if (path === '/api/vehicleType/getVehicleTypeBySiteIdOrState')
    return jsonResponse(200, {
      results: [
        {
          id: 11,
          imageFileName: 'Premium Sedan',
          vehicleType: { id: 1, name: 'Sedan', imageFileName: 'Premium Sedan' },
        },
        { id: 12, imageFileName: null, vehicleType: { id: 3, name: 'Executive SUV', imageFileName: 'Executive SUV' } },
      ],
    });
  if (path === '/api/serviceType/getServiceTypeBySiteIdOrState')
    return jsonResponse(200, { results: [{ id: 9, serviceType: { id: 15, name: 'Airport Transfer' } }] });
  if (path === '/api/setting/getSettingsBySettingGroupName')
    return jsonResponse(200, { results: [{ name: 'PayLaterEnabled', defaultValue: 'false', value: 'true' }] });
  return jsonResponse(404, {});
};
