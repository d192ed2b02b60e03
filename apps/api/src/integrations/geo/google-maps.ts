/**
 * Google Maps Platform adapter: Places Autocomplete, Geocoding and the Distance Matrix (web
 * service APIs answering JSON), called with global fetch and a timeout. Used when
 * GOOGLE_MAPS_API_KEY is set.
 */
import { normalizeText, stateCodeOf } from '@ridedesk/domain/geo/address-parse';
import { cityAndStateFromFormatted } from '@ridedesk/domain/geo/address-rules';
import {
  type AddressSuggestion,
  type DistanceResult,
  type GeocodedAddress,
  type GeoProvider,
  GeoProviderError,
} from './geo-provider.ts';

export type GoogleMapsOptions = {
  apiKey: string;
  baseUrl?: string;
  /** Per call; default 5 seconds. */
  timeoutMs?: number;
  now?: () => Date;
};

type Prediction = {
  description: string;
  place_id: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
  terms?: { offset: number; value: string }[];
  types?: string[];
};
type AddressComponent = { long_name: string; short_name: string; types: string[] };
type GeocodeResult = {
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: { lat: number; lng: number } };
  place_id?: string;
  types?: string[];
};
type TextValue = { text: string; value: number };
type MatrixElement = {
  status: string;
  distance?: TextValue;
  duration?: TextValue;
  duration_in_traffic?: TextValue;
};
type GoogleAnswer = { status: string; error_message?: string };

const CITY_TYPES = ['locality', 'postal_town', 'sublocality', 'neighborhood', 'administrative_area_level_3'];

const componentOf = (components: AddressComponent[], type: string) => components.find((c) => c.types.includes(type));

export const createGoogleMaps = ({
  apiKey,
  baseUrl = 'https://maps.googleapis.com',
  timeoutMs = 5_000,
  now = () => new Date(),
}: GoogleMapsOptions): GeoProvider => {
  const call = async <T extends GoogleAnswer>(path: string, params: Record<string, string>): Promise<T> => {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', apiKey);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      throw new GeoProviderError(
        timedOut ? 'TIMEOUT' : 'UNREACHABLE',
        timedOut ? `Google Maps did not answer within ${timeoutMs} ms` : 'Google Maps could not be reached',
        { cause: error },
      );
    }
    if (!response.ok) throw new GeoProviderError(`HTTP_${response.status}`, `Google Maps answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw new GeoProviderError('BAD_RESPONSE', 'Google Maps answered something other than JSON', { cause: error });
    }
  };

  const failure = (answer: GoogleAnswer) =>
    new GeoProviderError(
      answer.status,
      answer.error_message ? `${answer.status}: ${answer.error_message}` : answer.status,
    );

  const toSuggestion = (p: Prediction): AddressSuggestion => {
    const terms = (p.terms ?? []).map((t) => t.value);
    const parsed = cityAndStateFromFormatted(p.description);
    const zip = /\b[A-Z]{2}\s+(\d{5})\b/.exec(p.description)?.[1];
    const stateTerm = terms.length >= 2 ? terms[terms.length - (normalizeText(terms.at(-1)!) === 'usa' ? 2 : 1)] : '';
    return {
      description: p.description,
      placeId: p.place_id,
      city: parsed?.city ?? '',
      state: parsed?.state ?? stateCodeOf(stateTerm) ?? '',
      ...(zip ? { zip } : {}),
      lat: null,
      lng: null,
      types: p.types ?? [],
      components: terms.length || p.description.split(',').length,
    };
  };

  return {
    name: 'google',

    autocomplete: async (input, { limit }) => {
      if (!input.trim()) return [];
      const answer = await call<GoogleAnswer & { predictions?: Prediction[] }>('/maps/api/place/autocomplete/json', {
        input,
        components: 'country:us',
      });
      if (answer.status === 'ZERO_RESULTS') return [];
      if (answer.status !== 'OK') throw failure(answer);
      return (answer.predictions ?? []).slice(0, limit).map(toSuggestion);
    },

    geocode: async (address) => {
      const answer = await call<GoogleAnswer & { results?: GeocodeResult[] }>('/maps/api/geocode/json', {
        address,
        components: 'country:US',
      });
      if (answer.status === 'ZERO_RESULTS') return null;
      if (answer.status !== 'OK') throw failure(answer);
      const result = answer.results?.[0];
      if (!result) return null;
      const components = result.address_components ?? [];
      const cityComponent = CITY_TYPES.map((t) => componentOf(components, t)).find(Boolean);
      const state = componentOf(components, 'administrative_area_level_1')?.short_name;
      const country = componentOf(components, 'country')?.short_name;
      // A valid address names a US city and state.
      if (!cityComponent || !state || !stateCodeOf(state) || (country && country !== 'US')) return null;
      const located: GeocodedAddress = {
        formattedAddress: result.formatted_address,
        city: cityComponent.long_name,
        state: stateCodeOf(state)!,
        zip: componentOf(components, 'postal_code')?.long_name ?? null,
        lat: result.geometry.location.lat,
        lng: result.geometry.location.lng,
        components: components.length,
        placeId: result.place_id,
        types: result.types ?? [],
      };
      return located;
    },

    distanceMatrix: async (origin, destination, departureTime) => {
      // Google refuses a departure time in the past; a ride leaving now is the nearest answer.
      const departure = Math.max(Math.ceil(now().getTime() / 1000), Math.floor(departureTime.getTime() / 1000));
      const answer = await call<GoogleAnswer & { rows?: { elements: MatrixElement[] }[] }>(
        '/maps/api/distancematrix/json',
        {
          origins: origin,
          destinations: destination,
          departure_time: String(departure),
          traffic_model: 'best_guess',
          units: 'imperial',
        },
      );
      if (answer.status !== 'OK') throw failure(answer);
      const element = answer.rows?.[0]?.elements?.[0];
      if (!element) throw new GeoProviderError('BAD_RESPONSE', 'Google Maps answered no distance element');
      const empty = { distanceMeters: 0, durationSeconds: 0, durationInTrafficSeconds: 0, isTrafficData: false };
      if (element.status === 'NOT_FOUND') return { status: 'NOT_FOUND', ...empty };
      if (element.status === 'ZERO_RESULTS' || element.status === 'MAX_ROUTE_LENGTH_EXCEEDED')
        return { status: 'ZERO_RESULTS', ...empty };
      if (element.status !== 'OK' || !element.distance || !element.duration) throw failure(element);
      const inTraffic = element.duration_in_traffic;
      const result: DistanceResult = {
        status: 'OK',
        distanceMeters: element.distance.value,
        durationSeconds: element.duration.value,
        durationInTrafficSeconds: inTraffic?.value ?? element.duration.value,
        isTrafficData: inTraffic !== undefined,
        distanceText: element.distance.text,
        durationText: element.duration.text,
        durationInTrafficText: inTraffic?.text ?? element.duration.text,
      };
      return result;
    },
  };
};
