import { z } from 'zod';
import { normalizeCityName, parseUsAddress } from '../geo/address-parse.ts';
import { cityAndStateFromFormatted } from '../geo/address-rules.ts';
import { US_STATE_CODES } from '../shared/us-states.ts';

/**
 * Service locations: the states (and optionally the cities) a provider site serves. A fleet is
 * offered only when its site serves the pickup state (DESIGN.md section 9).
 */
export const SERVICE_LOCATION_MESSAGES = {
  state: 'Please choose the state',
  cityLength: 'Maximum of 100 characters allowed',
  duplicate: 'This service location is already on this site',
  address: 'Please enter the pickup location',
} as const;

export const serviceLocationFormSchema = z.object({
  state: z
    .string({ error: SERVICE_LOCATION_MESSAGES.state })
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => US_STATE_CODES.includes(s), SERVICE_LOCATION_MESSAGES.state),
  city: z
    .string()
    .trim()
    .max(100, SERVICE_LOCATION_MESSAGES.cityLength)
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, ' ') : null)),
});
export type ServiceLocationForm = z.output<typeof serviceLocationFormSchema>;

/**
 * The state and the possible city names of a pickup address, for the service-area check: city
 * is the city as written in a formatted address (for display), cities the normalised candidates.
 */
export type PickupArea = { state: string | null; city: string | null; cities: string[] };

/**
 * Reads the state of a US address ('233 S Wacker Dr, Chicago, IL 60606, USA', 'Austin TX') and
 * the names its city may have, normalised as normalizeCityName does. Only the 50 states count.
 */
export const pickupAreaOf = (address: string): PickupArea => {
  const parsed = parseUsAddress(address);
  const formatted = cityAndStateFromFormatted(address);
  const state = parsed.state ?? formatted?.state ?? null;
  const cities = new Set(parsed.cities.map((c) => c.name));
  if (formatted) cities.add(normalizeCityName(formatted.city));
  const known = state && US_STATE_CODES.includes(state) ? state : null;
  return { state: known, city: known && formatted?.state === known ? formatted.city : null, cities: [...cities] };
};

/** A location serves an area when it names the area's state and either no city or one of the area's cities. */
export const servesArea = (location: { state: string; city: string | null }, area: PickupArea) =>
  area.state !== null &&
  location.state === area.state &&
  (location.city === null || area.cities.includes(normalizeCityName(location.city)));
