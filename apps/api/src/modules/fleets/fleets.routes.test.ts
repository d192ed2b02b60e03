import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LICENCE_PLATE_MESSAGE } from '@ridedesk/domain/master-data/fleet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithDemoRoles, type DemoTokens } from '../../../test/demo-roles.ts';
import { createEmptySite, expectOnlyFirstCompletes } from '../../../test/master-data.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { insertFleet } from './fleets.repository.ts';

let t: TestApp;
let tokens: DemoTokens;
let vehicleTypeIds: Record<string, number>;
let garages: { id: number; garageName: string }[];
const dataDir = mkdtempSync(path.join(tmpdir(), 'ridedesk-fleets-'));

type Mapping = { id: number; vehicleType: { id: number; name: string } };

beforeAll(async () => {
  ({ t, tokens } = await appWithDemoRoles({ env: { DATA_DIR: dataDir } }));
  const types = (await call('GET', '/api/vehicleType/mappingBySiteId', tokens.provider)).json().results as Mapping[];
  vehicleTypeIds = Object.fromEntries(types.map((m) => [m.vehicleType.name, m.vehicleType.id]));
  garages = (await call('GET', '/api/garagelocation/getGarageLocationForFleetsBySiteId', tokens.provider)).json()
    .results;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, payload: payload as object });
}

let vinCounter = 0;
const newVin = () =>
  `2T1BURHE${String(Date.now() % 1e6).padStart(6, '0')}${String(++vinCounter).padStart(3, '0')}`.slice(0, 17);

const fleet = (overrides: Record<string, unknown> = {}) => ({
  vehicleTypeId: vehicleTypeIds.Sedan,
  nickName: 'Sedan 7',
  vin: newVin(),
  color: 'Black',
  make: 'Lincoln',
  model: 'Continental',
  year: 2022,
  seater: '3',
  amenties: ['wifi', 'Bottled Water'],
  notes: 'Airport runs',
  garageLocationId: garages[0].id,
  ...overrides,
});

const create = async (body: Record<string, unknown> = {}, token = tokens.provider) => {
  const res = await call('POST', '/api/fleet/create', token, fleet(body));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results[0];
};

