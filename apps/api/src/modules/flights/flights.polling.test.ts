/**
 * Airport pickups that follow the flight (issue 22 item 3), through the app on a real database,
 * the flight-status service being a local server that answers as FlightAware AeroAPI does. City
 * Limo's day DAY: Dana lands on UA 1542 from Denver (pickup 12:00, Marco), Ian on BA 295 from
 * London (pickup 15:00), Pia on UA 2210 (pickup 17:00, Luis, whose next ride is at 18:30).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRPORTS, type FakeAeroApi, type FakeFlight, startFakeAeroApi } from '../../../test/fakes/aeroapi-server.ts';
import { flightNotices, rideTimes, withFlight } from '../../../test/fixtures/flight-bookings.ts';
import { call } from '../../../test/fixtures/ride-day.ts';
import { type BookedRide, bookRide, tokenOf } from '../../../test/fixtures/rides.ts';
import { rideDate } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEventBus, type EventBus } from '../../events/event-bus.ts';

const DAY = rideDate('2026-12-10');
const KEY = 'aeroapi-test-key';
/** A wall clock in Chicago on DAY (winter, UTC-6). */
const chicago = (clock: string) => new Date(Date.parse(`${DAY}T${clock}:00Z`) + 6 * 3_600_000);
const MIN = 60_000;

let clock = chicago('08:00');
let aero: FakeAeroApi;
let t: TestApp;
let bus: EventBus;
/** The rides' events the flights published (a ride event with its flight). */
const heard: { bookingId?: number; pickupAt?: string; flight?: { pending: boolean } }[] = [];
/** Staff sign in again as the clock moves (access tokens last 15 minutes). */
const provider = () => tokenOf(t, 'provider');
let dana: BookedRide;
let ian: BookedRide;
let pia: BookedRide;
let next: BookedRide;
let ua1542: FakeFlight;
let ba295: FakeFlight;
let ua2210: FakeFlight;
let chauffeurs: Record<string, number>;

const flightOf = async (bookingId: number) => {
  const res = await call(t, 'GET', `/api/flights?bookingId=${bookingId}`, await provider());
  expect(res.statusCode).toBe(200);
  return res.json().results[0];
};
const assign = async (bookingId: number, chauffeurId: number) => {
  const res = await call(t, 'POST', '/api/dispatch/assign', await provider(), { bookingId, chauffeurId });
  expect(res.statusCode, res.body).toBe(200);
};
const flight = (f: Omit<FakeFlight, 'origin' | 'destination' | 'delayMinutes'> & Partial<FakeFlight>) =>
  aero.addFlight({ origin: AIRPORTS.DEN, destination: AIRPORTS.ORD, delayMinutes: 0, ...f });

beforeAll(async () => {
  aero = await startFakeAeroApi({ apiKey: KEY, now: () => clock });
  t = await createTestApp({
    now: () => clock,
    env: { FLIGHTAWARE_API_KEY: KEY, FLIGHTAWARE_BASE_URL: aero.baseUrl },
  });
  bus = createEventBus(t.database, { warn: () => {} });
  bus.subscribe('ride', (payload) => {
    const event = payload as (typeof heard)[number];
    if (event.flight) heard.push(event);
  });
  await bus.ready();
  const guest = (firstName: string) => ({
    firstName,
    lastName: 'Flyer',
    email: `${firstName.toLowerCase()}.flyer@example.com`,
  });
  dana = await bookRide(t, { date: DAY, time: '12:00', guest: guest('Dana') });
  // Ian rides an SUV: his late flight must not run into Pia's sedan, whatever car she has.
  ian = await bookRide(t, { date: DAY, time: '15:00', guest: guest('Ian'), vehicle: /suv/i });
  pia = await bookRide(t, { date: DAY, time: '17:00', guest: guest('Pia') });
  next = await bookRide(t, { date: DAY, time: '18:30', guest: guest('Ned'), vehicle: /suv/i });
  await withFlight(t, dana.id, { airline: 'UA', number: '1542', mobile: '312-555-0161' });
  await withFlight(t, ian.id, { airline: 'BA', number: '295' });
  await withFlight(t, pia.id, { airline: 'UA', number: '2210' });
  const options = (await call(t, 'GET', `/api/dispatch/options?bookingId=${dana.id}`, await provider())).json()
    .results as {
    id: number;
    name: string;
  }[];
  chauffeurs = Object.fromEntries(options.map((o) => [o.name, o.id]));
  await assign(dana.id, chauffeurs['Marco Rossi']);
  await assign(pia.id, chauffeurs['Luis Ortega']);
  await assign(next.id, chauffeurs['Luis Ortega']);
  ua1542 = flight({
    airlineIcao: 'UAL',
    airlineIata: 'UA',
    number: '1542',
    scheduledOut: chicago('09:10'),
    scheduledIn: chicago('11:45'),
  });
  ba295 = flight({
    airlineIcao: 'BAW',
    airlineIata: 'BA',
    number: '295',
    origin: AIRPORTS.LHR,
    scheduledOut: chicago('05:30'),
    scheduledIn: chicago('14:15'),
  });
  ua2210 = flight({
    airlineIcao: 'UAL',
    airlineIata: 'UA',
    number: '2210',
    scheduledOut: chicago('14:10'),
    scheduledIn: chicago('16:45'),
  });
});
afterAll(async () => {
  await bus?.close();
  await t?.close();
  await aero?.close();
});

