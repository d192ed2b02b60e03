import { describe, expect, it } from 'vitest';
import {
  catalog,
  create,
  fleets,
  get,
  id,
  PUBLISH,
  perMile,
  post,
  startPriceDefinitionsApp,
  t,
  tokens,
} from '../../../test/suites/price-definitions-suite.ts';
import { getPriceDefinition, priceDefinitionsForSearch } from './price-definitions.service.ts';

startPriceDefinitionsApp();

describe('draft and publish', () => {
  it('When saved as draft, then it is unpublished; publish moves it to Published; a draft save keeps it published', async () => {
    const draft = await create(perMile({ isDraft: true, isPublished: false }));
    expect(draft).toMatchObject({ isDraft: true, isPublished: false });
    const unpublished = (await get('/api/priceDefinition/mappingBySiteId?isPublished=false', tokens.provider)).json();
    expect(unpublished.results.map((d: { id: number }) => d.id)).toContain(draft.id);
    const published = (await get('/api/priceDefinition/mappingBySiteId?isPublished=true', tokens.provider)).json();
    expect(published.results.map((d: { id: number }) => d.id)).not.toContain(draft.id);

    const wedding = id(catalog.serviceTypes, 'Wedding');
    const body = {
      ...perMile({ ...PUBLISH, name: draft.name, perMileRate: 3.5, serviceTypeId: wedding }),
      id: draft.id,
    };
    const publish = await post('/api/priceDefinition/update', tokens.provider, body);
    expect(publish.statusCode).toBe(200);
    expect(publish.json().results[0]).toMatchObject({ isDraft: false, isPublished: true, perMileRate: 3.5 });

    const redraft = await post('/api/priceDefinition/update', tokens.provider, { ...body, isDraft: true });
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
    const two = await post('/api/priceDefinition/update', tokens.provider, {
      ...body,
      fleetIds: [sedans[1].id, sedans[0].id],
    });
    expect(two.json().results[0].fleetIds).toEqual([sedans[0].id, sedans[1].id].sort((a, b) => a - b));
    const none = await post('/api/priceDefinition/update', tokens.provider, { ...body, fleetIds: [] });
    expect(none.json().results[0]).toMatchObject({ fleetIds: [], appliesToAllFleets: true });
  });

  it('When the id is missing, then it answers 400', async () => {
    const res = await post('/api/priceDefinition/update', tokens.provider, perMile());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ id: 'Required' });
  });

  it("When another tenant's id is updated, read or toggled, then it answers 404", async () => {
    const mine = await create(perMile());
    const asOther = await post('/api/priceDefinition/update', tokens.provider2, { ...perMile(), id: mine.id });
    expect(asOther.statusCode).toBe(404);
    expect((await get(`/api/priceDefinition/${mine.id}`, tokens.provider2)).statusCode).toBe(404);
    expect((await post('/api/priceDefinition/enableDisable', tokens.provider2, { id: mine.id })).statusCode).toBe(404);
    const unchanged = (await get(`/api/priceDefinition/${mine.id}`, tokens.provider)).json().results[0];
    expect(unchanged).toMatchObject({ name: mine.name, isEnabled: true });
  });

  it("When a provider names another site's id in the query or body, then it answers 404", async () => {
    const bay = (await get('/api/priceDefinition/mappingBySiteId', tokens.provider2)).json().results[0];
    expect((await get(`/api/priceDefinition/mappingBySiteId?siteId=${bay.siteId}`, tokens.provider)).statusCode).toBe(
      404,
    );
    const res = await post('/api/priceDefinition/create', tokens.provider, perMile({ siteId: bay.siteId }));
    expect(res.statusCode).toBe(404);
  });
});

describe('enable and disable', () => {
  it('When toggled without a flag, then it flips; with a flag, then it takes it; netUserId records who', async () => {
    const row = await create(perMile());
    const off = await post('/api/priceDefinition/enableDisable', tokens.provider, { id: row.id });
    expect(off.json().results[0]).toMatchObject({ isEnabled: false, netUserId: expect.any(Number) });
    const stillOff = await post('/api/priceDefinition/enableDisable', tokens.provider, {
      id: row.id,
      isEnabled: false,
    });
    expect(stillOff.json().results[0].isEnabled).toBe(false);
    const on = await post('/api/priceDefinition/enableDisable', tokens.provider, { id: row.id });
    expect(on.json().results[0].isEnabled).toBe(true);
  });
});

describe('reading', () => {
  it('When the list is read, then each row has its names and fleets, sorted by name', async () => {
    const res = await get('/api/priceDefinition/mappingBySiteId', tokens.provider);
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
    expect((await get('/api/priceDefinition/mappingBySiteId', tokens.dispatcher)).statusCode).toBe(200);
    const one = await get(`/api/priceDefinition/${row.id}`, tokens.dispatcher);
    expect(one.json().results[0]).toMatchObject({ id: row.id, name: row.name });
    expect((await post('/api/priceDefinition/create', tokens.dispatcher, perMile())).statusCode).toBe(403);
    expect((await post('/api/priceDefinition/enableDisable', tokens.dispatcher, { id: row.id })).statusCode).toBe(403);
  });

  it('When an unknown id is read, then it answers 404', async () => {
    expect((await get('/api/priceDefinition/999999', tokens.provider)).statusCode).toBe(404);
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
      headers: t.bearer(tokens.customer),
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
