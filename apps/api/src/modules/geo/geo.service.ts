/**
 * Geography use cases: address suggestions, geocoding and the ride estimate of spec 03 section 7.
 * Other modules call `geocodeAddress` (garage addresses on save) and `estimateRide`.
 */
import { INVALID_ADDRESS, sanitizeForDuration } from '@ridedesk/domain/geo/address-rules';
import { instantFromWallClock, parsePickupDateTime } from '@ridedesk/domain/geo/departure-time';
import { distanceText, durationText, metersToKm, secondsToMinutes } from '@ridedesk/domain/geo/estimate-format';
import type { AddressSuggestion, GeocodedAddress, RideEstimate } from '@ridedesk/domain/geo/geo-schemas';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { type GeoProvider, GeoProviderError } from '../../integrations/geo/geo-provider.ts';
import { offlineTimeZoneOf, warmOfflineGazetteer } from '../../integrations/geo/offline-gazetteer.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';

/** The zone a wall-clock pickup time is read in when neither the address nor the city resolves. */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

export { INVALID_ADDRESS };

export type GeoService = ReturnType<typeof createGeoService>;

const unavailable = (error: GeoProviderError) =>
  new AppError(ERROR_CODES.internal, 503, `The address service did not answer (${error.status}). Please try again.`);

const guard = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GeoProviderError) throw unavailable(error);
    throw error;
  }
};

const notResolved = (status: RideEstimate['status']): RideEstimate => ({
  status,
  distance: null,
  duration: null,
  duration_in_traffic: null,
  is_traffic_data: false,
  estimatedDistanceKm: null,
  estimatedDurationMinutes: null,
  estimatedDurationInTrafficMinutes: null,
});

export const createGeoService = (
  provider: GeoProvider,
  options: { timeZoneOf?: (address: string) => string | undefined } = {},
) => {
  const timeZoneOf = options.timeZoneOf ?? offlineTimeZoneOf;

  /** US address suggestions for typed text, best first. */
  const autocomplete = (input: string, limit = 5): Promise<AddressSuggestion[]> =>
    guard(() => provider.autocomplete(input.trim(), { limit }));

  /** Locates an address; null when it is not a US address with a city and a state. */
  const geocodeAddress = (address: string): Promise<GeocodedAddress | null> => {
    const text = address.trim();
    return text ? guard(() => provider.geocode(text)) : Promise.resolve(null);
  };

  /**
   * The departure instant: a Date or a time with an offset as it is; a wall-clock time
   * ('2025-06-02T08:30') in the pickup's time zone (from the address, else the city).
   */
  const departureInstant = (departure: Date | string, source: string, city?: string): Date => {
    if (departure instanceof Date) return departure;
    const parsed = parsePickupDateTime(departure);
    if (!parsed) throw badRequest('Please choose Pickup date', { pickupDateTime: 'Please choose Pickup date' });
    if (parsed.kind === 'instant') return parsed.instant;
    const zone = timeZoneOf(source) ?? (city ? timeZoneOf(city) : undefined) ?? FALLBACK_TIME_ZONE;
    return instantFromWallClock(parsed.wall, zone);
  };

  /**
   * Distance and drive time between two addresses leaving at `departure` (spec 03 section 7):
   * metres and seconds with their texts, and the same rounded to km and minutes. Addresses have
   * their non-alphanumeric characters turned into spaces first (spec 03 section 5). An address
   * that does not resolve answers NOT_FOUND, which the form shows as INVALID_ADDRESS.
   */
  const estimateRide = async (
    source: string,
    destination: string,
    departure: Date | string,
    options: { city?: string } = {},
  ): Promise<RideEstimate> => {
    const from = sanitizeForDuration(source).trim();
    const to = sanitizeForDuration(destination).trim();
    const when = departureInstant(departure, from, options.city);
    if (!from || !to) return notResolved('NOT_FOUND');
    const result = await guard(() => provider.distanceMatrix(from, to, when));
    if (result.status !== 'OK') return notResolved(result.status);
    return {
      status: 'OK',
      distance: { value: result.distanceMeters, text: result.distanceText ?? distanceText(result.distanceMeters) },
      duration: { value: result.durationSeconds, text: result.durationText ?? durationText(result.durationSeconds) },
      duration_in_traffic: {
        value: result.durationInTrafficSeconds,
        text: result.durationInTrafficText ?? durationText(result.durationInTrafficSeconds),
      },
      is_traffic_data: result.isTrafficData,
      estimatedDistanceKm: metersToKm(result.distanceMeters),
      estimatedDurationMinutes: secondsToMinutes(result.durationSeconds),
      estimatedDurationInTrafficMinutes: secondsToMinutes(result.durationInTrafficSeconds),
    };
  };

  /** Loads the offline gazetteer ahead of the first request (it also gives pickup time zones with Google). */
  const warm = () => warmOfflineGazetteer();

  return { provider: provider.name, autocomplete, geocodeAddress, estimateRide, warm };
};
