import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { createEmptySite, uniqueName } from '../../../test/master-data.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: DemoTokens;
let provider3Token: string;

beforeAll(async () => {
  ({ t, tokens } = await appWithDemoRoles());
  provider3Token = (await t.signIn('provider3')).access_token;
});
afterAll(() => t.close());

type Mapping = { id: number; siteId: number; [kind: string]: unknown };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload });
const names = (results: Mapping[], kind: string) => results.map((m) => (m[kind] as { name: string }).name);
const vehicleTypeIdOf = async (token: string, name: string) =>
  ((await get('/api/vehicleType/mappingBySiteId', t.bearer(token))).json().results as Mapping[])
    .map((m) => m.vehicleType as { id: number; name: string })
    .find((v) => v.name === name)!.id;

describe('vehicle types with fleets', () => {
  it('When no site is chosen, then the types with an enabled published fleet at any provider answer once each', async () => {
    const res = await get('/api/vehicleType/getfleetassociatedvehicletypes');
    const list = names(res.json().results, 'vehicleType');
    expect(list).toEqual(expect.arrayContaining(['Sedan', 'Trolley', 'Motor Coach', 'Minivan']));
    expect(list.filter((n) => n === 'Executive SUV')).toHaveLength(1);
  });

  it('When a type has no fleet, then it is left out until a published fleet of it exists, and again once disabled', async () => {
    const name = uniqueName('Hearse');
    const mapping = await post('/api/vehicleType/createVehicleTypeSiteMapping', tokens.provider, {
      name,
      description: 'Funeral coach',
      isPublished: true,
    });
    const typeId = mapping.json().results[0].vehicleType.id;
    const offered = async () =>
      names(
        (await get('/api/vehicleType/getfleetassociatedvehicletypes', { host: 'citylimo.localhost' })).json().results,
        'vehicleType',
      );
    expect(await offered()).not.toContain(name);

    const draft = await post('/api/fleet/create', tokens.provider, {
      vehicleTypeId: typeId,
      nickName: 'Hearse 1',
      vin: 'HEARSE00000000001',
      color: 'Black',
      make: 'Cadillac',
      model: 'XT5 Hearse',
      year: 2023,
      seater: 2,
      amenties: 'WiFi',
      isDraft: true,
    });
    expect(draft.statusCode).toBe(201);
    expect(await offered()).not.toContain(name);

    const published = await t.send('PUT', '/api/fleet', tokens.provider, {
      ...draft.json().results[0],
      amenties: 'WiFi',
      isPublished: true,
      isDraft: false,
    });
    expect(published.statusCode).toBe(200);
    expect(await offered()).toContain(name);
    const forPrices = await get(
      '/api/vehicleType/getfleetassociatedvehicletypesforpricedefinition',
      t.bearer(tokens.provider),
    );
    expect(names(forPrices.json().results, 'vehicleType')).toContain(name);

    await post('/api/fleet/enableDisable', tokens.provider, { id: draft.json().results[0].id, isEnabled: false });
    expect(await offered()).not.toContain(name);
  });

  it('When a provider host asks, or a site is named on the default site, then only that site’s types answer', async () => {
    const city = names(
      (await get('/api/vehicleType/getfleetassociatedvehicletypes', { host: 'citylimo.localhost' })).json().results,
      'vehicleType',
    );
    expect(city).toContain('Stretch Limousine');
    expect(city).not.toContain('Trolley');
    const lonestar = await get('/api/vehicleType/getfleetassociatedvehicletypesByState?state=TX&siteid=7');
    expect(lonestar.json().results.every((m: Mapping) => m.siteId === 7)).toBe(true);
    expect(names(lonestar.json().results, 'vehicleType')).toContain('Trolley');
    const byState = await get('/api/vehicleType/getfleetassociatedvehicletypesByState?state=CA');
    expect(names(byState.json().results, 'vehicleType')).toContain('Motor Coach');
    expect(
      (await get('/api/vehicleType/getfleetassociatedvehicletypes?siteId=6', { host: 'citylimo.localhost' }))
        .statusCode,
    ).toBe(404);
  });

  it('When price definitions ask without staff rights, then 401 or 403', async () => {
    expect((await get('/api/vehicleType/getfleetassociatedvehicletypesforpricedefinition')).statusCode).toBe(401);
    const customer = await get(
      '/api/vehicleType/getfleetassociatedvehicletypesforpricedefinition',
      t.bearer(tokens.customer),
    );
    expect(customer.statusCode).toBe(403);
  });
});

