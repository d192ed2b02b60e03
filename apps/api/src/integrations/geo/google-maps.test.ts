import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORDED, startGoogleMapsTestServer, TEST_API_KEY } from '../../../test/fakes/google-maps-server.ts';
import { GeoProviderError } from './geo-provider.ts';
import { createGoogleMaps } from './google-maps.ts';
import { geoProviderFromConfig } from './provider-from-config.ts';

let server: Awaited<ReturnType<typeof startGoogleMapsTestServer>>;
const NOW = new Date('2030-06-03T12:00:00Z');

beforeAll(async () => {
  server = await startGoogleMapsTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answer('autocomplete', () => ({ body: RECORDED.autocomplete }));
  server.answer('geocode', () => ({ body: RECORDED.geocode }));
  server.answer('distance', () => ({ body: RECORDED.distance }));
});

const google = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  createGoogleMaps({ apiKey: TEST_API_KEY, baseUrl: server.baseUrl, now: () => NOW, ...overrides });

const refusedWith = async (work: Promise<unknown>, status: string) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GeoProviderError);
  expect((error as GeoProviderError).status).toBe(status);
  return error as GeoProviderError;
};

describe('Google Places Autocomplete', () => {
  it('When text is typed, then US predictions come back with city, state and their component count', async () => {
    const suggestions = await google().autocomplete('233 S Wack', { limit: 5 });
    const [request] = server.requests;
    expect(request.path).toBe('/maps/api/place/autocomplete/json');
    expect(request.query.get('input')).toBe('233 S Wack');
    expect(request.query.get('components')).toBe('country:us');
    expect(request.query.get('key')).toBe(TEST_API_KEY);
    expect(suggestions).toEqual([
      {
        description: '233 South Wacker Drive, Chicago, IL, USA',
        placeId: 'ChIJ-Rp_WrssDogRbDmBSEcdGUY',
        city: 'Chicago',
        state: 'IL',
        lat: null,
        lng: null,
        types: ['premise', 'geocode'],
        components: 5,
      },
      {
        description: 'Chicago, IL 60606, USA',
        placeId: 'ChIJ7cv00DwsDogRAMDACa2m4K8',
        city: 'Chicago',
        state: 'IL',
        zip: '60606',
        lat: null,
        lng: null,
        types: ['postal_code', 'geocode'],
        components: 3,
      },
      {
        description: 'Illinois, USA',
        placeId: 'ChIJGSZubzgtC4gRVlkRZFCCFX8',
        city: '',
        state: 'IL',
        lat: null,
        lng: null,
        types: ['administrative_area_level_1', 'political', 'geocode'],
        components: 2,
      },
    ]);
  });

  it('When a limit is given, then no more predictions than that come back', async () => {
    expect(await google().autocomplete('Chicago', { limit: 1 })).toHaveLength(1);
  });

  it('When Google finds nothing (ZERO_RESULTS), then the list is empty', async () => {
    server.answer('autocomplete', () => ({ body: { predictions: [], status: 'ZERO_RESULTS' } }));
    expect(await google().autocomplete('zzzzzz', { limit: 5 })).toEqual([]);
  });

  it('When the text is blank, then Google is not called', async () => {
    expect(await google().autocomplete('  ', { limit: 5 })).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('When the key is refused (REQUEST_DENIED), then a provider error carries the status and message', async () => {
    const error = await refusedWith(
      google({ apiKey: 'wrong' }).autocomplete('Chicago', { limit: 5 }),
      'REQUEST_DENIED',
    );
    expect(error.message).toContain('The provided API key is invalid.');
  });

  it('When the quota is spent (OVER_QUERY_LIMIT), then a provider error carries the status', async () => {
    server.answer('autocomplete', () => ({
      body: RECORDED.refusal('OVER_QUERY_LIMIT', 'predictions', 'You have exceeded your rate-limit for this API.'),
    }));
    await refusedWith(google().autocomplete('Chicago', { limit: 5 }), 'OVER_QUERY_LIMIT');
  });
});

describe('Google Geocoding', () => {
  it('When an address is geocoded, then the formatted address, city, state, ZIP and location come back', async () => {
    const located = await google().geocode('233 S Wacker Dr, Chicago, IL 60606');
    const [request] = server.requests;
    expect(request.path).toBe('/maps/api/geocode/json');
    expect(request.query.get('address')).toBe('233 S Wacker Dr, Chicago, IL 60606');
    expect(request.query.get('components')).toBe('country:US');
    expect(located).toEqual({
      formattedAddress: '233 S Wacker Dr, Chicago, IL 60606, USA',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      lat: 41.8788761,
      lng: -87.6359149,
      components: 8,
      placeId: 'ChIJ-Rp_WrssDogRbDmBSEcdGUY',
      types: ['premise'],
    });
  });

  it('When the address is only a state (no city), then it does not count as located', async () => {
    server.answer('geocode', () => ({ body: RECORDED.geocodeStateOnly }));
    expect(await google().geocode('Illinois')).toBeNull();
  });

  it('When Google finds nothing (ZERO_RESULTS), then the answer is null', async () => {
    server.answer('geocode', () => ({ body: { results: [], status: 'ZERO_RESULTS' } }));
    expect(await google().geocode('nowhere at all')).toBeNull();
  });

  it('When the quota is spent (OVER_QUERY_LIMIT), then a provider error carries the status', async () => {
    server.answer('geocode', () => ({
      body: RECORDED.refusal('OVER_QUERY_LIMIT', 'results', 'You have exceeded your rate-limit for this API.'),
    }));
    await refusedWith(google().geocode('Chicago, IL'), 'OVER_QUERY_LIMIT');
  });
});

describe('Google Distance Matrix', () => {
  it('When a ride is estimated, then distance, duration and duration in traffic come back from live traffic', async () => {
    const departure = new Date('2030-06-03T13:30:00Z');
    const result = await google().distanceMatrix('233 S Wacker Dr Chicago IL', 'ORD', departure);
    const [request] = server.requests;
    expect(request.path).toBe('/maps/api/distancematrix/json');
    expect(request.query.get('origins')).toBe('233 S Wacker Dr Chicago IL');
    expect(request.query.get('destinations')).toBe('ORD');
    expect(request.query.get('departure_time')).toBe(String(departure.getTime() / 1000));
    expect(request.query.get('traffic_model')).toBe('best_guess');
    expect(result).toEqual({
      status: 'OK',
      distanceMeters: 28_330,
      durationSeconds: 1_752,
      durationInTrafficSeconds: 2_466,
      isTrafficData: true,
      distanceText: '17.6 mi',
      durationText: '29 mins',
      durationInTrafficText: '41 mins',
    });
  });

  it('When the departure is in the past, then Google is asked for now, as it refuses past times', async () => {
    await google().distanceMatrix('Chicago IL', 'ORD', new Date('2020-01-01T00:00:00Z'));
    expect(server.requests[0].query.get('departure_time')).toBe(String(NOW.getTime() / 1000));
  });

  it('When Google has no traffic data, then the time in traffic is the plain duration and flagged so', async () => {
    server.answer('distance', () => ({ body: RECORDED.distanceNoTraffic }));
    const result = await google().distanceMatrix('Dallas TX', 'Austin TX', NOW);
    expect(result).toMatchObject({ durationSeconds: 11_110, durationInTrafficSeconds: 11_110, isTrafficData: false });
  });

  it('When an address is not found or no road joins them, then the status says NOT_FOUND or ZERO_RESULTS', async () => {
    server.answer('distance', () => ({ body: RECORDED.distanceElement('NOT_FOUND') }));
    expect((await google().distanceMatrix('qqqq', 'ORD', NOW)).status).toBe('NOT_FOUND');
    server.answer('distance', () => ({ body: RECORDED.distanceElement('ZERO_RESULTS') }));
    expect(await google().distanceMatrix('Honolulu HI', 'Chicago IL', NOW)).toMatchObject({
      status: 'ZERO_RESULTS',
      distanceMeters: 0,
    });
  });

  it('When the request is refused (REQUEST_DENIED, OVER_QUERY_LIMIT), then a provider error carries the status', async () => {
    await refusedWith(google({ apiKey: 'wrong' }).distanceMatrix('Chicago IL', 'ORD', NOW), 'REQUEST_DENIED');
    server.answer('distance', () => ({
      body: RECORDED.refusal('OVER_QUERY_LIMIT', 'rows', 'You have exceeded your rate-limit for this API.'),
    }));
    await refusedWith(google().distanceMatrix('Chicago IL', 'ORD', NOW), 'OVER_QUERY_LIMIT');
  });
});

describe('Google transport failures', () => {
  it('When Google does not answer in time, then the call gives up with TIMEOUT', async () => {
    server.answer('geocode', () => ({ body: RECORDED.geocode, delayMs: 2_000 }));
    const started = Date.now();
    await refusedWith(google({ timeoutMs: 100 }).geocode('Chicago, IL'), 'TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('When Google answers an HTTP error, then the call fails with its status', async () => {
    server.answer('geocode', () => ({ status: 500, body: { error: 'backend error' } }));
    await refusedWith(google().geocode('Chicago, IL'), 'HTTP_500');
  });

  it('When nothing listens at the address, then the call fails as UNREACHABLE', async () => {
    const closed = await startGoogleMapsTestServer();
    await closed.close();
    const provider = createGoogleMaps({ apiKey: TEST_API_KEY, baseUrl: closed.baseUrl, timeoutMs: 2_000 });
    await refusedWith(provider.geocode('Chicago, IL'), 'UNREACHABLE');
  });
});

describe('choosing the provider', () => {
  it('When GOOGLE_MAPS_API_KEY is set, then Google is used; without it, the offline gazetteer', () => {
    expect(geoProviderFromConfig({ googleMapsApiKey: 'k', googleMapsBaseUrl: server.baseUrl }).name).toBe('google');
    expect(geoProviderFromConfig({ googleMapsApiKey: undefined, googleMapsBaseUrl: server.baseUrl }).name).toBe(
      'offline',
    );
  });
});
