/**
 * The offline geography default (docs/decisions/0004-offline-geography.md): addresses resolve
 * to an airport, a ZIP centroid or a city centroid from the bundled US gazetteer; distance is the
 * great-circle distance times a road factor; drive time comes from speed bands, and the time in
 * traffic from the local hour of departure. No network.
 */
import {
  AIRPORT_WORDS,
  type CityCandidate,
  normalizeCityName,
  normalizeText,
  type ParsedUsAddress,
  parseUsAddress,
  stateCodeOf,
} from '@ridedesk/domain/geo/address-parse';
import { durationInTrafficSeconds, wallClockAt } from '@ridedesk/domain/geo/departure-time';
import {
  drivingDurationSeconds,
  MIN_LOCAL_TRIP_METERS,
  meanPairwiseMeters,
  ROAD_FACTOR,
  roadDistanceMeters,
} from '@ridedesk/domain/geo/distance';
import {
  AIRPORT_STOP_WORDS,
  type AirportPlace,
  type CityPlace,
  type GazetteerIndex,
  gazetteerIndex,
  prefixRange,
  type ZipPlace,
} from './gazetteer-index.ts';
import type { AddressSuggestion, DistanceResult, GeocodedAddress, GeoProvider } from './geo-provider.ts';

/** Where an address resolved: an airport, a ZIP code or a city, with the street typed before it. */
export type ResolvedPlace = {
  kind: 'airport' | 'zip' | 'city';
  street: string;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
  airport?: AirportPlace;
  /** The city the place lies in. */
  cityPlace?: CityPlace;
};

const cityKey = (name: string, state: string) => `${normalizeCityName(name)}|${state}`;
const cleanStreet = (street: string) =>
  street
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .trim();

const airportPlace = (g: GazetteerIndex, a: AirportPlace): ResolvedPlace => ({
  kind: 'airport',
  street: '',
  city: a.city,
  state: a.state,
  zip: null,
  lat: a.lat,
  lng: a.lng,
  airport: a,
  cityPlace: g.cities.get(cityKey(a.city, a.state)),
});

const cityPlace = (c: CityPlace, street: string): ResolvedPlace => ({
  kind: 'city',
  street: cleanStreet(street),
  city: c.name,
  state: c.state,
  zip: null,
  lat: c.lat,
  lng: c.lng,
  cityPlace: c,
});

const zipPlace = (g: GazetteerIndex, z: ZipPlace, street: string): ResolvedPlace => ({
  kind: 'zip',
  street: cleanStreet(street),
  city: z.city,
  state: z.state,
  zip: z.zip,
  lat: z.lat,
  lng: z.lng,
  cityPlace: g.cities.get(cityKey(z.city, z.state)),
});

/** Airports whose name and city hold every significant word (the last one as a prefix when asked). */
const findAirports = (g: GazetteerIndex, words: readonly string[], opts: { lastIsPrefix: boolean; state?: string }) => {
  const wanted = words.filter((w) => !AIRPORT_STOP_WORDS.has(w));
  if (wanted.length === 0) return [];
  const sets = wanted.map((w, i) => {
    if (!(opts.lastIsPrefix && i === wanted.length - 1)) return new Set(g.airportsByWord.get(w) ?? []);
    const [from, to] = prefixRange(g.airportWords, w);
    const set = new Set<AirportPlace>();
    for (let k = from; k < to; k++) for (const a of g.airportsByWord.get(g.airportWords[k]) ?? []) set.add(a);
    return set;
  });
  sets.sort((a, b) => a.size - b.size);
  return [...sets[0]]
    .filter((a) => sets.every((s) => s.has(a)) && (!opts.state || a.state === opts.state))
    .sort((a, b) => b.rank - a.rank);
};

/** The first city candidate the gazetteer knows: in the given state, else the largest of that name. */
const findCity = (g: GazetteerIndex, p: ParsedUsAddress, state?: string) => {
  for (const candidate of p.cities) {
    const city = state ? g.cities.get(`${candidate.name}|${state}`) : g.citiesByKey.get(candidate.name)?.[0];
    if (city) return { city, street: candidate.street };
  }
  return undefined;
};

