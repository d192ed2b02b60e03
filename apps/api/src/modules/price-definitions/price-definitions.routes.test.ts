import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { getPriceDefinition, priceDefinitionsForSearch } from './price-definitions.service.ts';
import { addExisting, demoCatalog, newProviderSite, siteFleets } from './pricing-test-fixtures.ts';

let t: TestApp;
let superToken: string;
let providerToken: string;
let provider2Token: string;
let dispatcherToken: string;
let customerToken: string;
let catalog: Awaited<ReturnType<typeof demoCatalog>>;
let fleets: Awaited<ReturnType<typeof siteFleets>>;
let otherSiteFleetId: number;

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.signIn('superadmin', 'super-admin-portal')).access_token;
  providerToken = (await t.signIn('provider')).access_token;
  provider2Token = (await t.signIn('provider2')).access_token;
  dispatcherToken = (await t.signIn('dispatcher')).access_token;
  customerToken = (await t.signIn('customer', 'customer-portal')).access_token;
  catalog = await demoCatalog(t, providerToken);
  fleets = await siteFleets(t, providerToken);
  otherSiteFleetId = (await siteFleets(t, provider2Token))[0].id;
});
afterAll(() => t.close());

let counter = 0;
const uniqueName = (prefix = 'Test price') => `${prefix} ${++counter}`;

const id = (map: Map<string, number>, name: string) => {
  const value = map.get(name);
  if (!value) throw new Error(`no ${name} in the demo catalogue`);
  return value;
};

/**
 * A per mile price for Sedan, Point to Point, Individual: $15 + $3.25/mi, at least $45, tax 10.25 %.
 * Saved as a draft unless told otherwise: the demo site already has a published price for every
 * Sedan on Point to Point, and a fleet has one (one-price.routes.test.ts).
 */
const perMile = (over: Record<string, unknown> = {}) => ({
  name: uniqueName(),
  vehicleTypeId: id(catalog.vehicleTypes, 'Sedan'),
  serviceTypeId: id(catalog.serviceTypes, 'Point to Point'),
  serviceUserTypeId: id(catalog.serviceUserTypes, 'Individual'),
  priceTypeId: id(catalog.priceTypes, 'Per Mile'),
  baseFare: 15,
  perMileRate: 3.25,
  minimumFare: 45,
  taxPercentage: 10.25,
  isDraft: true,
  isPublished: false,
  ...over,
});
const PUBLISH = { isDraft: false, isPublished: true };

const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.bearer(token) : {}, payload: payload as object });
const get = (url: string, token: string | null) => t.app.inject({ url, headers: token ? t.bearer(token) : {} });

