import { isAcceptableSuggestion } from '@ridedesk/domain/geo/address-rules';
import { haversineMeters } from '@ridedesk/domain/geo/distance';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineGazetteer, offlineTimeZoneOf } from './offline-gazetteer.ts';

const gazetteer = createOfflineGazetteer();
beforeAll(() => gazetteer.warm());

const near = (place: { lat: number; lng: number } | null, lat: number, lng: number, withinKm: number) => {
  expect(place).not.toBeNull();
  expect(haversineMeters(place!, { lat, lng }) / 1000).toBeLessThan(withinKm);
};

describe('offline geocoding', () => {
  it('When a full street address is given, then its ZIP centroid answers and the typed street is kept', async () => {
    const located = await gazetteer.geocode('233 S Wacker Dr, Chicago, IL 60606');
    expect(located).toMatchObject({
      formattedAddress: '233 S Wacker Dr, Chicago, IL 60606, USA',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      components: 6,
      types: ['street_address'],
    });
    near(located, 41.8789, -87.6359, 2);
  });

  it('When the address comes without punctuation (as the duration call sends it), then it resolves the same', async () => {
    const located = await gazetteer.geocode('233 S  Wacker Dr   Chicago  IL 60606');
    expect(located).toMatchObject({ formattedAddress: '233 S Wacker Dr, Chicago, IL 60606, USA', zip: '60606' });
  });

  it('When a city and state are given, then the city centroid answers', async () => {
    near(await gazetteer.geocode('Chicago, IL'), 41.8781, -87.6298, 10);
    near(await gazetteer.geocode('San Francisco CA'), 37.7749, -122.4194, 5);
    near(await gazetteer.geocode('Austin, Texas'), 30.2672, -97.7431, 10);
    near(await gazetteer.geocode('Dallas, TX'), 32.7767, -96.797, 10);
    near(await gazetteer.geocode('New York, NY'), 40.7128, -74.006, 10);
    expect(await gazetteer.geocode('Marfa, TX')).toMatchObject({ city: 'Marfa', state: 'TX', components: 3 });
  });

  it('When a city is named with St, Ft or Mt, then the written-out name is found', async () => {
    expect(await gazetteer.geocode('St. Louis, MO')).toMatchObject({ city: 'Saint Louis', state: 'MO' });
    expect(await gazetteer.geocode('Ft Worth TX')).toMatchObject({ city: 'Fort Worth', state: 'TX' });
  });

  it('When only a ZIP code is given, then its city and state answer', async () => {
    expect(await gazetteer.geocode('60606')).toMatchObject({
      formattedAddress: 'Chicago, IL 60606, USA',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      types: ['postal_code'],
    });
  });

  it('When an airport is named by code or by name, then the airport answers', async () => {
    for (const address of ['ORD', "O'Hare International Airport", 'O Hare International Airport', 'ohare airport']) {
      const located = await gazetteer.geocode(address);
      expect(located).toMatchObject({
        formattedAddress: "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
        city: 'Chicago',
        state: 'IL',
        types: ['airport', 'point_of_interest', 'establishment'],
      });
      near(located, 41.9786, -87.9048, 1);
    }
    expect(await gazetteer.geocode('Austin Bergstrom')).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(await gazetteer.geocode('Love Field')).toMatchObject({ city: 'Dallas', state: 'TX' });
    expect(await gazetteer.geocode('SFO')).toMatchObject({ city: 'San Francisco', state: 'CA' });
  });

  it('When the address names no US place, or only a state, then it does not resolve', async () => {
    for (const address of ['nowhere land', 'IL', 'Illinois', '99999', 's', '', 'Toronto, ON'])
      expect(await gazetteer.geocode(address)).toBeNull();
  });
});

