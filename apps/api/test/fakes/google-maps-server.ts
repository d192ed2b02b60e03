/**
 * A local HTTP server answering as Google's Maps web services do (the documented JSON shapes of
 * Places Autocomplete, Geocoding and the Distance Matrix), for testing the Google adapter
 * without the network. Tests only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = { status?: number; body: unknown; delayMs?: number };
export type Handler = (query: URLSearchParams) => Answer;

export const TEST_API_KEY = 'test-maps-key';

/** Recorded answers, shaped as in Google's documentation. */
export const RECORDED = {
  autocomplete: {
    predictions: [
      {
        description: '233 South Wacker Drive, Chicago, IL, USA',
        matched_substrings: [
          { length: 3, offset: 0 },
          { length: 6, offset: 10 },
        ],
        place_id: 'ChIJ-Rp_WrssDogRbDmBSEcdGUY',
        reference: 'ChIJ-Rp_WrssDogRbDmBSEcdGUY',
        structured_formatting: {
          main_text: '233 South Wacker Drive',
          main_text_matched_substrings: [{ length: 3, offset: 0 }],
          secondary_text: 'Chicago, IL, USA',
        },
        terms: [
          { offset: 0, value: '233' },
          { offset: 4, value: 'South Wacker Drive' },
          { offset: 24, value: 'Chicago' },
          { offset: 33, value: 'IL' },
          { offset: 37, value: 'USA' },
        ],
        types: ['premise', 'geocode'],
      },
      {
        description: 'Chicago, IL 60606, USA',
        place_id: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
        reference: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
        structured_formatting: { main_text: 'Chicago', secondary_text: 'IL 60606, USA' },
        terms: [
          { offset: 0, value: 'Chicago' },
          { offset: 9, value: 'IL 60606' },
          { offset: 19, value: 'USA' },
        ],
        types: ['postal_code', 'geocode'],
      },
      {
        description: 'Illinois, USA',
        place_id: 'ChIJGSZubzgtC4gRVlkRZFCCFX8',
        reference: 'ChIJGSZubzgtC4gRVlkRZFCCFX8',
        structured_formatting: { main_text: 'Illinois', secondary_text: 'USA' },
        terms: [
          { offset: 0, value: 'Illinois' },
          { offset: 10, value: 'USA' },
        ],
        types: ['administrative_area_level_1', 'political', 'geocode'],
      },
    ],
    status: 'OK',
  },
  geocode: {
    results: [
      {
        address_components: [
          { long_name: '233', short_name: '233', types: ['street_number'] },
          { long_name: 'South Wacker Drive', short_name: 'S Wacker Dr', types: ['route'] },
          { long_name: 'Chicago Loop', short_name: 'Chicago Loop', types: ['neighborhood', 'political'] },
          { long_name: 'Chicago', short_name: 'Chicago', types: ['locality', 'political'] },
          { long_name: 'Cook County', short_name: 'Cook County', types: ['administrative_area_level_2', 'political'] },
          { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1', 'political'] },
          { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
          { long_name: '60606', short_name: '60606', types: ['postal_code'] },
        ],
        formatted_address: '233 S Wacker Dr, Chicago, IL 60606, USA',
        geometry: {
          location: { lat: 41.8788761, lng: -87.6359149 },
          location_type: 'ROOFTOP',
          viewport: {
            northeast: { lat: 41.8802250802915, lng: -87.6345659197085 },
            southwest: { lat: 41.8775271197085, lng: -87.6372638802915 },
          },
        },
        place_id: 'ChIJ-Rp_WrssDogRbDmBSEcdGUY',
        plus_code: { compound_code: 'VCH7+GJ Chicago, IL, USA', global_code: '86HJVCH7+GJ' },
        types: ['premise'],
      },
    ],
    status: 'OK',
  },
  geocodeStateOnly: {
    results: [
      {
        address_components: [
          { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1', 'political'] },
          { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
        ],
        formatted_address: 'Illinois, USA',
        geometry: { location: { lat: 40.6331249, lng: -89.3985283 }, location_type: 'APPROXIMATE' },
        place_id: 'ChIJGSZubzgtC4gRVlkRZFCCFX8',
        types: ['administrative_area_level_1', 'political'],
      },
    ],
    status: 'OK',
  },
  distance: {
    destination_addresses: ["10000 W O'Hare Ave, Chicago, IL 60666, USA"],
    origin_addresses: ['233 S Wacker Dr, Chicago, IL 60606, USA'],
    rows: [
      {
        elements: [
          {
            distance: { text: '17.6 mi', value: 28_330 },
            duration: { text: '29 mins', value: 1_752 },
            duration_in_traffic: { text: '41 mins', value: 2_466 },
            status: 'OK',
          },
        ],
      },
    ],
    status: 'OK',
  },
  distanceNoTraffic: {
    destination_addresses: ['Austin, TX, USA'],
    origin_addresses: ['Dallas, TX, USA'],
    rows: [
      {
        elements: [
          {
            distance: { text: '195 mi', value: 314_125 },
            duration: { text: '3 hours 5 mins', value: 11_110 },
            status: 'OK',
          },
        ],
      },
    ],
    status: 'OK',
  },
  distanceElement: (status: 'NOT_FOUND' | 'ZERO_RESULTS') => ({
    destination_addresses: [''],
    origin_addresses: ['Honolulu, HI, USA'],
    rows: [{ elements: [{ status }] }],
    status: 'OK',
  }),
  /** A refusal as each API writes it: status plus error_message, empty lists. */
  refusal: (status: string, list: 'predictions' | 'results' | 'rows', message: string) => ({
    error_message: message,
    [list]: [],
    ...(list === 'rows' ? { destination_addresses: [], origin_addresses: [] } : {}),
    status,
  }),
};

const PATHS = {
  autocomplete: '/maps/api/place/autocomplete/json',
  geocode: '/maps/api/geocode/json',
  distance: '/maps/api/distancematrix/json',
} as const;

/** Starts the server on a free loopback port with Google's recorded answers; tests swap handlers. */
export const startGoogleMapsTestServer = async () => {
  const requests: { path: string; query: URLSearchParams }[] = [];
  const handlers: Record<string, Handler> = {
    [PATHS.autocomplete]: () => ({ body: RECORDED.autocomplete }),
    [PATHS.geocode]: () => ({ body: RECORDED.geocode }),
    [PATHS.distance]: () => ({ body: RECORDED.distance }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: url.searchParams });
    const handler = handlers[url.pathname];
    let answer: Answer;
    if (!handler) answer = { status: 404, body: { error: 'not found' } };
    else if (url.searchParams.get('key') !== TEST_API_KEY) {
      const list =
        url.pathname === PATHS.autocomplete ? 'predictions' : url.pathname === PATHS.geocode ? 'results' : 'rows';
      answer = { body: RECORDED.refusal('REQUEST_DENIED', list, 'The provided API key is invalid.') };
    } else answer = handler(url.searchParams);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    paths: PATHS,
    answer: (path: keyof typeof PATHS, handler: Handler) => {
      handlers[PATHS[path]] = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