const create = async (payload: Record<string, unknown>, token = providerToken) => {
  const res = await post('/api/priceDefinition/create', token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results[0];
};

describe('creating a price definition', () => {
  it('When a provider publishes a per mile price, then it answers 201 with the names, basis and rates', async () => {
    const body = perMile({ ...PUBLISH, serviceTypeId: id(catalog.serviceTypes, 'Corporate Roadshow') });
    const res = await post('/api/priceDefinition/create', providerToken, body);
    expect(res.statusCode).toBe(201);
    const row = res.json().results[0];
    expect(row).toMatchObject({
      name: body.name,
      vehicleType: 'Sedan',
      serviceType: 'Corporate Roadshow',
      serviceUserType: 'Individual',
      priceType: 'Per Mile',
      basis: 'per mile',
      baseFare: 15,
      perMileRate: 3.25,
      perHourRate: 0,
      minimumHours: 0,
      minimumFare: 45,
      taxPercentage: 10.25,
      fleetIds: [],
      fleets: [],
      appliesToAllFleets: true,
      isDraft: false,
      isPublished: true,
      isEnabled: true,
      createdBy: { firstName: 'Olivia' },
    });
    expect(res.json().setupStatus).toBeUndefined();
  });

  it('When fleets of its vehicle type are named, then the price applies to those fleets only', async () => {
    const suvs = fleets.filter((f) => f.vehicleTypeId === id(catalog.vehicleTypes, 'Executive SUV'));
    expect(suvs.length).toBeGreaterThan(0);
    const row = await create(
      perMile({
        vehicleTypeId: id(catalog.vehicleTypes, 'Executive SUV'),
        fleetIds: [{ id: suvs[0].id }, suvs[0].id],
      }),
    );
    expect(row.fleetIds).toEqual([suvs[0].id]);
    expect(row.fleets).toEqual([expect.objectContaining({ id: suvs[0].id, nickName: suvs[0].nickName })]);
    expect(row.appliesToAllFleets).toBe(false);
  });

  it('When the price is per hour, then the hour rate and minimum hours are kept', async () => {
    const row = await create(
      perMile({
        priceTypeId: id(catalog.priceTypes, 'Per Hour'),
        serviceTypeId: id(catalog.serviceTypes, 'Hourly Charter'),
        baseFare: 0,
        perMileRate: null,
        perHourRate: '85.00',
        minimumHours: '2',
        minimumFare: 170,
      }),
    );
    expect(row).toMatchObject({ basis: 'per hour', perHourRate: 85, minimumHours: 2, perMileRate: 0 });
  });

  it('When the tax has three decimals (8.625 %), then it is kept to the thousandth', async () => {
    const row = await create(perMile({ taxPercentage: 8.625 }));
    expect(row.taxPercentage).toBe(8.625);
  });

  it.each([
    ['name', { name: '  ' }, 'Please enter the price definition name'],
    ['vehicleTypeId', { vehicleTypeId: 0 }, 'Please choose the vehicle type'],
    ['serviceTypeId', { serviceTypeId: undefined }, 'Please choose the service type'],
    ['priceTypeId', { priceTypeId: '' }, 'Please choose the price type'],
    ['baseFare', { baseFare: -1 }, 'Please enter a number of 0 or more'],
    ['perMileRate', { perMileRate: -0.5 }, 'Please enter a number of 0 or more'],
    ['minimumFare', { minimumFare: 'abc' }, 'Please enter a number'],
    ['taxPercentage', { taxPercentage: 100.5 }, 'Please enter a tax percentage between 0 and 100'],
    ['taxPercentage', { taxPercentage: -1 }, 'Please enter a tax percentage between 0 and 100'],
    ['minimumHours', { minimumHours: 25 }, 'Please enter minimum hours between 0 and 24'],
  ])('When %s is invalid (%j), then it answers 400 with its message', async (field, over, message) => {
    const res = await post('/api/priceDefinition/create', providerToken, perMile(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it.each([
    ['Per Mile', { perMileRate: null }, 'perMileRate', 'Please enter the per mile rate'],
    ['Per Mile', { perMileRate: 0 }, 'perMileRate', 'Please enter the per mile rate'],
    ['Per Hour', { perHourRate: '' }, 'perHourRate', 'Please enter the per hour rate'],
    ['Flat Rate', { baseFare: 0 }, 'baseFare', 'Please enter the base fare'],
  ])(
    'When the basis is %s and %j, then it answers 400: the rate the basis needs',
    async (type, over, field, message) => {
      const res = await post(
        '/api/priceDefinition/create',
        providerToken,
        perMile({ priceTypeId: id(catalog.priceTypes, type), ...over }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    },
  );

  it('When the vehicle type is not mapped to the site, then it answers 400 Please choose the vehicle type', async () => {
    const bay = await demoCatalog(t, provider2Token);
    const minivan = id(bay.vehicleTypes, 'Minivan');
    expect(catalog.vehicleTypes.has('Minivan')).toBe(false);
    const res = await post('/api/priceDefinition/create', providerToken, perMile({ vehicleTypeId: minivan }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ vehicleTypeId: 'Please choose the vehicle type' });
  });

  it('When a service type id names a vehicle type (another kind), then it answers 400', async () => {
    const res = await post(
      '/api/priceDefinition/create',
      providerToken,
      perMile({ serviceTypeId: id(catalog.vehicleTypes, 'Sedan') }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ serviceTypeId: 'Please choose the service type' });
  });

  it('When the service type mapping is disabled for the site, then it answers 400 until it is enabled again', async () => {
    const mappings = (await get('/api/serviceType/mappingBySiteId', providerToken)).json().results as {
      id: number;
      serviceType: { name: string };
    }[];
    const wedding = mappings.find((m) => m.serviceType.name === 'Wedding')!;
    const toggle = (isEnabled: boolean) =>
      post('/api/serviceType/enableDisableServiceTypeSiteMapping', providerToken, { id: wedding.id, isEnabled });
    expect((await toggle(false)).statusCode).toBe(200);
    const body = perMile({ serviceTypeId: id(catalog.serviceTypes, 'Wedding') });
    const refused = await post('/api/priceDefinition/create', providerToken, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ serviceTypeId: 'Please choose the service type' });
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await post('/api/priceDefinition/create', providerToken, body)).statusCode).toBe(201);
  });

  it('When a fleet of another site is named, then it answers 404 and nothing is stored', async () => {
    const body = perMile({ fleetIds: [otherSiteFleetId] });
    const res = await post('/api/priceDefinition/create', providerToken, body);
    expect(res.statusCode).toBe(404);
    const list = (await get('/api/priceDefinition/mappingBySiteId', providerToken)).json().results;
    expect(list.some((d: { name: string }) => d.name === body.name)).toBe(false);
  });

  it('When a fleet of another vehicle type is named, then it answers 400', async () => {
    const notSedan = fleets.find((f) => f.vehicleTypeId !== id(catalog.vehicleTypes, 'Sedan'))!;
    const res = await post('/api/priceDefinition/create', providerToken, perMile({ fleetIds: [notSedan.id] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.fleetIds).toContain('is not of the chosen vehicle type');
  });

  it('When the name is already used on the site (any case), then it answers 409', async () => {
    const first = await create(perMile());
    const res = await post('/api/priceDefinition/create', providerToken, perMile({ name: first.name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`A price definition named "${first.name.toUpperCase()}" is already on this site`);
  });

  it('When another provider uses the same name on its own site, then both are kept', async () => {
    const bay = await demoCatalog(t, provider2Token);
    const mine = await create(perMile());
    const theirs = await create(
      perMile({
        name: mine.name,
        vehicleTypeId: id(bay.vehicleTypes, 'Sedan'),
        serviceTypeId: id(bay.serviceTypes, 'Point to Point'),
        serviceUserTypeId: null,
        priceTypeId: id(bay.priceTypes, 'Per Mile'),
      }),
      provider2Token,
    );
    expect(theirs.siteId).not.toBe(mine.siteId);
  });

  it('When the first price definition of a site is created, then it answers setupStatus completed and the count is 1', async () => {
    const { siteId } = await newProviderSite(t, superToken);
    const masters = [
      id(catalog.vehicleTypes, 'Sedan'),
      id(catalog.serviceTypes, 'Point to Point'),
      id(catalog.priceTypes, 'Flat Rate'),
    ];
    await addExisting(t, superToken, 'VehicleType', 'vehicleType', siteId, [masters[0]]);
    await addExisting(t, superToken, 'ServiceType', 'serviceType', siteId, [masters[1]]);
    await addExisting(t, superToken, 'PriceType', 'priceType', siteId, [masters[2]]);
    const before = (await get(`/api/fleet/mappingCount?siteId=${siteId}`, superToken)).json().results[0];
    expect(before.countPriceDefinition).toBe(0);
    const body = {
      siteId,
      name: 'Airport flat',
      vehicleTypeId: masters[0],
      serviceTypeId: masters[1],
      priceTypeId: masters[2],
      baseFare: 75,
      isPublished: true,
    };
    const first = await post('/api/priceDefinition/create', superToken, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ setupStatus: 'completed', countKey: 'countPriceDefinition' });
    expect(first.json().results[0]).toMatchObject({ siteId, basis: 'flat', serviceUserType: null });
    const second = await post('/api/priceDefinition/create', superToken, {
      ...body,
      name: 'Airport flat 2',
      isPublished: false,
      isDraft: true,
    });
    expect(second.json().setupStatus).toBeUndefined();
    const after = (await get(`/api/fleet/mappingCount?siteId=${siteId}`, superToken)).json().results[0];
    expect(after.countPriceDefinition).toBe(1);
  });

  it('When the platform administrator creates on the product site, then it answers 422', async () => {
    const res = await post('/api/priceDefinition/create', superToken, perMile());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please choose a provider site first');
  });
});

describe('draft and publish', () => {
  it('When saved as draft, then it is unpublished; publish moves it to Published; a draft save keeps it published', async () => {
    const draft = await create(perMile({ isDraft: true, isPublished: false }));
    expect(draft).toMatchObject({ isDraft: true, isPublished: false });
    const unpublished = (await get('/api/priceDefinition/mappingBySiteId?isPublished=false', providerToken)).json();
    expect(unpublished.results.map((d: { id: number }) => d.id)).toContain(draft.id);
    const published = (await get('/api/priceDefinition/mappingBySiteId?isPublished=true', providerToken)).json();
    expect(published.results.map((d: { id: number }) => d.id)).not.toContain(draft.id);

    const wedding = id(catalog.serviceTypes, 'Wedding');
    const body = {
      ...perMile({ ...PUBLISH, name: draft.name, perMileRate: 3.5, serviceTypeId: wedding }),
      id: draft.id,
    };
    const publish = await post('/api/priceDefinition/update', providerToken, body);
    expect(publish.statusCode).toBe(200);
    expect(publish.json().results[0]).toMatchObject({ isDraft: false, isPublished: true, perMileRate: 3.5 });

    const redraft = await post('/api/priceDefinition/update', providerToken, { ...body, isDraft: true });
    expect(redraft.json().results[0]).toMatchObject({ isDraft: true, isPublished: true });
  });

  it('When a body has neither flag, then it is saved as a draft', async () => {
    const row = await create(perMile({ isDraft: undefined, isPublished: undefined }));
    expect(row).toMatchObject({ isDraft: true, isPublished: false });
  });
});

describe('updating', () => {
  it('When the fleets change, then the new list replaces the old one, and none means every fleet', async () => {
    const sedans = fleets.filter((f) => f.vehicleTypeId === id(catalog.vehicleTypes, 'Sedan'));
    expect(sedans.length).toBeGreaterThan(1);
    const row = await create(perMile({ fleetIds: [sedans[0].id] }));
    const body = { ...perMile({ name: row.name }), id: row.id };
    const two = await post('/api/priceDefinition/update', providerToken, {
      ...body,
      fleetIds: [sedans[1].id, sedans[0].id],
    });
    expect(two.json().results[0].fleetIds).toEqual([sedans[0].id, sedans[1].id].sort((a, b) => a - b));
    const none = await post('/api/priceDefinition/update', providerToken, { ...body, fleetIds: [] });
    expect(none.json().results[0]).toMatchObject({ fleetIds: [], appliesToAllFleets: true });
  });

  it('When the id is missing, then it answers 400', async () => {
    const res = await post('/api/priceDefinition/update', providerToken, perMile());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'Required' });
  });

  it("When another tenant's id is updated, read or toggled, then it answers 404", async () => {
    const mine = await create(perMile());
    const asOther = await post('/api/priceDefinition/update', provider2Token, { ...perMile(), id: mine.id });
    expect(asOther.statusCode).toBe(404);
    expect((await get(`/api/priceDefinition/${mine.id}`, provider2Token)).statusCode).toBe(404);
    expect((await post('/api/priceDefinition/enableDisable', provider2Token, { id: mine.id })).statusCode).toBe(404);
    const unchanged = (await get(`/api/priceDefinition/${mine.id}`, providerToken)).json().results[0];
    expect(unchanged).toMatchObject({ name: mine.name, isEnabled: true });
  });

  it("When a provider names another site's id in the query or body, then it answers 404", async () => {
    const bay = (await get('/api/priceDefinition/mappingBySiteId', provider2Token)).json().results[0];
    expect((await get(`/api/priceDefinition/mappingBySiteId?siteId=${bay.siteId}`, providerToken)).statusCode).toBe(
      404,
    );
    const res = await post('/api/priceDefinition/create', providerToken, perMile({ siteId: bay.siteId }));
    expect(res.statusCode).toBe(404);
  });
});

describe('enable and disable', () => {
  it('When toggled without a flag, then it flips; with a flag, then it takes it; netUserId records who', async () => {
    const row = await create(perMile());
    const off = await post('/api/priceDefinition/enableDisable', providerToken, { id: row.id });
    expect(off.json().results[0]).toMatchObject({ isEnabled: false, netUserId: expect.any(Number) });
    const stillOff = await post('/api/priceDefinition/enableDisable', providerToken, { id: row.id, isEnabled: false });
    expect(stillOff.json().results[0].isEnabled).toBe(false);
    const on = await post('/api/priceDefinition/enableDisable', providerToken, { id: row.id });
    expect(on.json().results[0].isEnabled).toBe(true);
  });
});

describe('reading', () => {
  it('When the list is read, then each row has its names and fleets, sorted by name', async () => {
    const res = await get('/api/priceDefinition/mappingBySiteId', providerToken);
    expect(res.statusCode).toBe(200);
    const rows = res.json().results as { name: string; vehicleType: string; priceType: string; basis: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.vehicleType).toEqual(expect.any(String));
      expect(row.priceType).toEqual(expect.any(String));
      expect(['per mile', 'per hour', 'flat']).toContain(row.basis);
    }
    const names = rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('When a standard user reads the list and one definition, then it answers; changing answers 403', async () => {
    const row = await create(perMile());
    expect((await get('/api/priceDefinition/mappingBySiteId', dispatcherToken)).statusCode).toBe(200);
    const one = await get(`/api/priceDefinition/${row.id}`, dispatcherToken);
    expect(one.json().results[0]).toMatchObject({ id: row.id, name: row.name });
    expect((await post('/api/priceDefinition/create', dispatcherToken, perMile())).statusCode).toBe(403);
    expect((await post('/api/priceDefinition/enableDisable', dispatcherToken, { id: row.id })).statusCode).toBe(403);
  });

  it('When an unknown id is read, then it answers 404', async () => {
    expect((await get('/api/priceDefinition/999999', providerToken)).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/priceDefinition/mappingBySiteId'],
    ['GET', '/api/priceDefinition/1'],
    ['POST', '/api/priceDefinition/create'],
    ['POST', '/api/priceDefinition/update'],
    ['POST', '/api/priceDefinition/enableDisable'],
  ])('When nobody is signed in, %s %s answers 401; a customer gets 403', async (method, url) => {
    const payload = method === 'POST' ? { id: 1 } : undefined;
    const anonymous = await t.app.inject({ method: method as 'GET' | 'POST', url, payload });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload,
      headers: t.bearer(customerToken),
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('for the fleet search and bookings', () => {
  it('When the search asks for a vehicle and service type, then only published enabled prices come, with cents', async () => {
    const vehicleTypeId = id(catalog.vehicleTypes, 'Stretch Limousine');
    const serviceTypeId = id(catalog.serviceTypes, 'Corporate Roadshow');
    const base = { vehicleTypeId, serviceTypeId, priceTypeId: id(catalog.priceTypes, 'Per Mile') };
    const published = await create(perMile({ ...base, ...PUBLISH, baseFare: 30, perMileRate: 5.5, minimumFare: 150 }));
    const draft = await create(perMile({ ...base, isDraft: true, isPublished: false }));
    const disabled = await create(perMile({ ...base, ...PUBLISH, isEnabled: false }));
    expect(disabled).toMatchObject({ isPublished: true, isEnabled: false });

    const found = await priceDefinitionsForSearch(t.db, { siteIds: [published.siteId], vehicleTypeId, serviceTypeId });
    expect(found.map((d) => d.id)).toEqual([published.id]);
    expect(found[0]).toMatchObject({
      siteId: published.siteId,
      basis: 'per mile',
      priceType: 'Per Mile',
      serviceUserType: 'Individual',
      taxPercentage: 10.25,
      fleetIds: [],
      rates: {
        basis: 'per mile',
        baseFareCents: 3000,
        perMileCents: 550,
        perHourCents: 0,
        minimumHours: 0,
        minimumFareCents: 15000,
      },
    });
    const everywhere = await priceDefinitionsForSearch(t.db, {
      siteIds: 'allProviderSites',
      vehicleTypeId,
      serviceTypeId: 0,
    });
    expect(everywhere.map((d) => d.id)).toContain(published.id);
    expect(everywhere.map((d) => d.id)).not.toContain(draft.id);
    const otherSite = await priceDefinitionsForSearch(t.db, {
      siteIds: [published.siteId + 1],
      vehicleTypeId,
      serviceTypeId,
    });
    expect(otherSite.map((d) => d.id)).not.toContain(published.id);
  });

  it("When a booking reads one price, then it gets it on its own site and null on another's", async () => {
    const row = await create(perMile({ isDraft: true, isPublished: false }));
    const mine = await getPriceDefinition(t.db, row.siteId, row.id);
    expect(mine).toMatchObject({ id: row.id, basis: 'per mile', isPublished: false, rates: { perMileCents: 325 } });
    expect(await getPriceDefinition(t.db, row.siteId + 1, row.id)).toBeNull();
  });
});
