import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { createEmptySite, expectOnlyFirstCompletes, uniqueName } from '../../../test/master-data.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: DemoTokens;

beforeAll(async () => ({ t, tokens } = await appWithDemoRoles()));
afterAll(() => t.close());

const garage = (overrides: Record<string, unknown> = {}) => ({
  garageName: uniqueName('River North Garage'),
  garageAddress: '401 N Wabash Ave, Chicago, IL 60611',
  allowedDistanceValue: '25.5',
  surchargeCost: 18.75,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload: payload as object });

const create = async (
  body: Record<string, unknown> = {},
  token = tokens.provider,
  url = '/api/garagelocation/create',
) => {
  const res = await call('POST', url, token, garage(body));
  expect(res.statusCode).toBe(201);
  return res.json().results[0];
};

describe('garage locations', () => {
  it('When a provider saves a garage as draft, then defaults, decimals and the geocoded address answer', async () => {
    const created = await create({ isDraft: true });
    expect(created).toMatchObject({
      allowedDistanceValue: 25.5,
      allowedDistanceUnit: 'Mile',
      surchargeCost: 18.75,
      surchargeUnit: 'US Dollars',
      geocodeStatus: 'located',
      isDraft: true,
      isPublished: false,
      isEnabled: true,
      createdBy: { firstName: 'Olivia' },
      siteId: 5,
    });
    // 401 N Wabash Ave, Chicago, IL 60611 resolves to the 60611 ZIP code centre.
    expect(created.latitude).toBeCloseTo(41.89, 1);
    expect(created.longitude).toBeCloseTo(-87.62, 1);
  });

  it('When a garage is created through POST api/garagelocation and published, then it is listed among the published', async () => {
    const created = await create({ isPublished: true }, tokens.provider, '/api/garagelocation');
    expect(created).toMatchObject({ isDraft: false, isPublished: true });
    for (const url of [
      '/api/garagelocation?isPublished=true',
      '/api/garagelocation/mappingBySiteId?isPublished=true',
    ]) {
      const ids = (await call('GET', url, tokens.provider)).json().results.map((g: { id: number }) => g.id);
      expect(ids).toContain(created.id);
    }
    const drafts = (await call('GET', '/api/garagelocation?isPublished=false', tokens.provider)).json().results;
    expect(drafts.map((g: { id: number }) => g.id)).not.toContain(created.id);
  });

  it('When a published garage is saved as draft, then it stays published with a draft pending; publish clears it', async () => {
    const created = await create({ isPublished: true });
    const body = { ...garage({ garageName: created.garageName }), id: created.id };
    const drafted = await call('POST', '/api/garagelocation/update', tokens.provider, { ...body, isDraft: true });
    expect(drafted.json().results[0]).toMatchObject({
      isDraft: true,
      isPublished: true,
      updatedBy: { firstName: 'Olivia' },
    });
    const published = await call('PUT', '/api/garagelocation', tokens.provider, {
      ...body,
      isPublished: true,
      surchargeCost: '40',
    });
    expect(published.json().results[0]).toMatchObject({ isDraft: false, isPublished: true, surchargeCost: 40 });
  });

  it('When required fields are missing or not numbers, then each gets its message and nothing is stored', async () => {
    const before = (await call('GET', '/api/garagelocation', tokens.provider)).json().results.length;
    const res = await call('POST', '/api/garagelocation/create', tokens.provider, {
      garageName: '',
      allowedDistanceValue: 'far',
      surchargeCost: '',
      surchargeUnit: 'Euros',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      garageName: 'Please enter the garage name',
      garageAddress: 'Please enter the garage address',
      allowedDistanceValue: 'Please enter the allowed distance',
      surchargeCost: 'Please enter the surcharge cost',
      surchargeUnit: 'Please choose the surcharge unit',
    });
    expect((await call('GET', '/api/garagelocation', tokens.provider)).json().results.length).toBe(before);
  });

  it('When an update carries no id, then it answers 400', async () => {
    const res = await call('POST', '/api/garagelocation/update', tokens.provider, garage());
    expect(res.statusCode).toBe(400);
  });

  it('When a provider disables a garage, then netUserId records who, and the fleet form no longer offers it', async () => {
    const created = await create({ isPublished: true });
    const offered = async () =>
      (await call('GET', '/api/garagelocation/getGarageLocationForFleetsBySiteId', tokens.provider))
        .json()
        .results.map((g: { id: number }) => g.id);
    expect(await offered()).toContain(created.id);
    const disabled = await call('POST', '/api/garagelocation/enableDisable', tokens.provider, {
      ...created,
      isEnabled: false,
      netUserId: 999,
    });
    expect(disabled.json().results[0]).toMatchObject({ isEnabled: false, netUserId: 2 });
    expect(await offered()).not.toContain(created.id);
    const toggled = await call('POST', '/api/garagelocation/enableDisable', tokens.provider, { id: created.id });
    expect(toggled.json().results[0].isEnabled).toBe(true);
    expect(await offered()).toContain(created.id);
  });

  it('When the fleet form asks for garages, then drafts are left out', async () => {
    const draft = await create({ isDraft: true });
    const ids = (await call('GET', '/api/garagelocation/getGarageLocationForFleetsBySiteId', tokens.dispatcher))
      .json()
      .results.map((g: { id: number }) => g.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
  });

  it("When another provider updates, toggles or lists this site's garages, then it answers 404", async () => {
    const created = await create();
    const update = await call('PUT', '/api/garagelocation', tokens.provider2, { ...garage(), id: created.id });
    expect(update.statusCode).toBe(404);
    const toggle = await call('POST', '/api/garagelocation/enableDisable', tokens.provider2, { id: created.id });
    expect(toggle.statusCode).toBe(404);
    const list = await call('GET', '/api/garagelocation?siteId=5', tokens.provider2);
    expect(list.statusCode).toBe(404);
    const theirs = (await call('GET', '/api/garagelocation', tokens.provider2)).json().results;
    expect(theirs.map((g: { id: number }) => g.id)).not.toContain(created.id);
  });

  it('When a standard user writes, a customer reads, or nobody is signed in, then 403, 403 and 401', async () => {
    expect((await call('POST', '/api/garagelocation/create', tokens.dispatcher, garage())).statusCode).toBe(403);
    expect((await call('GET', '/api/garagelocation', tokens.dispatcher)).statusCode).toBe(200);
    expect((await call('GET', '/api/garagelocation', tokens.customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/garagelocation/mappingBySiteId')).statusCode).toBe(401);
  });

  it("When a site's first garage is created, then the answer says completed; the second does not", async () => {
    const siteId = await createEmptySite(t, tokens.superadmin);
    const first = await expectOnlyFirstCompletes('countGarageLocation', () =>
      call('POST', '/api/garagelocation/create', tokens.superadmin, { ...garage(), siteId }),
    );
    expect(first.json().results[0].siteId).toBe(siteId);
  });

  it('When the administrator has not chosen a provider site, then creating a garage answers 422', async () => {
    const res = await call('POST', '/api/garagelocation/create', tokens.superadmin, garage());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please choose a provider site first');
  });
});