describe('fleet create and read', () => {
  it('When a provider publishes a fleet, then every field answers with the list columns data', async () => {
    const created = await create({ isPublished: true });
    expect(created).toMatchObject({
      siteId: 5,
      vehicleTypeId: vehicleTypeIds.Sedan,
      vehicleType: 'Sedan',
      nickName: 'Sedan 7',
      color: 'Black',
      make: 'Lincoln',
      model: 'Continental',
      year: 2022,
      seater: 3,
      luggageCapacity: 3,
      amenties: 'WiFi|Bottled Water',
      notes: 'Airport runs',
      garageLocationId: garages[0].id,
      garageLocation: { id: garages[0].id, garageName: garages[0].garageName },
      isEnabled: true,
      isDraft: false,
      isPublished: true,
      createdBy: { firstName: 'Olivia' },
    });
    expect(created.vin).toMatch(/^[A-Z0-9]{17}$/);
    const listed = (await call('GET', '/api/fleet/mappingBySiteId', tokens.provider)).json().results;
    expect(listed.find((f: { id: number }) => f.id === created.id)).toMatchObject({ vehicleType: 'Sedan' });
    const one = await call('GET', `/api/fleet?id=${created.id}`, tokens.dispatcher);
    expect(one.json().results).toHaveLength(1);
    expect(one.json().results[0].id).toBe(created.id);
  });

  it('When a fleet is saved through POST api/fleet as draft without a garage, then it is a draft with no garage', async () => {
    const res = await call(
      'POST',
      '/api/fleet',
      tokens.provider,
      fleet({ garageLocationId: 0, isDraft: true, luggageCapacity: 1 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({
      isDraft: true,
      isPublished: false,
      garageLocationId: null,
      garageLocation: null,
      luggageCapacity: 1,
    });
    const drafts = (await call('GET', '/api/fleet?isPublished=false', tokens.provider)).json().results;
    expect(drafts.map((f: { id: number }) => f.id)).toContain(res.json().results[0].id);
  });

  it('When the demo provider lists its fleets, then at least eight answer across vehicle types', async () => {
    const fleets = (await call('GET', '/api/fleet', tokens.provider)).json().results as { vehicleType: string }[];
    expect(fleets.length).toBeGreaterThanOrEqual(8);
    expect(new Set(fleets.map((f) => f.vehicleType)).size).toBeGreaterThanOrEqual(5);
  });

  it('When required fields are missing, then each gets the form message', async () => {
    const res = await call('POST', '/api/fleet/create', tokens.provider, { amenties: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      vehicleTypeId: 'Please choose the vehicle type',
      nickName: 'Please enter the nickname',
      vin: 'Please enter the VIN',
      color: 'Please enter the color',
      make: 'Please enter the make',
      model: 'Please enter the model',
      year: 'Please enter the year',
      seater: 'Please enter the seater',
    });
    expect(res.json().fields.amenties).toBeUndefined();
  });

  it('When a vehicle has no amenities, then it is published with none', async () => {
    const bare = await create({ amenties: [], isPublished: true });
    expect(bare).toMatchObject({ amenties: '', isPublished: true });
    const fetched = (await call('GET', `/api/fleet?id=${bare.id}`, tokens.provider)).json().results[0];
    expect(fetched.amenties).toBe('');
    const { amenties: _, ...withoutField } = fleet();
    const res = await call('POST', '/api/fleet/create', tokens.provider, withoutField);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().results[0].amenties).toBe('');
  });

  it('When the VIN is malformed, then each kind answers its message and nothing is saved', async () => {
    const cases: [string, string][] = [
      ['2T1BURHE12345678', 'A VIN has exactly 17 characters'],
      ['2T1BURHE1234567O8', 'A VIN never contains the letters I, O or Q'],
      ['2T1BURHE1234567I8', 'A VIN never contains the letters I, O or Q'],
      ['2T1BURHE1234567Q8', 'A VIN never contains the letters I, O or Q'],
      ['2T1BURHE1234567890', 'Maximum of 17 characters allowed'],
      ['2T1BURHE-1234567', 'The VIN has letters and digits only'],
    ];
    for (const [vin, message] of cases) {
      const res = await call('POST', '/api/fleet/create', tokens.provider, fleet({ vin, nickName: vin }));
      expect(res.statusCode, vin).toBe(400);
      expect(res.json().fields.vin, vin).toBe(message);
    }
    const saved = (await call('GET', '/api/fleet', tokens.provider)).json().results as { nickName: string }[];
    expect(saved.filter((f) => cases.some(([vin]) => vin === f.nickName))).toEqual([]);
  });

  it('When a licence plate is given, then it is kept in capitals; a malformed one answers its message', async () => {
    expect((await create({ licencePlate: ' il  rd-2041 ' })).licencePlate).toBe('IL RD-2041');
    expect((await create({})).licencePlate).toBeNull();
    for (const licencePlate of ['ABCDEFGHIJK', '#1234', '-AB']) {
      const res = await call('POST', '/api/fleet/create', tokens.provider, fleet({ licencePlate }));
      expect(res.statusCode, licencePlate).toBe(400);
      expect(res.json().fields.licencePlate, licencePlate).toBe(LICENCE_PLATE_MESSAGE);
    }
  });

  it('When the VIN has 18 characters or the seater 3 digits, then each limit answers its message', async () => {
    const res = await call('POST', '/api/fleet/create', tokens.provider, fleet({ vin: 'A'.repeat(18), seater: 100 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      vin: 'Maximum of 17 characters allowed',
      seater: 'Maximum of 2 characters allowed',
    });
  });

  it('When the vehicle type, an amenity or the garage is not this site’s, then it answers 400', async () => {
    const types = (await call('GET', '/api/vehicleType/mappingBySiteId', tokens.provider2)).json().results as Mapping[];
    const minivan = types.find((m) => m.vehicleType.name === 'Minivan')!.vehicleType.id;
    const type = await call('POST', '/api/fleet/create', tokens.provider, fleet({ vehicleTypeId: minivan }));
    expect(type.json().fields).toEqual({ vehicleTypeId: 'Please choose the vehicle type' });

    const amenity = await call('POST', '/api/fleet/create', tokens.provider, fleet({ amenties: 'WiFi|Hot Tub' }));
    expect(amenity.json().fields).toEqual({ amenties: 'Unknown amenity: Hot Tub' });

    const theirGarages = (await call('GET', '/api/garagelocation', tokens.provider2)).json().results;
    const garage = await call(
      'POST',
      '/api/fleet/create',
      tokens.provider,
      fleet({ garageLocationId: theirGarages[0].id }),
    );
    expect(garage.statusCode).toBe(400);
    expect(garage.json().fields.garageLocationId).toBe('Please choose a garage of this site');
  });

  it('When only published fleets are asked for price definitions, then drafts are left out', async () => {
    const draft = await create({ isDraft: true });
    const fleets = (await call('GET', '/api/fleet/getPriceDefinitionAssociatedFleetBySiteId', tokens.provider)).json()
      .results as { id: number; isPublished: boolean }[];
    expect(fleets.length).toBeGreaterThan(0);
    expect(fleets.every((f) => f.isPublished)).toBe(true);
    expect(fleets.map((f) => f.id)).not.toContain(draft.id);
  });
});

describe('duplicate VIN', () => {
  it('When the VIN is already used on the site, whatever its case, then creation answers 409 Duplicate VIN!!', async () => {
    const existing = await create();
    const res = await call('POST', '/api/fleet/create', tokens.provider, fleet({ vin: existing.vin.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Duplicate VIN!!', code: 'DUPLICATE_VIN' });
  });

  it('When checkDuplicateVIN is asked, then results[0].isDuplicate says whether the site has it', async () => {
    const existing = await create();
    const taken = await call('GET', `/api/fleet/checkDuplicateVIN?vin=${existing.vin.toLowerCase()}`, tokens.provider);
    expect(taken.json().results[0]).toMatchObject({ isDuplicate: true, message: 'Duplicate VIN!!' });
    const own = await call(
      'GET',
      `/api/fleet/checkDuplicateVIN?vin=${existing.vin}&id=${existing.id}`,
      tokens.provider,
    );
    expect(own.json().results[0].isDuplicate).toBe(false);
    const free = await call('GET', `/api/fleet/checkDuplicateVIN?vin=${newVin()}`, tokens.provider);
    expect(free.json().results[0].isDuplicate).toBe(false);
    const elsewhere = await call('GET', `/api/fleet/checkDuplicateVIN?vin=${existing.vin}`, tokens.provider2);
    expect(elsewhere.json().results[0].isDuplicate).toBe(false);
    const tooLong = await call('GET', `/api/fleet/checkDuplicateVIN?vin=${'A'.repeat(18)}`, tokens.provider);
    expect(tooLong.statusCode).toBe(400);
  });

  it('When two saves of one new VIN arrive at once, then exactly one is created and the other answers 409', async () => {
    const vin = newVin();
    const [a, b] = await Promise.all([
      call('POST', '/api/fleet/create', tokens.provider, fleet({ vin, nickName: 'Racer A' })),
      call('POST', '/api/fleet/create', tokens.provider, fleet({ vin, nickName: 'Racer B' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe('Duplicate VIN!!');
    const fleets = (await call('GET', '/api/fleet', tokens.provider)).json().results as { vin: string }[];
    expect(fleets.filter((f) => f.vin === vin)).toHaveLength(1);
  });

  it('When a write skips the check, then the database itself refuses a second fleet with the VIN in any case', async () => {
    const existing = await create();
    const values = {
      vehicleTypeId: vehicleTypeIds.Sedan,
      nickName: 'Bypass',
      vin: existing.vin.toLowerCase(),
      color: 'Red',
      make: 'Ford',
      model: 'Focus',
      year: 2020,
      seater: 4,
      luggageCapacity: 4,
      amenties: 'WiFi',
      notes: null,
      garageLocationId: null,
      imageFileName: null,
      isDraft: true,
      isPublished: false,
      createdBy: 2,
    };
    await expect(insertFleet(t.db, 5, values)).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('When an update takes another fleet’s VIN, then it answers 409; another site may use the same VIN', async () => {
    const first = await create();
    const second = await create();
    const res = await call('POST', '/api/fleet/update', tokens.provider, fleet({ id: second.id, vin: first.vin }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Duplicate VIN!!');
    const types = (await call('GET', '/api/vehicleType/mappingBySiteId', tokens.provider2)).json().results as Mapping[];
    const bay = await call(
      'POST',
      '/api/fleet/create',
      tokens.provider2,
      fleet({
        vin: first.vin,
        vehicleTypeId: types.find((m) => m.vehicleType.name === 'Sedan')!.vehicleType.id,
        garageLocationId: null,
        amenties: 'WiFi',
      }),
    );
    expect(bay.statusCode).toBe(201);
  });
});

describe('fleet update and enable', () => {
  it('When a provider edits a fleet and saves it as draft, then fields change and it stays published with a draft', async () => {
    const created = await create({ isPublished: true });
    const res = await call('PUT', '/api/fleet', tokens.provider, {
      ...fleet({ vin: created.vin }),
      id: created.id,
      nickName: 'Sedan 7B',
      color: 'Silver',
      vehicleTypeId: vehicleTypeIds['Executive SUV'],
      seater: 6,
      isDraft: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      nickName: 'Sedan 7B',
      color: 'Silver',
      vehicleType: 'Executive SUV',
      seater: 6,
      luggageCapacity: 6,
      isDraft: true,
      isPublished: true,
      updatedBy: { firstName: 'Olivia' },
    });
  });

  it('When the fleet is sent with netUserId to enableDisable, then it is disabled and enabled, recording the user', async () => {
    const created = await create({ isPublished: true });
    const off = await call('POST', '/api/fleet/enableDisable', tokens.provider, {
      ...created,
      isEnabled: false,
      netUserId: 12345,
    });
    expect(off.json().results[0]).toMatchObject({ isEnabled: false, netUserId: 2 });
    const on = await call('POST', '/api/fleet/enableDisable', tokens.provider, { ...created, isEnabled: true });
    expect(on.json().results[0].isEnabled).toBe(true);
  });

  it("When another provider reads, updates or toggles this site's fleet, then it answers 404 and nothing changes", async () => {
    const created = await create();
    expect((await call('GET', `/api/fleet?id=${created.id}`, tokens.provider2)).statusCode).toBe(404);
    expect((await call('GET', '/api/fleet/mappingBySiteId?siteId=5', tokens.provider2)).statusCode).toBe(404);
    const update = await call('POST', '/api/fleet/update', tokens.provider2, { ...fleet(), id: created.id });
    expect(update.statusCode).toBe(404);
    const toggle = await call('POST', '/api/fleet/enableDisable', tokens.provider2, {
      id: created.id,
      isEnabled: false,
    });
    expect(toggle.statusCode).toBe(404);
    const after = (await call('GET', `/api/fleet?id=${created.id}`, tokens.provider)).json().results[0];
    expect(after).toMatchObject({ isEnabled: true, nickName: created.nickName });
  });

  it('When a standard user writes, a customer reads, or nobody is signed in, then 403, 403 and 401', async () => {
    expect((await call('POST', '/api/fleet/create', tokens.dispatcher, fleet())).statusCode).toBe(403);
    expect((await call('GET', '/api/fleet/mappingBySiteId', tokens.dispatcher)).statusCode).toBe(200);
    expect((await call('GET', '/api/fleet', tokens.customer)).statusCode).toBe(403);
    expect((await call('GET', '/api/fleet/checkDuplicateVIN?vin=ABC')).statusCode).toBe(401);
  });

  it("When a site's first fleet is created, then the answer says completed; the second does not", async () => {
    const siteId = await createEmptySite(t, tokens.superadmin);
    const type = await call('POST', '/api/vehicleType/createVehicleTypeSiteMapping', tokens.superadmin, {
      siteId,
      name: 'Sedan',
      description: 'd',
      isPublished: true,
    });
    await call('POST', '/api/amenity/createAmenitySiteMapping', tokens.superadmin, {
      siteId,
      name: 'WiFi',
      description: 'd',
      isPublished: true,
    });
    const body = {
      siteId,
      vehicleTypeId: type.json().results[0].vehicleType.id,
      garageLocationId: null,
      amenties: 'WiFi',
    };
    await expectOnlyFirstCompletes('countFleet', () =>
      call('POST', '/api/fleet/create', tokens.superadmin, fleet(body)),
    );
  });
});
