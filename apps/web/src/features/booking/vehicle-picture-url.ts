import { NO_VEHICLE_IMAGE } from '@ridedesk/domain/master-data/catalog-kinds';
import { isVehicleImageFileName, vehicleImagePath } from '@ridedesk/domain/master-data/vehicle-image-path';

/**
 * Where a vehicle picture is: one of the 17 catalogue pictures (stored by name, served from
 * /vehicles/), or a photo a provider uploaded for a fleet (api/fleet/image).
 */
export const vehiclePictureUrl = (fileName: string | null | undefined, siteId?: number) => {
  const name = fileName?.trim();
  if (!name || name === NO_VEHICLE_IMAGE) return null;
  if (isVehicleImageFileName(name)) return vehicleImagePath(name);
  return siteId ? `/api/fleet/image/${siteId}/${encodeURIComponent(name)}` : null;
};