describe('a domestic flight', () => {
  it('When the watch runs, then the flight is followed from 6 hours before it lands and an on-time flight moves nothing', async () => {
    const run = await t.app.runFlightWatch();
    expect(run).toMatchObject({ opened: 3, polled: 1 });
    expect(await flightOf(dana.id)).toMatchObject({
      flight: 'UA 1542',
      followed: true,
      source: 'aeroapi',
      state: 'scheduled',
      origin: 'DEN',
      international: false,
      scheduledArrival: chicago('11:45').toISOString(),
      pickupAt: chicago('12:00').toISOString(),
      movedPickupAt: null,
      nextCheckAt: chicago('08:15').toISOString(),
    });
    // BA 295 lands at 14:45 as far as anyone knows yet: asked from 08:45.
    expect((await flightOf(ian.id)).nextCheckAt).toBe(chicago('08:45').toISOString());
    expect(aero.requests.filter((r) => r.path.includes('/flights/UA1542'))).toHaveLength(1);
    expect((await flightNotices(t, dana.id)).mails).toEqual([]);
  });

  it('When FlightAware announces it 50 minutes late, then the pickup moves to the landing plus 15 minutes with its drop-off and held time, and the traveller and the chauffeur are told', async () => {
    const before = await rideTimes(t, dana.id);
    ua1542.delayMinutes = 50;
    clock = chicago('08:15');
    await t.app.runFlightWatch();
    const after = await rideTimes(t, dana.id);
    expect(after.pickupAt).toBe(chicago('12:50').toISOString());
    const shifted = (iso: string) => new Date(Date.parse(iso) + 50 * MIN).toISOString();
    expect(after).toEqual({
      pickupAt: shifted(before.pickupAt),
      dropoffAt: shifted(before.dropoffAt),
      heldFrom: shifted(before.heldFrom),
      heldTo: shifted(before.heldTo),
    });
    expect(await flightOf(dana.id)).toMatchObject({
      state: 'delayed',
      estimatedArrival: chicago('12:35').toISOString(),
      originalPickupAt: chicago('12:00').toISOString(),
      movedPickupAt: chicago('12:50').toISOString(),
      pendingPickupAt: null,
    });
    const { mails, texts } = await flightNotices(t, dana.id);
    expect(mails).toEqual([
      expect.objectContaining({ to: 'dana.flyer@example.com', template: 'FlightPickupMoved_Template' }),
      expect.objectContaining({ to: 'chauffeur@citylimo.example', template: 'ChauffeurPickupMoved_Template' }),
    ]);
    expect(mails[0].subject).toContain('flight UA 1542 has moved');
    expect(texts).toEqual([
      expect.objectContaining({ to: '+13125550161', template: 'SmsPickupMoved_Template' }),
      expect.objectContaining({ to: '+13125550142', template: 'SmsChauffeurPickupMoved_Template' }),
    ]);
    expect(texts[0].body).toContain('UA 1542');
    expect(texts[0].body).toMatch(/\/track\/[A-Za-z0-9_-]{43}/);
    expect(texts[1].body).toContain('12:50');
    await expect
      .poll(() => heard.find((e) => e.bookingId === dana.id))
      .toMatchObject({
        pickupAt: chicago('12:50').toISOString(),
        flight: { pending: false },
      });
  });

  it('When the watch asks again and nothing changed, then nothing new is written or told', async () => {
    const told = heard.length;
    for (const at of ['08:20', '08:25']) {
      clock = chicago(at);
      await t.app.runFlightWatch();
    }
    expect((await rideTimes(t, dana.id)).pickupAt).toBe(chicago('12:50').toISOString());
    const { mails, texts } = await flightNotices(t, dana.id);
    expect([mails.length, texts.length]).toEqual([2, 2]);
    expect(heard.filter((e) => e.bookingId === dana.id)).toHaveLength(1);
    expect(heard.length).toBe(told);
  });
});