describe('offline autocomplete', () => {
  it('When a city prefix is typed, then the largest cities starting with it come first', async () => {
    const suggestions = await gazetteer.autocomplete('Chi', { limit: 5 });
    expect(suggestions[0]).toMatchObject({
      description: 'Chicago, IL, USA',
      city: 'Chicago',
      state: 'IL',
      components: 3,
      types: ['locality', 'political'],
    });
    expect(suggestions.map((s) => s.city)).toContain('Chico');
    expect(suggestions.every(isAcceptableSuggestion)).toBe(true);
  });

  it('When a street is typed before a city prefix, then the street is carried into each suggestion', async () => {
    const [first] = await gazetteer.autocomplete('233 S Wacker Dr, Chi', { limit: 5 });
    expect(first).toMatchObject({ description: '233 S Wacker Dr, Chicago, IL, USA', components: 5 });
  });

  it('When an airport code or part of its name is typed, then the airport is suggested', async () => {
    expect((await gazetteer.autocomplete('ORD', { limit: 5 }))[0].description).toBe(
      "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
    );
    expect((await gazetteer.autocomplete("O'Ha", { limit: 5 }))[0].description).toContain("O'Hare");
    expect((await gazetteer.autocomplete('dallas airport', { limit: 5 })).map((s) => s.description)).toEqual(
      expect.arrayContaining([expect.stringContaining('(DFW)'), expect.stringContaining('(DAL)')]),
    );
  });

  it('When ZIP digits are typed, then ZIP codes starting with them are suggested', async () => {
    const suggestions = await gazetteer.autocomplete('6060', { limit: 3 });
    expect(suggestions.map((s) => s.zip)).toEqual(['60601', '60602', '60603']);
  });

  it('When a city name exists in several states, then each is offered, largest first', async () => {
    const states = (await gazetteer.autocomplete('Springfield', { limit: 5 })).map((s) => s.state);
    expect(states.slice(0, 3)).toEqual(['IL', 'MA', 'MO']);
  });

  it('When a trailing two letters may be a state or the start of a city, then both readings are offered', async () => {
    const descriptions = (await gazetteer.autocomplete('100 Main St, La', { limit: 5 })).map((s) => s.description);
    expect(descriptions[0]).toBe('100 Main St, Las Vegas, NV, USA');
  });

  it('When the limit is given or the text is blank, then at most that many or none come back', async () => {
    expect(await gazetteer.autocomplete('S', { limit: 2 })).toHaveLength(2);
    expect(await gazetteer.autocomplete('   ', { limit: 5 })).toEqual([]);
  });

  it('When typical prefixes are typed, then each answer takes well under 5 ms', async () => {
    const inputs = ['C', 'Chi', 'San Fr', '233 S Wacker Dr, Chi', 'ORD', "O'Ha", '606', 'Spring', 'new y', 'Aus'];
    const started = performance.now();
    for (let round = 0; round < 20; round++)
      for (const input of inputs) await gazetteer.autocomplete(input, { limit: 5 });
    expect((performance.now() - started) / (20 * inputs.length)).toBeLessThan(5);
  });
});

describe('offline distance and duration', () => {
  const weekdayRush = new Date('2025-06-02T13:30:00Z'); // Monday 08:30 in Chicago
  const sundayNoon = new Date('2025-06-01T17:00:00Z'); // Sunday 12:00 in Chicago

  it('When riding from downtown Chicago to ORD, then the road distance is plausible (25 to 35 km)', async () => {
    const result = await gazetteer.distanceMatrix('233 S Wacker Dr Chicago IL 60606', 'ORD', weekdayRush);
    expect(result.status).toBe('OK');
    expect(result.distanceMeters / 1000).toBeGreaterThan(25);
    expect(result.distanceMeters / 1000).toBeLessThan(35);
    expect(result.durationSeconds / 60).toBeGreaterThan(25);
    expect(result.durationSeconds / 60).toBeLessThan(60);
    expect(result.isTrafficData).toBe(false);
  });

  it('When leaving in the weekday rush hour in the pickup zone, then traffic adds 35 %; on a Sunday 10 %', async () => {
    const rush = await gazetteer.distanceMatrix('Chicago IL', 'ORD', weekdayRush);
    const calm = await gazetteer.distanceMatrix('Chicago IL', 'ORD', sundayNoon);
    expect(rush.durationInTrafficSeconds).toBe(Math.round(rush.durationSeconds * 1.35));
    expect(calm.durationInTrafficSeconds).toBe(Math.round(calm.durationSeconds * 1.1));
  });

  it('When two different addresses fall on one city centroid, then a typical trip within the city is assumed', async () => {
    const result = await gazetteer.distanceMatrix(
      '233 S Wacker Dr Chicago IL',
      '875 N Michigan Ave Chicago IL',
      sundayNoon,
    );
    expect(result.distanceMeters).toBeGreaterThanOrEqual(2_000);
    expect(result.durationSeconds).toBeGreaterThan(0);
    const same = await gazetteer.distanceMatrix('Chicago IL', 'Chicago, IL', sundayNoon);
    expect(same.distanceMeters).toBe(0);
  });

  it('When an address does not resolve, then the status is NOT_FOUND; across the Pacific, ZERO_RESULTS', async () => {
    expect((await gazetteer.distanceMatrix('nowhere land', 'ORD', sundayNoon)).status).toBe('NOT_FOUND');
    expect((await gazetteer.distanceMatrix('Honolulu HI', 'Chicago IL', sundayNoon)).status).toBe('ZERO_RESULTS');
  });

  it('When a time zone is asked for an address, then the zone of its state (and side of the line) answers', () => {
    expect(offlineTimeZoneOf('Chicago, IL')).toBe('America/Chicago');
    expect(offlineTimeZoneOf('El Paso, TX')).toBe('America/Denver');
    expect(offlineTimeZoneOf('Phoenix, AZ')).toBe('America/Phoenix');
    expect(offlineTimeZoneOf('SFO')).toBe('America/Los_Angeles');
    expect(offlineTimeZoneOf('Brooklyn, NY')).toBe('America/New_York');
    expect(offlineTimeZoneOf('nowhere land')).toBeUndefined();
  });
});
