import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog, id, siteFleets } from '../../../test/fixtures/pricing-catalog.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { isOnePriceViolation } from './one-price.ts';
import { insertDefinition, setDefinitionFleets } from './price-definitions.repository.ts';

let t: TestApp;
let providerToken: string;
let catalog: Awaited<ReturnType<typeof demoCatalog>>;
let fleets: Awaited<ReturnType<typeof siteFleets>>;

beforeAll(async () => {
  t = await createTestApp();
  providerToken = (await t.signIn('provider')).access_token;
  catalog = await demoCatalog(t, providerToken);
  fleets = await siteFleets(t, providerToken);
});
afterAll(() => t.close());

const fleetsOf = (vehicleType: string) =>
  fleets.filter((f) => f.vehicleTypeId === id(catalog.vehicleTypes, vehicleType));

let counter = 0;
/** A published flat price (Individual) for a vehicle type and service type, on every fleet unless told. */
const flat = (vehicleType: string, serviceType: string, over: Record<string, unknown> = {}) => ({
  name: `One price ${++counter}`,
  vehicleTypeId: id(catalog.vehicleTypes, vehicleType),
  serviceTypeId: id(catalog.serviceTypes, serviceType),
  serviceUserTypeId: id(catalog.serviceUserTypes, 'Individual'),
  priceTypeId: id(catalog.priceTypes, 'Flat Rate'),
  baseFare: 99,
  minimumFare: 99,
  taxPercentage: 10.25,
  isDraft: false,
  isPublished: true,
  ...over,
});
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: t.bearer(providerToken), payload: payload as object });
const create = (payload: object) => post('/api/priceDefinition/create', payload);
const created = async (payload: object) => {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results[0] as { id: number; name: string };
};

