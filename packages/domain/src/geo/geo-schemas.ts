/** Requests and answers of the geography calls, shared by the API and the web. */
import { z } from 'zod';
import { parsePickupDateTime } from './departure-time.ts';

export const ADDRESS_MAX_LENGTH = 300;

export const GEO_MESSAGES = {
  pickupLocation: 'Please enter Pickup location',
  dropoffLocation: 'Please enter Drop-off location',
  pickupDate: 'Please choose Pickup date',
  address: 'Please enter an address',
  usOnly: 'Only US addresses are supported',
} as const;

const requiredText = (message: string) =>
  z.string(message).trim().min(1, message).max(ADDRESS_MAX_LENGTH, `At most ${ADDRESS_MAX_LENGTH} characters`);

/** GET api/booking/getEstimatedRideDuration (spec 03 section 7). */
export const estimateQuerySchema = z.object({
  sourceAddress: requiredText(GEO_MESSAGES.pickupLocation),
  destinationAddress: requiredText(GEO_MESSAGES.dropoffLocation),
  City: z.string().trim().max(100).optional(),
  Country: z
    .string()
    .trim()
    .max(60)
    .optional()
    .refine((c) => !c || /^(us|usa|united states( of america)?)$/i.test(c), GEO_MESSAGES.usOnly),
  pickupDateTime: z
    .string(GEO_MESSAGES.pickupDate)
    .trim()
    .min(1, GEO_MESSAGES.pickupDate)
    .max(40)
    .refine((v) => parsePickupDateTime(v) !== null, GEO_MESSAGES.pickupDate),
});

/** GET api/geo/autocomplete */
export const autocompleteQuerySchema = z.object({
  input: z.string(GEO_MESSAGES.address).max(ADDRESS_MAX_LENGTH, `At most ${ADDRESS_MAX_LENGTH} characters`),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

/** GET api/geo/geocode */
export const geocodeQuerySchema = z.object({ address: requiredText(GEO_MESSAGES.address) });

/** One address suggestion. lat and lng are null when the provider gives none (Google predictions). */
export type AddressSuggestion = {
  description: string;
  placeId: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  zip?: string;
  lat: number | null;
  lng: number | null;
  types: string[];
  /** How many address components the suggestion has; the form accepts it with more than 2. */
  components: number;
};

export type GeocodedAddress = {
  formattedAddress: string;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
  components: number;
  placeId?: string;
  types?: string[];
};

export type DistanceStatus = 'OK' | 'NOT_FOUND' | 'ZERO_RESULTS';

/** The answer of getEstimatedRideDuration: Google's element shape plus the rounded km and minutes. */
export type RideEstimate = {
  status: DistanceStatus;
  distance: { value: number; text: string } | null;
  duration: { value: number; text: string } | null;
  duration_in_traffic: { value: number; text: string } | null;
  is_traffic_data: boolean;
  estimatedDistanceKm: number | null;
  estimatedDurationMinutes: number | null;
  estimatedDurationInTrafficMinutes: number | null;
};
