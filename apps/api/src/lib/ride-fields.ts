/**
 * The fields of a ride that the fleet search and the booking's creation both read from the
 * wizard (spec 03's long paths and the booking body): the pickup's time of day, its places, the
 * state of its address as two letters, its coordinates and its clock's offset from UTC. One
 * definition keeps the two routes' answers to the same wrong value the same.
 */
import { INVALID_ADDRESS } from '@ridedesk/domain/geo/address-rules';
import { z } from 'zod';

/** 'HH:MM', or 'HH:MM:00' as the spec's clients send it; the message names the pickup, as the form asks it first. */
export const timeOfDayField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'Please choose Pickup time');
export const pickupPlaceField = z.string().trim().min(1, 'Please enter Pickup location').max(300);
export const dropOffPlaceField = z.string().trim().min(1, 'Please enter Drop-off location').max(300);
/** The address's state as its two-letter code, upper-cased. */
const stateField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, INVALID_ADDRESS)
  .transform((s) => s.toUpperCase());
const latitudeField = z.coerce.number().min(-90).max(90);
const longitudeField = z.coerce.number().min(-180).max(180);
/** Minutes east of UTC of the pickup's wall clock. */
export const offsetField = z.coerce.number().int().min(-720).max(840);

/** The pickup's point as both long paths end with it: /:state/:lat/:lng/:offset. */
export const pickupPointParams = {
  state: stateField,
  lat: latitudeField,
  lng: longitudeField,
  offset: offsetField,
};