describe('one published price per fleet, service type and service user type', () => {
  it('When a second published price would apply to every Sedan on Point to Point, then it answers 409 naming the demo price; as a draft it is kept', async () => {
    const res = await create(flat('Sedan', 'Point to Point'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRICE_ALREADY_APPLIES',
      message:
        'The published price "Sedan - Point to Point" already applies to every Sedan for Point to Point (Individual). A fleet has one published price per service type and service user type: disable that price first, or choose other fleets or another service user type.',
    });
    const list = (await t.app.inject({ url: '/api/priceDefinition', headers: t.bearer(providerToken) })).json()
      .results as { name: string; isPublished: boolean }[];
    expect(list.filter((d) => d.name === 'Sedan - Point to Point' || d.name.startsWith('One price'))).toEqual([
      expect.objectContaining({ name: 'Sedan - Point to Point', isPublished: true }),
    ]);
    await created(flat('Sedan', 'Point to Point', { isDraft: true, isPublished: false }));
  });

  it('When a price names a fleet another published price names, then it answers 409 naming that fleet; another service user type is its own price', async () => {
    const [first, second] = fleetsOf('Luxury Sedan');
    const corporate = id(catalog.serviceUserTypes, 'Corporate');
    const mine = await created(flat('Luxury Sedan', 'Wedding', { fleetIds: [first.id] }));
    const clash = await create(flat('Luxury Sedan', 'Wedding', { fleetIds: [second.id, first.id] }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain(`"${mine.name}" already applies to the fleet ${first.nickName} for Wedding`);
    await created(flat('Luxury Sedan', 'Wedding', { fleetIds: [second.id] }));
    await created(flat('Luxury Sedan', 'Wedding', { fleetIds: [first.id], serviceUserTypeId: corporate }));
  });

  it('When a price for every fleet of a type meets one for a named fleet, then it answers 409 both ways', async () => {
    // The demo's "White Stretch - Wedding package" names one Stretch Limousine for Wedding.
    const everyStretch = await create(flat('Stretch Limousine', 'Wedding'));
    expect(everyStretch.statusCode).toBe(409);
    expect(everyStretch.json().message).toContain(
      '"White Stretch - Wedding package" already applies to the fleet White Stretch',
    );

    await created(flat('Executive SUV', 'Wedding'));
    const named = await create(flat('Executive SUV', 'Wedding', { fleetIds: [fleetsOf('Executive SUV')[0].id] }));
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toContain('already applies to every Executive SUV for Wedding (Individual)');
  });

  it('When a price names no service user type, then it applies to every one and meets the Individual price', async () => {
    const res = await create(flat('Executive SUV', 'Airport Transfer', { serviceUserTypeId: null }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('"Executive SUV - Airport Transfer" already applies to every Executive SUV');
  });

  it('When the price in the way is disabled, then the new one publishes, and enabling the old one again answers 409', async () => {
    const first = await created(flat('Luxury Sedan', 'Corporate Roadshow'));
    expect((await create(flat('Luxury Sedan', 'Corporate Roadshow'))).statusCode).toBe(409);
    const off = await post('/api/priceDefinition/enableDisable', { id: first.id, isEnabled: false });
    expect(off.json().results[0].isEnabled).toBe(false);
    const second = await created(flat('Luxury Sedan', 'Corporate Roadshow'));
    const on = await post('/api/priceDefinition/enableDisable', { id: first.id, isEnabled: true });
    expect(on.statusCode).toBe(409);
    expect(on.json().message).toContain(`"${second.name}" already applies to every Luxury Sedan`);
    const still = await t.app.inject({ url: `/api/priceDefinition/${first.id}`, headers: t.bearer(providerToken) });
    expect(still.json().results[0].isEnabled).toBe(false);
  });

  it('When a draft is published over a live price by an update, then it answers 409 and stays a draft', async () => {
    const draft = await created(flat('Sedan', 'Hourly Charter', { isDraft: true, isPublished: false }));
    const res = await post('/api/priceDefinition/update', {
      ...flat('Sedan', 'Hourly Charter'),
      name: draft.name,
      id: draft.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('"Sedan - Hourly Charter" already applies to every Sedan');
    const row = (
      await t.app.inject({ url: `/api/priceDefinition/${draft.id}`, headers: t.bearer(providerToken) })
    ).json().results[0];
    expect(row).toMatchObject({ isDraft: true, isPublished: false });
  });

  it('When two publishes of one price race, then exactly one is kept', async () => {
    const [a, b] = await Promise.all([
      create(flat('Sprinter Van', 'Wedding')),
      create(flat('Sprinter Van', 'Wedding')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('When a write skips the service, then the database itself refuses a second live price at commit', async () => {
    const siteId = fleets[0].siteId;
    const values = {
      name: `Raw ${++counter}`,
      vehicleTypeId: id(catalog.vehicleTypes, 'Sedan'),
      serviceTypeId: id(catalog.serviceTypes, 'Airport Transfer'),
      serviceUserTypeId: id(catalog.serviceUserTypes, 'Individual'),
      priceTypeId: id(catalog.priceTypes, 'Flat Rate'),
      baseFare: 10,
      perMileRate: 0,
      perHourRate: 0,
      minimumHours: 0,
      minimumFare: 10,
      taxPercentage: 0,
    };
    const write = t.db.transaction(async (tx) => {
      const raw = await insertDefinition(tx, siteId, {
        ...values,
        isDraft: false,
        isPublished: true,
        isEnabled: true,
        createdBy: 1,
      });
      await setDefinitionFleets(tx, siteId, raw, [fleetsOf('Sedan')[0].id]);
    });
    // The exclusion constraint is checked at commit: the COMMIT fails with its SQLSTATE 23P01.
    await expect(write).rejects.toSatisfy(isOnePriceViolation);
    const left = await t.db.execute(sql`select count(*)::int as n from price_definitions where name = ${values.name}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});

describe('the demo prices', () => {
  it('When the demo sites are loaded, then every demo price is live and no fleet has two for one service type and service user type', async () => {
    const disabled = await t.db.execute(
      sql`select count(*)::int as n from price_definitions where not is_enabled and name not like 'One price%'`,
    );
    expect((disabled as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    const rows = await t.db.execute(sql`
      select f.site_id, f.id as fleet_id, d.service_type_id, coalesce(d.service_user_type_id, 0) as user_type, count(*)::int as n
      from fleets f
      join price_definitions d on d.site_id = f.site_id and d.vehicle_type_id = f.vehicle_type_id
        and d.is_published and d.is_enabled and d.name not like 'One price%'
      where not exists (select 1 from price_definition_fleets x where x.site_id = d.site_id and x.price_definition_id = d.id)
         or exists (select 1 from price_definition_fleets x where x.site_id = d.site_id and x.price_definition_id = d.id and x.fleet_id = f.id)
      group by 1, 2, 3, 4
      having count(*) > 1`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
