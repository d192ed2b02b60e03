import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueHost } from '../../../test/test-app.ts';

let t: TestApp;
let superToken: string;
let providerToken: string;
let dispatcherToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.signIn('superadmin', 'super-admin-portal')).access_token;
  providerToken = (await t.signIn('provider')).access_token;
  dispatcherToken = (await t.signIn('dispatcher')).access_token;
  customerToken = (await t.signIn('customer', 'customer-portal')).access_token;
});
afterAll(() => t.close());

const newSite = (host = uniqueHost()) => ({
  name: 'Acme Cars',
  host,
  typeId: 2,
  title: 'Acme Cars',
  headerColor: '#112233',
  bodyColor: '#FFFFFF',
  preferredLanguageId: 1,
  otherLanguageIds: [2],
});

describe('tenancy by host', () => {
  it('When a provider host asks getSiteIdOfClient, then it answers that site id and colours', async () => {
    const res = await t.app.inject({
      url: '/api/site/getSiteIdOfClient',
      headers: { host: 'citylimo.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    const site = res.json().results[0];
    expect(site.site_id).toBeGreaterThan(4);
    expect(site.site_color).toBe('#1B2A41,#C9A227');
    expect(site.site_title).toContain('City Limo');
    expect(typeof site.access_token).toBe('string');
  });

  it('When the host is unknown, then the default site 4 answers', async () => {
    const res = await t.app.inject({ url: '/api/site/getSiteIdOfClient', headers: { host: 'nobody.example.org' } });
    expect(res.json().results[0].site_id).toBe(4);
  });

  it('When a path is written in another letter case or with a trailing slash, then it still matches', async () => {
    const res = await t.app.inject({ url: '/API/Site/GETSITEIDOFCLIENT/', headers: { host: 'citylimo.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].site_id).toBeGreaterThan(4);
  });
});

describe('site list', () => {
  it('When the platform administrator lists sites, then every site comes back paged with a total', async () => {
    const res = await t.app.inject({ url: '/api/site?page=1&pageSize=10', headers: t.bearer(superToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBeGreaterThanOrEqual(7);
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(body.results[0]).toMatchObject({ id: 1, type: { name: 'System' } });
  });

  it('When searching by host, then only matching hosts are listed', async () => {
    const res = await t.app.inject({ url: '/api/site?host=baychauff', headers: t.bearer(superToken) });
    expect(res.json().results.map((s: { host: string }) => s.host)).toEqual(['baychauffeurs.localhost']);
  });

  it('When a provider lists sites, then it sees only its own', async () => {
    const res = await t.app.inject({ url: '/api/site', headers: t.bearer(providerToken) });
    expect(res.json().results.map((s: { host: string }) => s.host)).toEqual(['citylimo.localhost']);
  });

  it('When nobody is signed in, then the list answers 401 in the error model', async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      errorId: expect.any(String),
      message: expect.any(String),
    });
  });

  it('When a customer asks for the list, then it answers 403', async () => {
    const res = await t.app.inject({ url: '/api/site', headers: t.bearer(customerToken) });
    expect(res.statusCode).toBe(403);
  });

  it('When the token is forged, then it answers 401', async () => {
    const res = await t.app.inject({ url: '/api/site', headers: t.bearer(`${superToken.slice(0, -4)}abcd`) });
    expect(res.statusCode).toBe(401);
  });
});

describe('site create and update', () => {
  it('When the administrator creates a site, then it is stored and resolves by its host', async () => {
    const body = newSite();
    const res = await t.app.inject({ method: 'POST', url: '/api/site', headers: t.bearer(superToken), payload: body });
    expect(res.statusCode).toBe(201);
    const site = res.json().results[0];
    expect(site).toMatchObject({ name: 'Acme Cars', host: body.host, color: '#112233,#FFFFFF', otherlanguageids: '2' });
    expect(site.id).toBeGreaterThan(4);
    const client = await t.app.inject({ url: '/api/site/getSiteIdOfClient', headers: { host: body.host } });
    expect(client.json().results[0].site_id).toBe(site.id);
  });

  it('When the host is already used, then it answers 409 Duplicate Host Name !! and stores nothing', async () => {
    const before = (await t.app.inject({ url: '/api/site', headers: t.bearer(superToken) })).json().totalCount;
    const res = await t.send('POST', '/api/site', superToken, newSite('CityLimo.localhost'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Duplicate Host Name !!', code: 'DUPLICATE_HOST' });
    const after = (await t.app.inject({ url: '/api/site', headers: t.bearer(superToken) })).json().totalCount;
    expect(after).toBe(before);
  });

  it('When the title is longer than 40 characters, then it answers 400 with the rule', async () => {
    const res = await t.send('POST', '/api/site', superToken, { ...newSite(), title: 'x'.repeat(41) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe('Maximum of 40 characters allowed');
  });

  it('When required fields are missing or other languages include the preferred one, then each gets its message', async () => {
    const res = await t.send('POST', '/api/site', superToken, {
      name: '',
      host: '',
      preferredLanguageId: 1,
      otherLanguageIds: [1],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields.name).toBe('Please enter the site name');
    expect(fields.host).toBe('Please enter the host name');
  });

  it('When other languages include the preferred language, then it is refused', async () => {
    const res = await t.send('POST', '/api/site', superToken, {
      ...newSite(),
      preferredLanguageId: 2,
      otherLanguageIds: [2],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.otherLanguageIds).toBe('Other languages must not include the preferred language');
  });

  it('When the preferred language does not exist, then it answers 400 and stores nothing', async () => {
    const res = await t.send('POST', '/api/site', superToken, {
      ...newSite(),
      preferredLanguageId: 999,
      otherLanguageIds: [],
    });
    expect(res.statusCode).toBe(400);
  });

  it('When a provider tries to create a site, then it answers 403', async () => {
    const res = await t.send('POST', '/api/site', providerToken, newSite());
    expect(res.statusCode).toBe(403);
  });

  it('When a provider updates its own site, then the change is saved and the host resolves to the new title', async () => {
    const own = (await t.app.inject({ url: '/api/site', headers: t.bearer(providerToken) })).json().results[0];
    const res = await t.send('PUT', '/api/site', providerToken, {
      ...newSite(own.host),
      id: own.id,
      title: 'City Limo Chicago',
      typeId: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      title: 'City Limo Chicago',
      type: { id: 2 },
      updatedBy: { firstName: 'Olivia' },
    });
  });

  it("When a provider updates another tenant's site, then it answers 404 and nothing changes", async () => {
    const bay = (await t.app.inject({ url: '/api/site?host=baychauffeurs', headers: t.bearer(superToken) })).json()
      .results[0];
    const res = await t.send('PUT', '/api/site', providerToken, {
      ...newSite(bay.host),
      id: bay.id,
      title: 'hijacked',
    });
    expect(res.statusCode).toBe(404);
    const after = (await t.app.inject({ url: `/api/site/${bay.id}`, headers: t.bearer(superToken) })).json().results[0];
    expect(after.title).toBe(bay.title);
  });

  it('When a standard user tries to update the site, then it answers 403', async () => {
    const own = (await t.app.inject({ url: '/api/site', headers: t.bearer(dispatcherToken) })).json().results[0];
    const res = await t.send('PUT', '/api/site', dispatcherToken, { ...newSite(own.host), id: own.id });
    expect(res.statusCode).toBe(403);
  });
});

describe('one site, SetSiteId and duplicate host check', () => {
  it("When a provider reads another tenant's site by id, then it answers 404", async () => {
    const res = await t.app.inject({ url: '/api/site/6', headers: t.bearer(providerToken) });
    expect(res.statusCode).toBe(404);
  });

  it('When the administrator reads a provider site, then it carries the service provider', async () => {
    const res = await t.app.inject({ url: '/api/site/5', headers: t.bearer(superToken) });
    expect(res.json().results[0].serviceProvider).toMatchObject({ name: 'City Limo LLC' });
  });

  it('When the id is not a number, then it answers 400', async () => {
    const res = await t.app.inject({ url: '/api/site/abc', headers: t.bearer(superToken) });
    expect(res.statusCode).toBe(400);
  });

  it('When the administrator picks a site with SetSiteId, then it answers that site', async () => {
    const res = await t.app.inject({ url: '/api/site/SetSiteId?siteId=6', headers: t.bearer(superToken) });
    expect(res.json().results[0].id).toBe(6);
  });

  it('When checking a host that is taken, then isDuplicate is true; excluding its own site, false', async () => {
    const taken = await t.app.inject({
      url: '/api/site/checkDuplicateHostName?hostName=CITYLIMO.localhost',
      headers: t.bearer(superToken),
    });
    expect(taken.json().results[0]).toMatchObject({ isDuplicate: true, message: 'Duplicate Host Name !!' });
    const own = await t.app.inject({
      url: '/api/site/checkDuplicateHostName?hostName=citylimo.localhost&siteId=5',
      headers: t.bearer(superToken),
    });
    expect(own.json().results[0].isDuplicate).toBe(false);
  });
});

describe('languages and licences', () => {
  it('When the languages are asked for, then English and Spanish are among them', async () => {
    const res = await t.app.inject({ url: '/api/language/getMasterData' });
    expect(res.json().results).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'English', locale: 'en' },
        { id: 2, name: 'Spanish', locale: 'es' },
      ]),
    );
  });

  it('When a visitor sets a language the site offers, then it is answered; one it does not, 400', async () => {
    const ok = await t.app.inject({
      url: '/api/site/setlanguage?languageId=2',
      headers: { host: 'citylimo.localhost' },
    });
    expect(ok.json().results[0].locale).toBe('es');
    const refused = await t.app.inject({
      url: '/api/site/setlanguage?languageId=2',
      headers: { host: 'lonestarcars.localhost' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('When a provider records and updates a licence, then the site shows it', async () => {
    const created = await t.send('POST', '/api/site/createserviceproviderlicense', providerToken, {
      licenseNumber: 'TNP-2291',
      licenseType: 'Livery',
      issuedOn: '2025-01-10',
      expiresOn: '2027-01-10',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().results[0].id;
    const updated = await t.send('POST', '/api/site/updateserviceproviderlicense', providerToken, {
      id,
      licenseNumber: 'TNP-2291-B',
      licenseType: 'Livery',
    });
    expect(updated.json().results[0].licenseNumber).toBe('TNP-2291-B');
    const site = (await t.app.inject({ url: '/api/site/5', headers: t.bearer(providerToken) })).json().results[0];
    expect(site.serviceProviderLicense[0].licenseNumber).toBe('TNP-2291-B');
  });

  it("When a provider updates another site's licence, then it answers 404", async () => {
    const created = await t.send('POST', '/api/site/createserviceproviderlicense', superToken, {
      siteId: 6,
      licenseNumber: 'BAY-1',
      licenseType: 'Livery',
    });
    const res = await t.send('POST', '/api/site/updateserviceproviderlicense', providerToken, {
      id: created.json().results[0].id,
      siteId: 6,
      licenseNumber: 'x',
      licenseType: 'y',
    });
    expect(res.statusCode).toBe(404);
  });

  it('When the licence date is not a date, then it answers 400', async () => {
    const res = await t.send('POST', '/api/site/createserviceproviderlicense', providerToken, {
      licenseNumber: 'A',
      licenseType: 'B',
      issuedOn: 'yesterday',
    });
    expect(res.statusCode).toBe(400);
  });
});
