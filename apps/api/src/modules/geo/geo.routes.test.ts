import { INVALID_ADDRESS } from '@ridedesk/domain/geo/address-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await t.signIn('customer', 'customer-portal')).access_token;
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `${path}?${new URLSearchParams(query)}`,
    headers: { host: 'citylimo.localhost', ...headers },
  });

const estimate = (sourceAddress: string, destinationAddress: string, pickupDateTime = '2030-06-03T08:30') =>
  get('/api/booking/getEstimatedRideDuration', {
    sourceAddress,
    destinationAddress,
    City: 'Chicago',
    Country: 'US',
    pickupDateTime,
  });

describe('GET api/booking/getEstimatedRideDuration', () => {
  it('When a guest asks from downtown Chicago to ORD, then a plausible distance and times answer in the spec shape', async () => {
    const res = await estimate('233 S. Wacker Dr., Chicago, IL 60606', 'ORD');
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    expect(result).toMatchObject({
      status: 'OK',
      distance: { value: expect.any(Number), text: expect.stringMatching(/ mi$/) },
      duration: { value: expect.any(Number), text: expect.stringMatching(/min/) },
      duration_in_traffic: { value: expect.any(Number), text: expect.any(String) },
      is_traffic_data: false,
    });
    expect(result.estimatedDistanceKm).toBe(Math.round(result.distance.value / 1000));
    expect(result.estimatedDistanceKm).toBeGreaterThanOrEqual(25);
    expect(result.estimatedDistanceKm).toBeLessThanOrEqual(35);
    expect(result.estimatedDurationMinutes).toBe(Math.round(result.duration.value / 60));
    // Monday 08:30 in Chicago: weekday rush hour.
    expect(result.duration_in_traffic.value).toBe(Math.round(result.duration.value * 1.35));
    expect(result.estimatedDurationInTrafficMinutes).toBe(Math.round(result.duration_in_traffic.value / 60));
  });

  it('When rides run in San Francisco, Austin, Dallas, New York and a small town, then each resolves', async () => {
    const rides = [
      ['San Francisco, CA', 'SFO'],
      ['Austin, TX 78701', 'Austin-Bergstrom International Airport'],
      ['1500 Marilla St, Dallas, TX 75201', 'Dallas Love Field'],
      ['350 5th Ave, New York, NY 10118', 'JFK'],
      ['Marfa, TX', 'Alpine, TX'],
      ['60606', '60611'],
    ];
    for (const [from, to] of rides) {
      const [result] = (await estimate(from, to)).json().results;
      expect(result.status, `${from} -> ${to}`).toBe('OK');
      expect(result.distance.value).toBeGreaterThan(0);
      expect(result.estimatedDistanceKm).toBeLessThan(120);
    }
  });

  it('When the pickup is a Sunday at noon, then traffic adds only 10 %', async () => {
    const [result] = (await estimate('Chicago, IL', 'ORD', '2030-06-02T12:00')).json().results;
    expect(result.duration_in_traffic.value).toBe(Math.round(result.duration.value * 1.1));
  });

  it('When an address does not resolve, then the status is NOT_FOUND (the form shows the invalid address alert)', async () => {
    const res = await estimate('Nowhere Land, ZZ', 'ORD');
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ status: 'NOT_FOUND', distance: null, estimatedDistanceKm: null });
    const punctuation = await estimate('!!!', 'ORD');
    expect(punctuation.json().results[0].status).toBe('NOT_FOUND');
  });

  it('When no road joins the addresses, then the status is ZERO_RESULTS', async () => {
    expect((await estimate('Honolulu, HI', 'Chicago, IL')).json().results[0].status).toBe('ZERO_RESULTS');
  });

  it('When a query field is missing or unreadable, then it answers 400 with the spec message', async () => {
    const noSource = await get('/api/booking/getEstimatedRideDuration', {
      destinationAddress: 'ORD',
      pickupDateTime: '2030-06-03T08:30',
    });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { sourceAddress: 'Please enter Pickup location' },
    });

    const blankDestination = await estimate('Chicago, IL', '   ');
    expect(blankDestination.statusCode).toBe(400);
    expect(blankDestination.json().fields).toEqual({ destinationAddress: 'Please enter Drop-off location' });

    const noTime = await get('/api/booking/getEstimatedRideDuration', {
      sourceAddress: 'Chicago, IL',
      destinationAddress: 'ORD',
    });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().fields).toEqual({ pickupDateTime: 'Please choose Pickup date' });

    const badTime = await estimate('Chicago, IL', 'ORD', '2030-02-30T08:30');
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().fields).toEqual({ pickupDateTime: 'Please choose Pickup date' });
  });

  it('When the country is not the US, then it answers 400', async () => {
    const res = await get('/api/booking/getEstimatedRideDuration', {
      sourceAddress: 'Toronto',
      destinationAddress: 'YYZ',
      Country: 'CA',
      pickupDateTime: '2030-06-03T08:30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ Country: 'Only US addresses are supported' });
  });

  it('When a signed-in customer asks, and the path is written in another case, then it answers the same', async () => {
    const res = await t.app.inject({
      url: `/API/Booking/GetEstimatedRideDuration/?${new URLSearchParams({
        sourceAddress: 'Chicago, IL',
        destinationAddress: 'ORD',
        pickupDateTime: '2030-06-03T08:30:00.000Z',
      })}`,
      headers: t.bearer(customerToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].status).toBe('OK');
  });
});

describe('GET api/geo/autocomplete', () => {
  it('When a guest types a city prefix, then US suggestions come back with city, state and components', async () => {
    const res = await get('/api/geo/autocomplete', { input: 'San Fr', limit: '3' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.length).toBeLessThanOrEqual(3);
    expect(results[0]).toMatchObject({
      description: 'San Francisco, CA, USA',
      city: 'San Francisco',
      state: 'CA',
      components: 3,
      placeId: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
      types: ['locality', 'political'],
    });
  });

  it('When an airport code is typed, then the airport is the first suggestion', async () => {
    const res = await get('/api/geo/autocomplete', { input: 'ORD' });
    expect(res.json().results[0]).toMatchObject({
      city: 'Chicago',
      state: 'IL',
      types: expect.arrayContaining(['airport']),
    });
  });

  it('When the input is empty, then no suggestions come back', async () => {
    expect((await get('/api/geo/autocomplete', { input: '' })).json()).toEqual({ results: [] });
  });

  it('When the input is missing or the limit is out of range, then it answers 400', async () => {
    expect((await get('/api/geo/autocomplete', {})).statusCode).toBe(400);
    expect((await get('/api/geo/autocomplete', { input: 'Chi', limit: '0' })).statusCode).toBe(400);
    expect((await get('/api/geo/autocomplete', { input: 'Chi', limit: '11' })).statusCode).toBe(400);
    expect((await get('/api/geo/autocomplete', { input: 'x'.repeat(301) })).statusCode).toBe(400);
  });
});

describe('GET api/geo/geocode', () => {
  it('When an address resolves, then its formatted address, city, state, ZIP and location answer', async () => {
    const res = await get('/api/geo/geocode', { address: '233 S Wacker Dr, Chicago, IL 60606' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      formattedAddress: '233 S Wacker Dr, Chicago, IL 60606, USA',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      components: 6,
    });
  });

  it('When the address does not resolve, then it answers 404 with the invalid address message', async () => {
    const res = await get('/api/geo/geocode', { address: 'Nowhere Land' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: INVALID_ADDRESS });
  });

  it('When the address is missing, then it answers 400', async () => {
    const res = await get('/api/geo/geocode', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ address: 'Please enter an address' });
  });
});

describe('rate limit', () => {
  it('When one address calls more than 120 times a minute, then it answers 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await get('/api/geo/geocode', { address: 'Chicago, IL' })).statusCode);
    expect(codes.slice(0, 117).every((c) => c === 200 || c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
