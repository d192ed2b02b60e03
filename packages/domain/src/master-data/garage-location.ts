import { z } from 'zod';
import { requiredDecimal, requiredText } from './fields.ts';

export const DISTANCE_UNITS = ['Mile', 'Kilometer'] as const;
export const SURCHARGE_UNITS = ['US Dollars'] as const;
export const DEFAULT_DISTANCE_UNIT = 'Mile';
export const DEFAULT_SURCHARGE_UNIT = 'US Dollars';

/**
 * Garage location (area of operation) form, spec 02 sections 2 and 5. Within the allowed distance
 * of the garage a ride has no surcharge; beyond it, surchargeCost is added (DESIGN.md section 9).
 */
export const garageLocationFormSchema = z.object({
  garageName: requiredText('Please enter the garage name', 100),
  garageAddress: requiredText('Please enter the garage address', 300),
  allowedDistanceValue: requiredDecimal('Please enter the allowed distance', 10_000),
  allowedDistanceUnit: z
    .enum(DISTANCE_UNITS, { error: 'Please choose the distance unit' })
    .default(DEFAULT_DISTANCE_UNIT),
  surchargeCost: requiredDecimal('Please enter the surcharge cost', 100_000),
  surchargeUnit: z.enum(SURCHARGE_UNITS, { error: 'Please choose the surcharge unit' }).default(DEFAULT_SURCHARGE_UNIT),
});
export type GarageLocationForm = z.output<typeof garageLocationFormSchema>;
export type GarageLocationFormInput = z.input<typeof garageLocationFormSchema>;

/** Coordinates come from geocoding the address; until an adapter has done it they are pending. */
export type GeocodeStatus = 'pending' | 'located';
export const geocodeStatusOf = (latitude: number | null, longitude: number | null): GeocodeStatus =>
  latitude === null || longitude === null ? 'pending' : 'located';