describe('an international flight', () => {
  it('When BA 295 from London is late, then the pickup is its landing plus 45 minutes', async () => {
    clock = chicago('08:45');
    await t.app.runFlightWatch();
    // On time: landing 14:15 plus 45 minutes is the 15:00 booked.
    expect(await flightOf(ian.id)).toMatchObject({
      international: true,
      origin: 'LHR',
      pickupAt: chicago('15:00').toISOString(),
    });
    ba295.delayMinutes = 60;
    clock = chicago('09:00');
    await t.app.runFlightWatch();
    expect((await rideTimes(t, ian.id)).pickupAt).toBe(chicago('16:00').toISOString());
    expect((await flightNotices(t, ian.id)).mails).toHaveLength(1);
  });
});

describe("a move the chauffeur's next ride refuses", () => {
  it('When the delay would run into the next ride, then the move waits as pending and nothing is written', async () => {
    ua2210.delayMinutes = 60;
    clock = chicago('10:45');
    await t.app.runFlightWatch();
    expect((await rideTimes(t, pia.id)).pickupAt).toBe(chicago('17:00').toISOString());
    expect(await flightOf(pia.id)).toMatchObject({
      state: 'delayed',
      pendingPickupAt: chicago('18:00').toISOString(),
      movedPickupAt: null,
    });
    expect(await flightNotices(t, pia.id)).toEqual({ mails: [], texts: [] });
    await expect.poll(() => heard.find((e) => e.bookingId === pia.id)?.flight).toEqual({ pending: true });
  });

  it('When dispatch gives the next ride to another chauffeur, then applyPendingMoves moves the pickup and tells them once', async () => {
    expect(await t.app.applyPendingFlightMoves(dana.siteId)).toBe(0);
    await assign(next.id, chauffeurs['Aisha Khan']);
    expect(await t.app.applyPendingFlightMoves(dana.siteId)).toBe(1);
    expect((await rideTimes(t, pia.id)).pickupAt).toBe(chicago('18:00').toISOString());
    expect(await flightOf(pia.id)).toMatchObject({
      pendingPickupAt: null,
      movedPickupAt: chicago('18:00').toISOString(),
    });
    clock = chicago('10:50');
    await t.app.runFlightWatch();
    const { mails, texts } = await flightNotices(t, pia.id);
    expect(mails.map((m) => m.template)).toEqual(['FlightPickupMoved_Template', 'ChauffeurPickupMoved_Template']);
    expect(texts).toHaveLength(2);
  });
});

describe("the board's list", () => {
  it("When staff ask for the day, then its followed flights come by pickup; another site's staff see none of them", async () => {
    const day = (await call(t, 'GET', `/api/flights?date=${DAY}`, await provider())).json().results as {
      bookingId: number;
    }[];
    expect(day.map((f) => f.bookingId)).toEqual([dana.id, ian.id, pia.id]);
    const other = await tokenOf(t, 'provider2', 'baychauffeurs.localhost');
    const theirs = await t.app.inject({
      url: `/api/flights?date=${DAY}`,
      headers: { host: 'baychauffeurs.localhost', ...t.bearer(other) },
    });
    expect(theirs.json().results).toEqual([]);
  });
});