describe('service types with fleets', () => {
  it('When a site has no fleet, then its service types are not offered; sites with fleets offer theirs', async () => {
    const siteId = await createEmptySite(t, tokens.superadmin);
    const ghost = uniqueName('Ghost Tour');
    await post('/api/serviceType/createServiceTypeSiteMapping', tokens.superadmin, {
      siteId,
      name: ghost,
      description: 'Night tour',
      isPublished: true,
    });
    const list = names((await get('/api/serviceType/getfleetassociatedservicetypes')).json().results, 'serviceType');
    expect(list).toEqual(expect.arrayContaining(['Point to Point', 'Architecture Tour', 'Prom and Events']));
    expect(list).not.toContain(ghost);
  });

  it('When service types are asked for a vehicle type, then only sites with a fleet of that type answer', async () => {
    const trolley = await vehicleTypeIdOf(provider3Token, 'Trolley');
    const res = await get(`/api/serviceType/getservicetypesbyvehicletypeid?vehicleTypeId=${trolley}`);
    expect(res.json().results.every((m: Mapping) => m.siteId === 7)).toBe(true);
    expect(names(res.json().results, 'serviceType')).toContain('Wedding');
    const stretch = await vehicleTypeIdOf(tokens.provider, 'Stretch Limousine');
    const city = await get(`/api/serviceType/getservicetypesbyvehicletypeid?vehicleTypeId=${stretch}&siteId=5`);
    expect(names(city.json().results, 'serviceType')).toContain('Architecture Tour');
    expect((await get('/api/serviceType/getservicetypesbyvehicletypeid')).statusCode).toBe(400);
  });
});

describe('charts', () => {
  it('When a provider asks for the vehicle type chart, then each of its types answers with its number of fleets', async () => {
    const res = await get('/api/vehicleType/getvehicletypeschartdetails', t.bearer(provider3Token));
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual(
      expect.arrayContaining([
        { name: 'Sedan', count: 2 },
        { name: 'Executive SUV', count: 2 },
        { name: 'Trolley', count: 1 },
        { name: 'Limo Bus', count: 1 },
      ]),
    );
    expect(res.json().results).toHaveLength(7);
  });

  it('When a provider asks for the service type chart, then enabled types count its offered fleets; a disabled one 0', async () => {
    const before = (await get('/api/serviceType/getservicetypeschartdetails', t.bearer(provider3Token))).json().results;
    expect(before).toContainEqual({ name: 'Wedding', count: 9 });
    const mappings = (await get('/api/serviceType/mappingBySiteId', t.bearer(provider3Token))).json()
      .results as Mapping[];
    const wedding = mappings.find((m) => (m.serviceType as { name: string }).name === 'Wedding')!;
    await post('/api/serviceType/enableDisableServiceTypeSiteMapping', provider3Token, {
      id: wedding.id,
      isEnabled: false,
    });
    const after = (await get('/api/serviceType/getservicetypeschartdetails', t.bearer(provider3Token))).json().results;
    expect(after).toContainEqual({ name: 'Wedding', count: 0 });
    expect(after).toContainEqual({ name: 'Point to Point', count: 9 });
  });

  it('When charts are asked without staff rights or for another site, then 401, 403 or 404', async () => {
    expect((await get('/api/vehicleType/getvehicletypeschartdetails')).statusCode).toBe(401);
    expect((await get('/api/serviceType/getservicetypeschartdetails', t.bearer(tokens.customer))).statusCode).toBe(403);
    expect(
      (await get('/api/vehicleType/getvehicletypeschartdetails?siteId=7', t.bearer(tokens.provider))).statusCode,
    ).toBe(404);
    const admin = await get('/api/vehicleType/getvehicletypeschartdetails?siteId=7', t.bearer(tokens.superadmin));
    expect(admin.json().results).toContainEqual({ name: 'Trolley', count: 1 });
  });
});
