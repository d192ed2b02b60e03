import { z } from 'zod';
import { NO_VEHICLE_IMAGE, VEHICLE_IMAGE_FILE_NAMES } from './catalog-kinds.ts';
import { requiredText } from './fields.ts';
import { MASTER_DATA_MESSAGES } from './messages.ts';

export const VEHICLE_TYPE_NAME_MAX = 50;

/** Vehicle type form (spec 02 sections 2 and 5): name (at most 50), description, a picture. */
export const vehicleTypeFormSchema = z.object({
  name: z
    .string({ error: 'Please enter the vehicle type name' })
    .trim()
    .min(1, 'Please enter the vehicle type name')
    .max(VEHICLE_TYPE_NAME_MAX, MASTER_DATA_MESSAGES.maxFifty),
  description: requiredText('Please enter the description', 500),
  imageFileName: z
    .enum(VEHICLE_IMAGE_FILE_NAMES, { error: 'Please choose a vehicle image from the list' })
    .default(NO_VEHICLE_IMAGE),
});
export type VehicleTypeForm = z.output<typeof vehicleTypeFormSchema>;
export type VehicleTypeFormInput = z.input<typeof vehicleTypeFormSchema>;
