import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newProviderSite } from '../../../test/fixtures/pricing-catalog.ts';
import { expectOnlyFirstCompletes, setupCount } from '../../../test/master-data.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sitesServingState, statesServedBySite } from './service-locations.service.ts';

let t: TestApp;
let superToken: string;
let providerToken: string;
let provider2Token: string;
let provider3Token: string;
let dispatcherToken: string;
let customerToken: string;
let citySiteId: number;
let lonestarSiteId: number;

type Location = {
  id: number;
  siteId: number;
  state: string;
  stateName: string;
  city: string | null;
  isEnabled: boolean;
};

const CITY = 'citylimo.localhost';
const LONESTAR = 'lonestarcars.localhost';

const post = (url: string, token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.bearer(token) : {}, payload: payload as object });
const get = (url: string, opts: { token?: string; host?: string } = {}) =>
  t.app.inject({
    url,
    headers: { ...(opts.token ? t.bearer(opts.token) : {}), ...(opts.host ? { host: opts.host } : {}) },
  });

const locationsOf = async (token: string) =>
  (await get('/api/ServiceLocation/mappingBySiteId', { token })).json().results as Location[];

const validate = async (address: string, host = 'localhost', token?: string) => {
  const res = await get(`/api/ServiceLocation/validateServiceLocation?pickuplocation=${encodeURIComponent(address)}`, {
    host,
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0] as {
    isServiceable: boolean;
    state: string | null;
    city: string | null;
    siteIds: number[];
  };
};

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.signIn('superadmin', 'super-admin-portal')).access_token;
  providerToken = (await t.signIn('provider')).access_token;
  provider2Token = (await t.signIn('provider2')).access_token;
  provider3Token = (await t.signIn('provider3')).access_token;
  dispatcherToken = (await t.signIn('dispatcher')).access_token;
  customerToken = (await t.signIn('customer', 'customer-portal')).access_token;
  citySiteId = (await locationsOf(providerToken))[0].siteId;
  lonestarSiteId = (await locationsOf(provider3Token))[0].siteId;
});
afterAll(() => t.close());

describe('the demo service locations', () => {
  it('When each provider lists its locations, then City Limo serves Illinois and Lone Star Texas and Oklahoma', async () => {
    expect((await locationsOf(providerToken)).map((l) => [l.state, l.city])).toEqual([['IL', null]]);
    expect((await locationsOf(provider2Token)).map((l) => l.state)).toEqual(['CA']);
    const lonestar = await locationsOf(provider3Token);
    expect(lonestar.map((l) => [l.state, l.stateName])).toEqual([
      ['OK', 'Oklahoma'],
      ['TX', 'Texas'],
    ]);
    expect(lonestar[0]).toMatchObject({ isEnabled: true, createdBy: { firstName: 'Rosa' } });
  });

  it('When the search module asks, then the states of a site and the sites of a state answer', async () => {
    expect(await statesServedBySite(t.db, lonestarSiteId)).toEqual(['OK', 'TX']);
    expect(await sitesServingState(t.db, 'tx')).toEqual([lonestarSiteId]);
    expect(await sitesServingState(t.db, 'NY')).toEqual([]);
  });
});