/** Resolves an address to an airport, a ZIP code or a city; null when it names none of them. */
export const resolveAddress = (g: GazetteerIndex, address: string): ResolvedPlace | null => {
  const p = parseUsAddress(address);
  const mentionsAirport = p.words.some((w) => AIRPORT_WORDS.has(w));
  if (p.airportCode) {
    const airport = g.airportsByCode.get(p.airportCode);
    if (airport && (!p.state || airport.state === p.state)) return airportPlace(g, airport);
  }
  if (mentionsAirport) {
    const [airport] = findAirports(g, p.words, { lastIsPrefix: false, state: p.state });
    if (airport) return airportPlace(g, airport);
  }
  const zip = p.zip ? g.zips.get(p.zip) : undefined;
  const usableZip = zip && (!p.state || zip.state === p.state) ? zip : undefined;
  const city = findCity(g, p, p.state ?? usableZip?.state);
  if (usableZip) {
    // The ZIP is the finer location; a typed city of another name stays part of the street.
    const sameCity = city && city.city.key === normalizeCityName(usableZip.city);
    return zipPlace(g, usableZip, sameCity ? city.street : p.remainder);
  }
  if (city) return cityPlace(city.city, city.street);
  // Last, an airport by name without the word airport ('Austin Bergstrom'); not for a bare state name or a letter or two.
  const significant = p.words.filter((w) => !AIRPORT_STOP_WORDS.has(w)).join('');
  if (significant.length < 4 || stateCodeOf(p.words.join(' '))) return null;
  const [airport] = findAirports(g, p.words, { lastIsPrefix: false, state: p.state });
  return airport ? airportPlace(g, airport) : null;
};

const formatted = (place: ResolvedPlace) => {
  if (place.airport) {
    const { name, iata } = place.airport;
    return `${name}${iata ? ` (${iata})` : ''}, ${place.city}, ${place.state}, USA`;
  }
  const stateAndZip = place.zip ? `${place.state} ${place.zip}` : place.state;
  return [place.street, place.city, stateAndZip, 'USA'].filter(Boolean).join(', ');
};

/** Address components as Google counts them: street number and route, city, state, ZIP, country. */
const componentCount = (place: ResolvedPlace) => {
  if (place.airport) return 4;
  const street = place.street ? (/^\d/.test(place.street) ? 2 : 1) : 0;
  return street + 3 + (place.zip ? 1 : 0);
};

const typesOf = (place: ResolvedPlace) => {
  if (place.airport) return ['airport', 'point_of_interest', 'establishment'];
  if (place.street) return ['street_address'];
  return place.kind === 'zip' ? ['postal_code'] : ['locality', 'political'];
};

const placeIdOf = (place: ResolvedPlace) => {
  const base = place.airport
    ? `airport:${place.airport.iata ?? normalizeText(place.airport.name)}`
    : place.zip
      ? `zip:${place.zip}`
      : `city:${cityKey(place.city, place.state)}`;
  return `offline:${base}${place.street ? `:${normalizeText(place.street)}` : ''}`;
};

const toGeocoded = (place: ResolvedPlace): GeocodedAddress => ({
  formattedAddress: formatted(place),
  city: place.city,
  state: place.state,
  zip: place.zip,
  lat: place.lat,
  lng: place.lng,
  components: componentCount(place),
  placeId: placeIdOf(place),
  types: typesOf(place),
});

const toSuggestion = (place: ResolvedPlace): AddressSuggestion => ({
  description: formatted(place),
  placeId: placeIdOf(place),
  city: place.city,
  state: place.state,
  ...(place.zip ? { zip: place.zip } : {}),
  lat: place.lat,
  lng: place.lng,
  types: typesOf(place),
  components: componentCount(place),
});

/** A city candidate worth suggesting: all that follows the last comma, or one after a house number or nothing. */
const plausible = (c: CityCandidate) => c.wholeSegment || c.street === '' || /^\d/.test(c.street);

