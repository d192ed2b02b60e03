import { sharedRecordMessage } from '@ridedesk/domain/master-data/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { sampleMaster, uniqueName } from '../../../test/master-data.ts';
import type { TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let tokens: DemoTokens;

beforeAll(async () => ({ t, tokens } = await appWithDemoRoles()));
afterAll(() => t.close());

type Mapping = { id: number; siteId: number; isEnabled: boolean; [kind: string]: unknown };
const CITY = { host: 'citylimo.localhost' };

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(token), payload: payload as object });
const put = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: t.bearer(token), payload: payload as object });
const namesOf = (results: Mapping[], kind: string) => results.map((m) => (m[kind] as { name: string }).name);
const codesOf = (results: Mapping[]) => results.map((m) => (m.airport as { code: string }).code).sort();

describe('vehicle types', () => {
  it('When the name has 51 characters, then it answers 400 with the 50 characters tooltip', async () => {
    const res = await post('/api/vehicleType/createVehicleTypeSiteMapping', tokens.provider, {
      ...sampleMaster('vehicleType', 'x'.repeat(51)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe('Maximum of 50 characters allowed');
  });

  it('When the picture is not one of the 17, then it is refused; when none is chosen, it is No Image', async () => {
    const bad = await post('/api/vehicleType/createVehicleTypeSiteMapping', tokens.provider, {
      name: uniqueName('Van'),
      description: 'd',
      imageFileName: '../../etc/passwd',
    });
    expect(bad.json().fields.imageFileName).toBe('Please choose a vehicle image from the list');
    const none = await post('/api/vehicleType/createVehicleTypeSiteMapping', tokens.provider, {
      name: uniqueName('Van'),
      description: 'd',
    });
    expect(none.json().results[0]).toMatchObject({
      imageFileName: 'No Image',
      vehicleType: { imageFileName: 'No Image' },
    });
  });

  it('When a provider picks a picture, then the mapping and its master carry the file name', async () => {
    const res = await post('/api/vehicleType/createVehicleTypeSiteMapping', tokens.provider, {
      name: uniqueName('Trolley'),
      description: 'Vintage trolley',
      imageFileName: 'Trolley 30-34 Passengers',
      isPublished: true,
    });
    expect(res.json().results[0]).toMatchObject({
      imageFileName: 'Trolley 30-34 Passengers',
      vehicleType: { imageFileName: 'Trolley 30-34 Passengers', isPublished: true },
    });
  });

  it('When a path is written in another case or with a trailing slash, then it still answers', async () => {
    const res = await get('/API/VEHICLETYPE/MAPPINGBYSITEID/', t.bearer(tokens.provider));
    expect(res.statusCode).toBe(200);
    expect(namesOf(res.json().results, 'vehicleType')).toContain('Executive SUV');
  });
});

describe('records shared after the fact', () => {
  it('When another site maps a provider’s own record, then it is shared for the creator too and its edit answers 422', async () => {
    const created = await post('/api/amenity/createAmenitySiteMapping', tokens.provider, {
      name: uniqueName('Massage Seats'),
      description: 'Heated massage seats',
      isPublished: true,
    });
    const mapping = created.json().results[0];
    // The platform opens the site's record to everyone; another provider adds it.
    const opened = await put('/api/amenity', tokens.superadmin, {
      ...mapping.amenity,
      isAvailableForOtherSites: true,
      isPublished: true,
    });
    expect(opened.json().results[0].isAvailableForOtherSites).toBe(true);
    const added = await post('/api/amenity/createMappingForExistingMasterAmenity', tokens.provider2, [
      { id: mapping.amenity.id },
    ]);
    expect(added.statusCode).toBe(201);
    expect(added.json().results[0].isMappedToOtherSites).toBe(true);

    const own = (await get('/api/amenity/mappingBySiteId', t.bearer(tokens.provider))).json().results as Mapping[];
    expect(own.find((m) => m.id === mapping.id)).toMatchObject({
      isMappedToOtherSites: true,
      isPrimarySiteMapping: true,
    });
    const edit = await put('/api/amenity/updateAmenitySiteMapping', tokens.provider, {
      id: mapping.id,
      name: 'Changed',
      description: 'Changed',
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe(sharedRecordMessage('amenity'));
  });

  it('When a provider lists masters, then it sees the shared catalogue and its own, not another site’s own', async () => {
    const theirs = await post('/api/amenity/createAmenitySiteMapping', tokens.provider2, {
      name: uniqueName('Bay Fog Machine'),
      description: 'd',
      isPublished: true,
    });
    const ours = await post('/api/amenity/createAmenitySiteMapping', tokens.provider, {
      name: uniqueName('Deep Dish Snacks'),
      description: 'd',
    });
    const ids = (await get('/api/amenity', t.bearer(tokens.provider))).json().results.map((m: { id: number }) => m.id);
    expect(ids).toContain(ours.json().results[0].amenity.id);
    expect(ids).not.toContain(theirs.json().results[0].amenity.id);
    const names = (await get('/api/amenity', t.bearer(tokens.dispatcher)))
      .json()
      .results.map((m: { name: string }) => m.name);
    expect(names).toContain('WiFi');
  });
});

describe('airports', () => {
  it('When the code has 4 characters, the state is not a US state or the zip is not 5 digits, then each is refused', async () => {
    const res = await post('/api/airport/createAirportSiteMapping', tokens.provider, {
      ...sampleMaster('airport'),
      code: 'KORD',
      state: 'XX',
      zipCode: '6066',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      code: 'Maximum of 3 characters allowed',
      state: 'Please choose the state',
      zipCode: 'Please enter a 5 digit zip code',
    });
  });

  it('When every field is given in lower case, then code and state are stored as capitals', async () => {
    const res = await post('/api/airport', tokens.superadmin, {
      ...sampleMaster('airport'),
      code: 'pia',
      state: 'il',
      isPublished: true,
    });
    expect(res.json().results[0]).toMatchObject({ code: 'PIA', state: 'IL', country: 'USA' });
  });

  it('When a traveller on the default site asks for airports of a state, then every provider’s airports there answer', async () => {
    const texas = await get('/api/airport/getAirportBySiteIdOrState?state=TX');
    expect(texas.statusCode).toBe(200);
    expect(codesOf(texas.json().results)).toEqual(['AUS', 'DAL', 'DFW', 'IAH']);
    const all = await get('/api/airport/getAllEnabledSiteMappingAirports');
    expect(codesOf(all.json().results)).toEqual(expect.arrayContaining(['ORD', 'SFO', 'AUS']));
    expect(codesOf(all.json().results)).not.toContain('HOU');
  });

  it('When a provider host asks, then only its own airports answer, and another state gives none', async () => {
    expect(codesOf((await get('/api/airport/getAirportBySiteIdOrState', CITY)).json().results)).toEqual(['MDW', 'ORD']);
    expect((await get('/api/airport/getAirportBySiteIdOrState?state=TX', CITY)).json().results).toEqual([]);
    expect(codesOf((await get('/api/airport/getAllEnabledSiteMappingAirports', CITY)).json().results)).toEqual([
      'MDW',
      'ORD',
    ]);
  });

  it('When the state is not a US state, then it answers 400', async () => {
    const res = await get('/api/airport/getAirportBySiteIdOrState?state=ZZ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a valid state');
  });

  it('When a provider disables an airport, then getEnabledAirtportsBySiteId leaves it out; enabling brings it back', async () => {
    const mappings = (await get('/api/airport/mappingBySiteId', t.bearer(tokens.provider2))).json()
      .results as Mapping[];
    const oak = mappings.find((m) => (m.airport as { code: string }).code === 'OAK')!;
    await post('/api/airport/enableDisableAirportSiteMapping', tokens.provider2, { id: oak.id, isEnabled: false });
    const enabled = await get('/api/airport/getEnabledAirtportsBySiteId', t.bearer(tokens.provider2));
    expect(codesOf(enabled.json().results)).toEqual(['SFO', 'SJC']);
    const byHost = await get('/api/airport/getEnabledAirtportsBySiteId?siteId=6', { host: 'baychauffeurs.localhost' });
    expect(codesOf(byHost.json().results)).toEqual(['SFO', 'SJC']);
    await post('/api/airport/enableDisableAirportSiteMapping', tokens.provider2, { id: oak.id, isEnabled: true });
    const again = await get('/api/airport/getEnabledAirtportsBySiteId', t.bearer(tokens.provider2));
    expect(codesOf(again.json().results)).toEqual(['OAK', 'SFO', 'SJC']);
  });

  it('When the add-existing call has the trailing slash of the spec, then it maps the airport', async () => {
    const masters = (await get('/api/airport/airportMastersNotMappedBySiteId', t.bearer(tokens.provider))).json()
      .results;
    const jfk = masters.find((m: { code: string }) => m.code === 'JFK');
    expect(jfk).toBeDefined();
    const res = await post('/api/airport/createMappingForExistingMasterAirport/', tokens.provider, [jfk]);
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0].airport.code).toBe('JFK');
  });

  it("When a provider host is asked for another site's enabled airports, then it answers 404", async () => {
    const res = await get('/api/airport/getEnabledAirtportsBySiteId?siteId=6', CITY);
    expect(res.statusCode).toBe(404);
  });
});

describe('price types', () => {
  it('When the basis is missing, then it answers 400; a flat price type keeps its basis', async () => {
    const missing = await post('/api/priceType/createPriceTypeSiteMapping', tokens.provider, {
      name: uniqueName('Zone'),
      description: 'By zone',
    });
    expect(missing.json().fields.basis).toBe('Please choose the basis: per mile, per hour or flat');
    const flat = await post('/api/priceType/createPriceTypeSiteMapping', tokens.provider, {
      name: uniqueName('Zone'),
      description: 'By zone',
      basis: 'flat',
    });
    expect(flat.json().results[0].priceType.basis).toBe('flat');
  });

  it('When the demo provider lists its price types, then Per Mile, Per Hour and Flat Rate carry their bases', async () => {
    const list = (await get('/api/priceType/mappingBySiteId', t.bearer(tokens.provider2))).json().results as Mapping[];
    const bases = Object.fromEntries(
      list.map((m) => [(m.priceType as { name: string }).name, (m.priceType as { basis: string }).basis]),
    );
    expect(bases).toMatchObject({ 'Per Mile': 'per mile', 'Per Hour': 'per hour', 'Flat Rate': 'flat' });
  });
});

describe('lists by site or state', () => {
  it('When no site is chosen on the default site, then vehicle types of every provider answer, once each', async () => {
    const res = await get('/api/vehicleType/getVehicleTypeBySiteIdOrState');
    const names = namesOf(res.json().results, 'vehicleType');
    expect(names).toEqual(expect.arrayContaining(['Sedan', 'Minivan', 'Trolley', 'Motor Coach']));
    expect(names.filter((n) => n === 'Sedan')).toHaveLength(1);
    expect(names).not.toContain('Vintage Rolls-Royce');
  });

  it('When a pickup state is named on the default site, then only providers serving that state answer', async () => {
    const illinois = (await get('/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL')).json().results;
    expect(illinois.length).toBeGreaterThan(0);
    expect(illinois.every((m: Mapping) => m.siteId === 5)).toBe(true);
    const texas = (await get('/api/vehicleType/getVehicleTypeBySiteIdOrState?state=TX')).json().results;
    expect(texas.every((m: Mapping) => m.siteId === 7)).toBe(true);
    expect((await get('/api/vehicleType/getVehicleTypeBySiteIdOrState?state=NV')).json().results).toEqual([]);
  });

  it('When a provider host or its staff asks, then only its own vehicle types answer', async () => {
    const byHost = namesOf(
      (await get('/api/vehicleType/getVehicleTypeBySiteIdOrState', CITY)).json().results,
      'vehicleType',
    );
    expect(byHost).toContain('Stretch Limousine');
    expect(byHost).not.toContain('Trolley');
    const byStaff = await get('/api/vehicleType/getVehicleTypeBySiteIdOrState', t.bearer(tokens.provider2));
    expect(namesOf(byStaff.json().results, 'vehicleType')).toContain('Minivan');
    expect(byStaff.json().results.every((m: Mapping) => m.siteId === 6)).toBe(true);
  });

  it('When a visitor of the default site names a provider, then only that provider answers', async () => {
    const res = await get('/api/serviceType/getServiceTypeBySiteIdOrState?siteId=5');
    expect(namesOf(res.json().results, 'serviceType')).toContain('Architecture Tour');
    const other = await get('/api/serviceType/getServiceTypeBySiteIdOrState?siteId=7');
    expect(namesOf(other.json().results, 'serviceType')).not.toContain('Architecture Tour');
  });

  it('When a provider disables a vehicle type, then travellers no longer get it from that site', async () => {
    const mappings = (await get('/api/vehicleType/mappingBySiteId', t.bearer(tokens.provider2))).json()
      .results as Mapping[];
    const coach = mappings.find((m) => (m.vehicleType as { name: string }).name === 'Motor Coach')!;
    await post('/api/vehicleType/enableDisableVehicleTypeSiteMapping', tokens.provider2, {
      id: coach.id,
      isEnabled: false,
    });
    const names = namesOf((await get('/api/vehicleType/getVehicleTypeBySiteIdOrState')).json().results, 'vehicleType');
    expect(names).not.toContain('Motor Coach');
    await post('/api/vehicleType/enableDisableVehicleTypeSiteMapping', tokens.provider2, {
      id: coach.id,
      isEnabled: true,
    });
  });
});

describe('API documentation', () => {
  it('When the OpenAPI document is read, then the master-data calls are in it', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/airport/createMappingForExistingMasterAirport',
        '/api/airport/getEnabledAirtportsBySiteId',
        '/api/documentType/createDocumentTypeSiteMapping',
        '/api/fleet/uploadimage',
        '/api/fleet/mappingCount',
      ]),
    );
  });
});
