import { PROGRESS_KEYS, setupProgress } from '@ridedesk/domain/platform/setup-progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { createEmptySite } from '../../../test/master-data.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: DemoTokens;

beforeAll(async () => ({ t, tokens } = await appWithDemoRoles()));
afterAll(() => t.close());

const COUNT_KEYS = [
  'countAirport',
  'countAmenity',
  'countVehicleType',
  'countServiceType',
  'countServiceUserType',
  'countPriceType',
  'countDocumentType',
  'countPriceDefinition',
  'countFleet',
  'countServiceLocation',
  'countDiscount',
  'countPaymentType',
  'countGarageLocation',
];

const counts = async (token: string, query = '') => {
  const res = await t.app.inject({ url: `/api/fleet/mappingCount${query}`, headers: t.bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().results[0] as Record<string, number>;
};

describe('mapping counts', () => {
  it('When a set-up demo provider asks, then all thirteen counts answer, 1 for every master-data kind', async () => {
    const result = await counts(tokens.provider);
    expect(Object.keys(result).sort()).toEqual([...COUNT_KEYS].sort());
    expect(Object.values(result).every((n) => n === 0 || n === 1)).toBe(true);
    expect(result).toMatchObject({
      countAirport: 1,
      countAmenity: 1,
      countVehicleType: 1,
      countServiceType: 1,
      countServiceUserType: 1,
      countPriceType: 1,
      countDocumentType: 1,
      countFleet: 1,
      countGarageLocation: 1,
    });
    expect(setupProgress(result)).toBeGreaterThanOrEqual(Math.round((8 / PROGRESS_KEYS.length) * 100));
    expect(await counts(tokens.dispatcher)).toEqual(result);
  });

  it('When a new site sets up its first items, then each count goes from 0 to 1 and progress moves', async () => {
    const siteId = await createEmptySite(t, tokens.superadmin);
    const query = `?siteId=${siteId}`;
    const empty = await counts(tokens.superadmin, query);
    expect(Object.values(empty)).toEqual(COUNT_KEYS.map(() => 0));
    expect(setupProgress(empty)).toBe(0);

    const add = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: t.bearer(tokens.superadmin), payload: { ...payload, siteId } });
    const amenity = await add('/api/amenity/createAmenitySiteMapping', { name: 'WiFi', description: 'd' });
    expect(amenity.json()).toMatchObject({ setupStatus: 'completed', countKey: 'countAmenity' });
    const afterAmenity = await counts(tokens.superadmin, query);
    expect(afterAmenity).toMatchObject({ countAmenity: 1, countFleet: 0 });
    expect(setupProgress(afterAmenity)).toBe(8);

    const airport = await add('/api/airport/createAirportSiteMapping', {
      name: 'Peoria International Airport',
      code: 'PIA',
      address: '6100 W Everett M Dirksen Pkwy',
      city: 'Peoria',
      state: 'IL',
      country: 'USA',
      zipCode: '61607',
    });
    expect(airport.json()).toMatchObject({ setupStatus: 'completed', countKey: 'countAirport' });
    const afterAirport = await counts(tokens.superadmin, query);
    expect(afterAirport.countAirport).toBe(1);
    // Airports are not among the twelve items of progress.
    expect(setupProgress(afterAirport)).toBe(8);

    await add('/api/garagelocation/create', {
      garageName: 'Main',
      garageAddress: '1 Main St, Peoria, IL 61602',
      allowedDistanceValue: 10,
      surchargeCost: 5,
    });
    expect(await counts(tokens.superadmin, query)).toMatchObject({ countGarageLocation: 1, countPriceDefinition: 0 });
  });

  it('When another provider names this site, a customer asks, or nobody is signed in, then 404, 403 and 401', async () => {
    expect(
      (await t.app.inject({ url: '/api/fleet/mappingCount?siteId=5', headers: t.bearer(tokens.provider2) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/fleet/mappingCount', headers: t.bearer(tokens.customer) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/fleet/mappingCount' })).statusCode).toBe(401);
  });
});
