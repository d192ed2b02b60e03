import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIps, registerProvider } from '../../../test/fixtures/registration.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let providerToken: string;
let dispatcherToken: string;
let customerToken: string;
const freshIp = freshIps(17);

type Step = { position: string; steps: { step: string; status: string }[]; bookingState: string };
type State = Step & {
  site: { id: number; host: string; bookingState: string };
  area: { states: string[]; airports: { id: number; code: string; isServed: boolean }[] };
  vehicles: {
    vehicleTypes: { id: number; name: string; seats: number; isOffered: boolean }[];
    serviceTypes: { id: number; name: string; basis: string }[];
    fleets: { id: number; nickName: string; isPublished: boolean }[];
  };
  payment: { cash: boolean; card: boolean };
  contact: { phone: string; email: string; address: string };
};

/** A company registered through the real flow (verified address, chosen host, trial), signed in as its administrator. */
const newCompany = async () => {
  const label = `first-${randomUUID().slice(0, 8)}`;
  const { token, email, siteId } = await registerProvider(t, freshIp(), {
    lastName: 'Owner',
    serviceProviderName: 'First Cars',
    subscriptionplanid: 0,
    siteHost: label,
  });
  const plans = (await t.app.inject({ url: '/api/subscriptionPlan/get', headers: t.bearer(token) })).json().results as {
    id: number;
    isTrial: boolean;
  }[];
  const trial = plans.find((p) => p.isTrial);
  const order = await t.send(
    'POST',
    `/api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder?subscriptionPlanId=${trial?.id}`,
    token,
  );
  expect(order.statusCode, order.body).toBeLessThan(300);
  return { token, host: `${label}.localhost`, email, siteId };
};

const get = (url: string, token?: string, host?: string) =>
  t.app.inject({ url, headers: { ...(token ? t.bearer(token) : {}), ...(host ? { host } : {}) } });
const post = (url: string, token: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? t.bearer(token) : {}, payload });
const stateOf = async (token: string) => {
  const res = await get('/api/firstRun', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0] as State;
};
const answered = (res: { statusCode: number; body: string; json: () => { results: Step[] } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results[0];
};

const VIN = '1HGCM82633A004352';
const sedanOf = (state: State) =>
  state.vehicles.vehicleTypes.find((v) => v.name === 'Sedan') as { id: number; seats: number };
const serviceNamed = (state: State, name: string) =>
  state.vehicles.serviceTypes.find((s) => s.name === name)?.id as number;
const vehicle = (state: State, overrides: Record<string, unknown> = {}) => ({
  vehicleTypeId: sedanOf(state).id,
  nickName: 'Sedan 1',
  vin: VIN,
  color: 'Black',
  make: 'Lincoln',
  model: 'Continental',
  year: 2024,
  seater: 3,
  luggageCapacity: 3,
  prices: [
    {
      serviceTypeId: serviceNamed(state, 'Point to Point'),
      basis: 'per mile',
      baseFare: 15,
      perMileRate: 3.5,
      minimumFare: 45,
    },
    { serviceTypeId: serviceNamed(state, 'Airport Transfer'), basis: 'flat', baseFare: 95, minimumFare: 95 },
  ],
  ...overrides,
});

/** Every step answers the same to the wrong people: 401 signed out, 403 standard user and traveller. */
const expectAdministratorOnly = async (url: string, payload: object) => {
  expect((await post(url, null, payload)).statusCode).toBe(401);
  expect((await post(url, dispatcherToken, payload)).statusCode).toBe(403);
  expect((await post(url, customerToken, payload)).statusCode).toBe(403);
};

let company: Awaited<ReturnType<typeof newCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  providerToken = (await t.signIn('provider')).access_token;
  dispatcherToken = (await t.signIn('dispatcher')).access_token;
  customerToken = (await t.signIn('customer', 'customer-portal')).access_token;
  company = await newCompany();
});
afterAll(() => t.close());

