import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED, startGoogleMapsTestServer, TEST_API_KEY } from '../../../test/fakes/google-maps-server.ts';
import { createGoogleMaps } from '../../integrations/geo/google-maps.ts';
import { createOfflineGazetteer } from '../../integrations/geo/offline-gazetteer.ts';
import { AppError } from '../../lib/app-error.ts';
import { createGeoService } from './geo.service.ts';

let server: Awaited<ReturnType<typeof startGoogleMapsTestServer>>;
const NOW = new Date('2030-06-01T00:00:00Z');

beforeAll(async () => {
  server = await startGoogleMapsTestServer();
});
afterAll(() => server.close());

const withGoogle = (apiKey = TEST_API_KEY) =>
  createGeoService(createGoogleMaps({ apiKey, baseUrl: server.baseUrl, now: () => NOW }));

describe('ride estimate through Google', () => {
  it("When a ride is estimated, then Google's metres and seconds come back with km and minutes rounded", async () => {
    const estimate = await withGoogle().estimateRide('233 S. Wacker Dr., Chicago, IL', 'ORD', '2030-06-03T08:30');
    expect(estimate).toEqual({
      status: 'OK',
      distance: { value: 28_330, text: '17.6 mi' },
      duration: { value: 1_752, text: '29 mins' },
      duration_in_traffic: { value: 2_466, text: '41 mins' },
      is_traffic_data: true,
      estimatedDistanceKm: 28,
      estimatedDurationMinutes: 29,
      estimatedDurationInTrafficMinutes: 41,
    });
  });

  it('When addresses carry punctuation, then Google receives them with every non-alphanumeric turned to a space', async () => {
    server.requests.length = 0;
    await withGoogle().estimateRide("O'Hare, Chicago, IL", '233 S. Wacker Dr., Chicago, IL 60606', '2030-06-03T08:30');
    const query = server.requests[0].query;
    expect(query.get('origins')).toBe('O Hare  Chicago  IL');
    expect(query.get('destinations')).toBe('233 S  Wacker Dr   Chicago  IL 60606');
  });

  it("When the pickup time has no offset, then it is read on the pickup's own clock (Chicago summer time)", async () => {
    server.requests.length = 0;
    await withGoogle().estimateRide('Chicago, IL', 'ORD', '2030-06-03T08:30');
    expect(server.requests[0].query.get('departure_time')).toBe(String(Date.parse('2030-06-03T13:30:00Z') / 1000));
    server.requests.length = 0;
    await withGoogle().estimateRide('San Francisco, CA', 'SFO', '2030-06-03 08:30');
    expect(server.requests[0].query.get('departure_time')).toBe(String(Date.parse('2030-06-03T15:30:00Z') / 1000));
  });

  it('When Google refuses the key, then the estimate answers 503 naming the status', async () => {
    const error = await withGoogle('wrong-key')
      .estimateRide('Chicago, IL', 'ORD', '2030-06-03T08:30')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).message).toContain('REQUEST_DENIED');
  });

  it('When Google finds no route, then the status passes through with no numbers', async () => {
    server.answer('distance', () => ({ body: RECORDED.distanceElement('ZERO_RESULTS') }));
    expect(await withGoogle().estimateRide('Honolulu, HI', 'Chicago, IL', '2030-06-03T08:30')).toEqual({
      status: 'ZERO_RESULTS',
      distance: null,
      duration: null,
      duration_in_traffic: null,
      is_traffic_data: false,
      estimatedDistanceKm: null,
      estimatedDurationMinutes: null,
      estimatedDurationInTrafficMinutes: null,
    });
    server.answer('distance', () => ({ body: RECORDED.distance }));
  });
});

describe('geocoding for other modules', () => {
  const geo = createGeoService(createOfflineGazetteer());

  it('When a garage address is geocoded, then city, state and coordinates come back', async () => {
    expect(await geo.geocodeAddress('1 Infinite Loop, Cupertino, CA 95014')).toMatchObject({
      city: 'Cupertino',
      state: 'CA',
      zip: '95014',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it('When the address is blank or unknown, then the answer is null', async () => {
    expect(await geo.geocodeAddress('   ')).toBeNull();
    expect(await geo.geocodeAddress('nowhere land')).toBeNull();
  });

  it('When a ride is estimated with a Date, then the instant is used as it is', async () => {
    const estimate = await geo.estimateRide('Austin, TX', 'Dallas, TX', new Date('2025-06-02T13:30:00Z'));
    expect(estimate.status).toBe('OK');
    expect(estimate.estimatedDistanceKm).toBeGreaterThan(280);
    expect(estimate.estimatedDistanceKm).toBeLessThan(380);
    expect(estimate.estimatedDurationInTrafficMinutes).toBe(Math.round((estimate.duration!.value * 1.35) / 60));
  });

  it('When the pickup time cannot be read, then the estimate is refused as bad input', async () => {
    const error = await geo.estimateRide('Austin, TX', 'Dallas, TX', 'soon').catch((e: unknown) => e);
    expect((error as AppError).status).toBe(400);
  });
});