const suggest = (g: GazetteerIndex, input: string, limit: number): AddressSuggestion[] => {
  const text = input.trim();
  if (!text) return [];
  const found = new Map<string, AddressSuggestion>();
  const add = (place: ResolvedPlace) => {
    if (found.size >= limit) return;
    const s = toSuggestion(place);
    if (!found.has(s.placeId)) found.set(s.placeId, s);
  };
  const p = parseUsAddress(text);
  const mentionsAirport = p.words.some((w) => AIRPORT_WORDS.has(w));

  const exact = resolveAddress(g, text);
  if (exact) add(exact);
  if (mentionsAirport)
    for (const a of findAirports(g, p.words, { lastIsPrefix: true, state: p.state })) add(airportPlace(g, a));
  // The same city name in other states ('Springfield').
  if (!p.state) {
    const candidate = p.cities.find((c) => plausible(c) && g.citiesByKey.has(c.name));
    for (const city of candidate ? g.citiesByKey.get(candidate.name)! : []) add(cityPlace(city, candidate!.street));
  }
  if (/^\d{3,4}$/.test(text)) {
    const [from, to] = prefixRange(g.zipCodes, text);
    for (let k = from; k < to && found.size < limit; k++) add(zipPlace(g, g.zips.get(g.zipCodes[k])!, ''));
  }
  // Still typing the city: the last word is a prefix (and a trailing 'La' may be Las Vegas, not Louisiana).
  if (!(exact && p.state))
    for (const candidate of p.prefixCities.filter(plausible)) {
      const [from, to] = prefixRange(g.cityKeys, candidate.name);
      if (from === to) continue;
      let matches: CityPlace[] = [];
      if (to - from > 300) {
        // A short prefix: the largest cities that start with it come first anyway.
        for (const city of g.citiesBySize) {
          if (city.key.startsWith(candidate.name)) matches.push(city);
          if (matches.length >= limit) break;
        }
      } else {
        for (let k = from; k < to; k++) matches.push(...g.citiesByKey.get(g.cityKeys[k])!);
        matches = matches.sort((a, b) => b.zips.length - a.zips.length).slice(0, limit);
      }
      for (const city of matches) add(cityPlace(city, candidate.street));
      break;
    }
  if (!mentionsAirport && found.size < limit)
    for (const a of findAirports(g, p.words, { lastIsPrefix: true, state: p.state }).slice(0, limit))
      add(airportPlace(g, a));
  return [...found.values()];
};

const localTripCache = new Map<string, number>();
/** The typical road trip between two addresses of one city, from the spread of its ZIP centroids. */
const localTripMeters = (place: ResolvedPlace) => {
  const city = place.cityPlace;
  if (!city) return MIN_LOCAL_TRIP_METERS;
  const id = `${city.key}|${city.state}`;
  let meters = localTripCache.get(id);
  if (meters === undefined) {
    meters = Math.max(MIN_LOCAL_TRIP_METERS, Math.round(meanPairwiseMeters(city.zips) * ROAD_FACTOR));
    localTripCache.set(id, meters);
  }
  return meters;
};

const samePlace = (a: ResolvedPlace, b: ResolvedPlace) => placeIdOf(a) === placeIdOf(b);

const NOT_FOUND: DistanceResult = {
  status: 'NOT_FOUND',
  distanceMeters: 0,
  durationSeconds: 0,
  durationInTrafficSeconds: 0,
  isTrafficData: false,
};

/** The IANA time zone of an address from the gazetteer, or undefined when it does not resolve. */
export const offlineTimeZoneOf = (address: string): string | undefined => {
  const g = gazetteerIndex();
  const place = resolveAddress(g, address);
  return place ? g.timeZoneAt(place) : undefined;
};

/** Loads the gazetteer now rather than on the first request. */
export const warmOfflineGazetteer = () => void gazetteerIndex();

/** The offline provider. The gazetteer loads on first use; `warm()` loads it ahead of time. */
export const createOfflineGazetteer = (): GeoProvider & { warm(): void } => ({
  name: 'offline',
  warm: warmOfflineGazetteer,

  autocomplete: async (input, { limit }) => suggest(gazetteerIndex(), input, limit),

  geocode: async (address) => {
    const place = resolveAddress(gazetteerIndex(), address);
    return place ? toGeocoded(place) : null;
  },

  distanceMatrix: async (origin, destination, departureTime) => {
    const g = gazetteerIndex();
    const from = resolveAddress(g, origin);
    const to = resolveAddress(g, destination);
    if (!from || !to) return NOT_FOUND;
    // No road joins Hawaii to the mainland.
    if ((from.state === 'HI') !== (to.state === 'HI')) return { ...NOT_FOUND, status: 'ZERO_RESULTS' };
    let distanceMeters = roadDistanceMeters(from, to);
    // Two different addresses at one centroid (same city or ZIP): a typical trip within that place.
    if (distanceMeters < 100 && !samePlace(from, to)) distanceMeters = localTripMeters(from);
    const durationSeconds = drivingDurationSeconds(distanceMeters);
    const local = wallClockAt(departureTime, g.timeZoneAt(from));
    return {
      status: 'OK',
      distanceMeters,
      durationSeconds,
      durationInTrafficSeconds: durationInTrafficSeconds(durationSeconds, local),
      isTrafficData: false,
    };
  },
});