describe('the first-run guide, step by step', () => {
  it('When a new company on its trial opens the guide, then it starts at its area with the catalogue to choose from, and its site is not set up', async () => {
    const state = await stateOf(company.token);
    expect(state.position).toBe('area');
    expect(state.steps.map((s) => s.status)).toEqual(['todo', 'todo', 'todo', 'todo']);
    expect(state.site).toMatchObject({ host: company.host, bookingState: 'notSetUp' });
    expect(sedanOf(state).seats).toBe(3);
    expect(state.vehicles.serviceTypes.find((s) => s.name === 'Hourly Charter')?.basis).toBe('per hour');
    expect(state.area.airports.some((a) => a.code === 'ORD')).toBe(true);
    expect(state.contact.email).toBe(company.email);
    expect((await get('/api/firstRun', dispatcherToken)).statusCode).toBe(403);
    expect((await get('/api/firstRun', customerToken)).statusCode).toBe(403);
    expect((await get('/api/firstRun')).statusCode).toBe(401);
    expect((await get('/api/firstRun?siteId=5', company.token)).statusCode).toBe(404);
  });

  it('When the area is saved, then the site serves the states and airports chosen and the guide moves to the vehicles', async () => {
    const ord = (await stateOf(company.token)).area.airports.find((a) => a.code === 'ORD')?.id;
    const step = answered(await post('/api/firstRun/area', company.token, { states: ['il'], airportIds: [ord] }));
    expect(step.position).toBe('vehicles');
    const state = await stateOf(company.token);
    expect(state.area.states).toEqual(['IL']);
    expect(state.area.airports.find((a) => a.code === 'ORD')?.isServed).toBe(true);
    // Saving it again changes nothing twice.
    answered(await post('/api/firstRun/area', company.token, { states: ['IL'], airportIds: [ord] }));
    const locations = (await get('/api/ServiceLocation/mappingBySiteId', company.token)).json().results;
    expect(locations).toHaveLength(1);
  });

  it('When the area names no state, an unknown state or another company’s own airport, then it answers 400 or 404', async () => {
    const empty = await post('/api/firstRun/area', company.token, { states: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please choose at least one state');
    expect((await post('/api/firstRun/area', company.token, { states: ['ZZ'] })).json().message).toBe(
      'Please choose a valid state',
    );
    const own = await post('/api/airport/createAirportSiteMapping', providerToken, {
      name: 'City Limo Private Helipad',
      code: 'CLH',
      address: '1 Roof',
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      zipCode: '60601',
      isPublished: true,
    });
    expect(own.statusCode, own.body).toBe(201);
    const privateId = own.json().results[0].airport.id;
    expect(
      (await post('/api/firstRun/area', company.token, { states: ['IL'], airportIds: [privateId] })).statusCode,
    ).toBe(404);
    expect((await post('/api/firstRun/area', company.token, { states: ['IL'], siteId: 5 })).statusCode).toBe(404);
    await expectAdministratorOnly('/api/firstRun/area', { states: ['IL'] });
  });

  it('When a vehicle is malformed, a price lacks its rate or the same VIN comes twice, then nothing of the step is written', async () => {
    const state = await stateOf(company.token);
    const badVin = await post('/api/firstRun/vehicles', company.token, { vehicles: [vehicle(state, { vin: 'ABC' })] });
    expect(badVin.statusCode).toBe(400);
    expect(badVin.json().message).toBe('A VIN has exactly 17 characters');
    const noRate = await post('/api/firstRun/vehicles', company.token, {
      vehicles: [
        vehicle(state, { prices: [{ serviceTypeId: serviceNamed(state, 'Point to Point'), basis: 'per mile' }] }),
      ],
    });
    expect(noRate.json().message).toBe('Please enter the per mile rate');
    const suv = state.vehicles.vehicleTypes.find((v) => v.name === 'Executive SUV')?.id;
    const twice = await post('/api/firstRun/vehicles', company.token, {
      vehicles: [vehicle(state), vehicle(state, { vehicleTypeId: suv, nickName: 'SUV 1' })],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Duplicate VIN!!');
    const after = await stateOf(company.token);
    expect(after.vehicles.fleets).toEqual([]);
    expect(after.vehicles.vehicleTypes.filter((v) => v.isOffered)).toEqual([]);
    expect((await get('/api/priceDefinition/mappingBySiteId', company.token)).json().results).toEqual([]);
    await expectAdministratorOnly('/api/firstRun/vehicles', { vehicles: [vehicle(state)] });
  });

  it('When another company’s own vehicle type is named, then it answers 404', async () => {
    const own = await post('/api/vehicleType/createVehicleTypeSiteMapping', providerToken, {
      name: 'City Limo Golf Cart',
      description: 'Ours only',
      imageFileName: 'No Image',
      isPublished: true,
    });
    expect(own.statusCode, own.body).toBe(201);
    const state = await stateOf(company.token);
    const res = await post('/api/firstRun/vehicles', company.token, {
      vehicles: [vehicle(state, { vehicleTypeId: own.json().results[0].vehicleType.id })],
    });
    expect(res.statusCode).toBe(404);
  });

  it('When the vehicles are saved, then each is a published fleet with published prices, and the site opens', async () => {
    const state = await stateOf(company.token);
    const step = answered(await post('/api/firstRun/vehicles', company.token, { vehicles: [vehicle(state)] }));
    expect(step).toMatchObject({ position: 'payment', bookingState: 'open' });
    const after = await stateOf(company.token);
    expect(after.vehicles.fleets).toMatchObject([{ nickName: 'Sedan 1', isPublished: true }]);
    const prices = (await get('/api/priceDefinition/mappingBySiteId', company.token)).json().results as {
      name: string;
      basis: string;
      perMileRate: number;
      isPublished: boolean;
      isEnabled: boolean;
      appliesToAllFleets: boolean;
    }[];
    expect(prices.map((p) => [p.name, p.basis, p.isPublished, p.isEnabled]).sort()).toEqual([
      ['Sedan - Airport Transfer', 'flat', true, true],
      ['Sedan - Point to Point', 'per mile', true, true],
    ]);
    expect((await get('/api/site/getSiteIdOfClient', undefined, company.host)).json().results[0].bookingState).toBe(
      'open',
    );
  });

  it('When payment is saved with cash and card, then both are enabled, the card on the sandbox gateway', async () => {
    expect((await post('/api/firstRun/payment', company.token, { cash: false, card: false })).json().message).toBe(
      'Please choose cash, card or both',
    );
    await expectAdministratorOnly('/api/firstRun/payment', { cash: true, card: true });
    const step = answered(await post('/api/firstRun/payment', company.token, { cash: true, card: true }));
    expect(step.position).toBe('contact');
    const types = (await get('/api/ServiceProviderPayment/mappingbysiteId', company.token)).json().results as {
      paymentType: string;
      isEnabled: boolean;
      mode: string;
    }[];
    expect(types.map((p) => [p.paymentType, p.isEnabled, p.mode]).sort()).toEqual([
      ['AuthorizeNet', true, 'sandbox'],
      ['COD', true, 'cash'],
    ]);
    expect(await stateOf(company.token)).toMatchObject({ payment: { cash: true, card: true } });
  });

  it('When the contact details are saved, then the site shows them and the guide is done', async () => {
    const bad = await post('/api/firstRun/contact', company.token, { phone: '12', email: 'x', address: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)');
    await expectAdministratorOnly('/api/firstRun/contact', {
      phone: '312-555-0100',
      email: 'a@b.example',
      address: 'x',
    });
    const contact = { phone: '312-555-0100', email: 'rides@first.example', address: '1 N State St, Chicago, IL 60602' };
    const step = answered(await post('/api/firstRun/contact', company.token, contact));
    expect(step).toMatchObject({ position: 'done', bookingState: 'open' });
    expect(step.steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done']);
    const site = (await get('/api/site/getSiteIdOfClient', undefined, company.host)).json().results[0];
    expect(site.serviceProvider).toMatchObject({ name: 'First Cars', ...contact });
    expect((await stateOf(company.token)).contact).toEqual(contact);
  });
});

describe('skipping a step', () => {
  it('When a step is skipped, then the guide remembers it and moves on; an unknown step answers 400', async () => {
    const other = await newCompany();
    const step = answered(await post('/api/firstRun/skip', other.token, { step: 'area' }));
    expect(step.position).toBe('vehicles');
    const state = await stateOf(other.token);
    expect(state.position).toBe('vehicles');
    expect(state.steps[0]).toEqual({ step: 'area', status: 'skipped' });
    const bad = await post('/api/firstRun/skip', other.token, { step: 'garage' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a step of the guide');
    await expectAdministratorOnly('/api/firstRun/skip', { step: 'area' });
    expect((await post('/api/firstRun/skip', other.token, { step: 'area', siteId: company.siteId })).statusCode).toBe(
      404,
    );
  });
});