describe('creating, toggling and deleting', () => {
  it('When a provider adds a state in lower case, then it is stored as its code and answers 201', async () => {
    const res = await post('/api/ServiceLocation/create', providerToken, { state: 'in' });
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({ state: 'IN', stateName: 'Indiana', city: null, isEnabled: true });
    expect(res.json().setupStatus).toBeUndefined();
  });

  it('When a city of a state is added, then it is kept beside the whole state; the same again is 409', async () => {
    const city = await post('/api/ServiceLocation/create', providerToken, { state: 'WI', city: '  Milwaukee ' });
    expect(city.statusCode).toBe(201);
    expect(city.json().results[0]).toMatchObject({ state: 'WI', city: 'Milwaukee' });
    const again = await post('/api/ServiceLocation/create', providerToken, { state: 'wi', city: 'MILWAUKEE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This service location is already on this site');
    const whole = await post('/api/ServiceLocation/create', providerToken, { state: 'IL' });
    expect(whole.statusCode).toBe(409);
  });

  it.each([
    [{}, 'state', 'Please choose the state'],
    [{ state: 'XX' }, 'state', 'Please choose the state'],
    [{ state: 'DC' }, 'state', 'Please choose the state'],
    [{ state: 'TX', city: 'x'.repeat(101) }, 'city', 'Maximum of 100 characters allowed'],
  ])('When the body is %j, then it answers 400 with the %s message', async (body, field, message) => {
    const res = await post('/api/ServiceLocation/create', providerToken, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('When the first location of a site is added, then it answers setupStatus completed and the count is 1', async () => {
    const { siteId } = await newProviderSite(t, superToken);
    expect(await setupCount(t, superToken, siteId, 'countServiceLocation')).toBe(0);
    await expectOnlyFirstCompletes('countServiceLocation', (nth) =>
      post('/api/ServiceLocation/create', superToken, { siteId, state: nth === 1 ? 'NY' : 'NJ' }),
    );
    expect(await setupCount(t, superToken, siteId, 'countServiceLocation')).toBe(1);
  });

  it('When a location is disabled, then the area stops being served; enabled again, it is served', async () => {
    const ok = (await locationsOf(provider3Token)).find((l) => l.state === 'OK')!;
    const off = await post('/api/ServiceLocation/enableDisable', provider3Token, { id: ok.id });
    expect(off.json().results[0].isEnabled).toBe(false);
    expect((await validate('Tulsa, OK 74103')).isServiceable).toBe(false);
    expect(await statesServedBySite(t.db, lonestarSiteId)).toEqual(['TX']);
    const on = await post('/api/ServiceLocation/enableDisable', provider3Token, { id: ok.id, isEnabled: true });
    expect(on.json().results[0].isEnabled).toBe(true);
    expect((await validate('Tulsa, OK 74103')).siteIds).toEqual([lonestarSiteId]);
  });

  it('When a location is deleted, then it is gone; deleting it again answers 404', async () => {
    const created = (await post('/api/ServiceLocation/create', providerToken, { state: 'MI' })).json().results[0];
    const res = await post('/api/ServiceLocation/delete', providerToken, { id: created.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ id: created.id, state: 'MI' });
    expect((await locationsOf(providerToken)).some((l) => l.id === created.id)).toBe(false);
    expect((await post('/api/ServiceLocation/delete', providerToken, { id: created.id })).statusCode).toBe(404);
  });

  it("When another tenant's location is toggled or deleted, or its site named, then it answers 404", async () => {
    const il = (await locationsOf(providerToken)).find((l) => l.state === 'IL')!;
    expect((await post('/api/ServiceLocation/enableDisable', provider2Token, { id: il.id })).statusCode).toBe(404);
    expect((await post('/api/ServiceLocation/delete', provider2Token, { id: il.id })).statusCode).toBe(404);
    expect(
      (await get(`/api/ServiceLocation/mappingBySiteId?siteId=${citySiteId}`, { token: provider2Token })).statusCode,
    ).toBe(404);
    expect((await locationsOf(providerToken)).find((l) => l.id === il.id)).toMatchObject({ isEnabled: true });
  });

  it('When a standard user lists, then it answers; changing answers 403', async () => {
    expect((await get('/api/ServiceLocation/mappingBySiteId', { token: dispatcherToken })).statusCode).toBe(200);
    expect((await post('/api/ServiceLocation/create', dispatcherToken, { state: 'OH' })).statusCode).toBe(403);
  });

  it.each([
    ['GET', '/api/ServiceLocation/mappingBySiteId'],
    ['POST', '/api/ServiceLocation/create'],
    ['POST', '/api/ServiceLocation/enableDisable'],
    ['POST', '/api/ServiceLocation/delete'],
  ])('When nobody is signed in, %s %s answers 401; a customer gets 403', async (method, url) => {
    const payload = method === 'POST' ? { id: 1, state: 'OH' } : undefined;
    const m = method as 'GET' | 'POST';
    expect((await t.app.inject({ method: m, url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: m, url, payload, headers: t.bearer(customerToken) })).statusCode).toBe(403);
  });
});

describe('validateServiceLocation', () => {
  it('When a guest on City Limo enters a Chicago address, then it is serviceable by that site', async () => {
    const result = await validate('233 S Wacker Dr, Chicago, IL 60606, USA', CITY);
    expect(result).toEqual({
      isServiceable: true,
      state: 'IL',
      stateName: 'Illinois',
      city: 'Chicago',
      siteIds: [citySiteId],
    });
  });

  it('When a guest on City Limo enters an Austin address, then it is not serviceable there', async () => {
    const result = await validate('2100 E 7th St, Austin, TX 78702', CITY);
    expect(result).toMatchObject({ isServiceable: false, state: 'TX', siteIds: [] });
  });

  it('When the product site is asked, then every provider serving the state answers', async () => {
    expect(await validate('Austin TX')).toMatchObject({ isServiceable: true, state: 'TX', siteIds: [lonestarSiteId] });
    expect(await validate('Oklahoma City, Oklahoma')).toMatchObject({ state: 'OK', siteIds: [lonestarSiteId] });
    expect(await validate('Boise, ID 83702')).toMatchObject({ isServiceable: false, state: 'ID', siteIds: [] });
  });

  it('When a provider serves only a city of a state, then that city is served and the rest of the state is not', async () => {
    const created = await post('/api/ServiceLocation/create', provider3Token, { state: 'NM', city: 'Santa Fe' });
    expect(created.statusCode).toBe(201);
    expect((await validate('100 Cathedral Pl, Santa Fe, NM 87501')).siteIds).toEqual([lonestarSiteId]);
    expect((await validate('Santa Fe NM')).siteIds).toEqual([lonestarSiteId]);
    expect((await validate('Albuquerque, NM')).isServiceable).toBe(false);
    await post('/api/ServiceLocation/delete', provider3Token, { id: created.json().results[0].id });
  });

  it('When the address names no state, then it is not serviceable and the state is null', async () => {
    expect(await validate('somewhere nice')).toMatchObject({ isServiceable: false, state: null, siteIds: [] });
  });

  it("When a site's provider is not approved (no company yet), then its locations do not count", async () => {
    const { siteId } = await newProviderSite(t, superToken);
    expect((await post('/api/ServiceLocation/create', superToken, { siteId, state: 'VT' })).statusCode).toBe(201);
    expect(await validate('Burlington, VT')).toMatchObject({ isServiceable: false, state: 'VT', siteIds: [] });
  });

  it('When staff validate, then their own site answers', async () => {
    expect((await validate('Springfield, IL', 'localhost', providerToken)).siteIds).toEqual([citySiteId]);
    expect((await validate('Dallas, TX', 'localhost', providerToken)).isServiceable).toBe(false);
  });

  it('When the pickup location is missing, then it answers 400 with the message', async () => {
    const res = await get('/api/ServiceLocation/validateServiceLocation', { host: CITY });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter the pickup location');
  });
});

describe('providers and states for travellers', () => {
  it('When travellers ask for the providers of Texas, then Lone Star answers with its contact', async () => {
    const res = await get('/api/site/getallserviceproviderbystate?state=tx');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        siteId: lonestarSiteId,
        name: 'Lone Star Cars Co.',
        siteName: 'Lone Star Cars',
        title: 'Lone Star Cars — Austin & Dallas',
        host: LONESTAR,
        phone: '512-555-0119',
        email: 'book@lonestarcars.example',
      },
    ]);
  });

  it('When a state nobody bookable serves is asked, then the list is empty; an unknown state answers 400', async () => {
    const { siteId } = await newProviderSite(t, superToken);
    await post('/api/ServiceLocation/create', superToken, { siteId, state: 'ME' });
    expect((await get('/api/site/getallserviceproviderbystate?state=ME')).json().results).toEqual([]);
    const bad = await get('/api/site/getallserviceproviderbystate?state=ZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a valid state');
  });

  it('When travellers ask for the states of all providers, then each bookable state answers once, by name', async () => {
    const res = await get('/api/site/getstatesofallserviceproviders');
    expect(res.statusCode).toBe(200);
    const states = res.json().results as { state: string; code: string; name: string }[];
    const codes = states.map((s) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'IL', 'OK', 'TX']));
    expect(codes).not.toContain('ME');
    expect(new Set(codes).size).toBe(codes.length);
    expect(states.find((s) => s.code === 'CA')).toEqual({ state: 'CA', code: 'CA', name: 'California' });
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('customersiteid', () => {
  it('When asked on a provider host, then the site id answers as a provider site; on the product site, site 4', async () => {
    const city = await get('/api/customersiteid', { host: CITY });
    expect(city.statusCode).toBe(200);
    expect(city.json().results[0]).toMatchObject({ siteId: citySiteId, isProviderSite: true });
    const product = await get('/api/customersiteid', { host: 'localhost' });
    expect(product.json().results[0]).toMatchObject({ siteId: 4, isProviderSite: false });
  });
});
