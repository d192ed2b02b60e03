import { NO_VEHICLE_IMAGE, VEHICLE_IMAGE_FILE_NAMES, type VehicleImageFileName } from './catalog-kinds.ts';

/** Where the web app serves the 17 vehicle pictures (apps/web/public/vehicles). */
export const VEHICLE_IMAGE_DIRECTORY = '/vehicles';

export const isVehicleImageFileName = (value: unknown): value is VehicleImageFileName =>
  typeof value === 'string' && (VEHICLE_IMAGE_FILE_NAMES as readonly string[]).includes(value);

/**
 * The stored value is the picture's name without an extension ('Executive SUV'); the file is
 * that name with '.svg'. An unknown or empty name shows the No Image picture.
 */
export const vehicleImagePath = (imageFileName: string | null | undefined) => {
  const name = isVehicleImageFileName(imageFileName) ? imageFileName : NO_VEHICLE_IMAGE;
  return `${VEHICLE_IMAGE_DIRECTORY}/${encodeURIComponent(name)}.svg`;
};
