/**
 * Geography behind an adapter (DESIGN.md section 6): US address suggestions, geocoding, and a
 * road distance and drive time between two addresses. Google Maps when GOOGLE_MAPS_API_KEY is
 * set, else the offline gazetteer (docs/decisions/0004-offline-geography.md).
 */
import type { AddressSuggestion, DistanceStatus, GeocodedAddress } from '@ridedesk/domain/geo/geo-schemas';

export type { AddressSuggestion, GeocodedAddress };

export type DistanceResult = {
  status: DistanceStatus;
  distanceMeters: number;
  durationSeconds: number;
  durationInTrafficSeconds: number;
  /** True when the time in traffic comes from live traffic data, false when it is estimated. */
  isTrafficData: boolean;
  /** The provider's own texts when it writes them ('19.4 mi', '40 mins'). */
  distanceText?: string;
  durationText?: string;
  durationInTrafficText?: string;
};

export type GeoProvider = {
  readonly name: 'google' | 'offline';
  /** US address suggestions for typed text, best first, at most `limit`. */
  autocomplete(input: string, options: { limit: number }): Promise<AddressSuggestion[]>;
  /** The address located, or null when it does not resolve to a US city and state. */
  geocode(address: string): Promise<GeocodedAddress | null>;
  /** Road distance and drive time leaving at `departureTime`; NOT_FOUND when an address does not resolve. */
  distanceMatrix(origin: string, destination: string, departureTime: Date): Promise<DistanceResult>;
};

/** The provider could not answer (refused, over quota, timed out, unreachable). */
export class GeoProviderError extends Error {
  constructor(
    readonly status: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GeoProviderError';
  }
}
