import { KNOCK_ON_MESSAGES } from '@ridedesk/domain/rides/knock-on';
import { RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  airportAndNext,
  chicago,
  insertRide,
  moveByFlight,
  outboxOf,
  PLACES,
  seenAt,
  siteIdsOf,
} from '../../../test/fixtures/flight-moves.ts';
import { call, driverToken } from '../../../test/fixtures/ride-day.ts';
import { tokenOf } from '../../../test/fixtures/rides.ts';
import { rideDate } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CAR_MESSAGES } from './knock-on-car.ts';

/**
 * The knock-on of a moved pickup (issue 22 item 4), through the API on City Limo's day DAY:
 * Marco's airport pickup A (UA 1542, booked 15:05 from O'Hare to Evanston in Sedan 101) moved
 * 50 minutes by its flight; his next ride B (17:15 from Wacker Dr, Escalade 1) no longer fits,
 * and Sedan 101's next ride V (Luis, 17:20) neither. Aisha was last seen on the Magnificent Mile;
 * Luis drives V; so Aisha is the fix for B, and Sedan 102 is free for V.
 */
const DAY = rideDate('2026-12-03');
let t: TestApp;
let provider: string;
let ids: Awaited<ReturnType<typeof siteIdsOf>>;
let a: number;
let b: number;
let v: number;

type BoardRide = {
  bookingId: number;
  referenceId: string;
  chauffeurId: number | null;
  accepted: boolean;
  pickupAt: string;
  flight: Record<string, unknown> | null;
  knockOn: {
    reason: string;
    causeBookingId: number;
    causeReferenceId: string;
    lateByMinutes: number;
    suggestion: Record<string, unknown> | null;
  } | null;
};
type Board = { rides: BoardRide[]; needsAttention: (BoardRide['knockOn'] & { bookingId: number })[] };

const boardOn = async (date: string, token = provider) => {
  const res = await call(t, 'GET', `/api/dispatch/board?date=${date}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().results[0] as Board;
};
const rideIn = (board: Board, id: number) => board.rides.find((r) => r.bookingId === id) as BoardRide;
const apply = (bookingId: number, chauffeurId: number, token = provider, host = 'citylimo.localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/api/dispatch/knock-on/apply',
    headers: { host, ...(token ? t.bearer(token) : {}) },
    payload: { bookingId, chauffeurId },
  });

/**
 * Marco's airport pickup on a day (UA 1542, in Sedan 101) and his next ride at nextTime (in
 * Escalade 1), both accepted; answers both ids.
 */
const marcosAirportAndNext = (date: string, references: [string, string], nextTime: string) =>
  airportAndNext(t, ids.siteId, {
    date,
    references,
    nextTime,
    chauffeurId: ids.user('chauffeur'),
    cars: [ids.fleet('Sedan 101'), ids.fleet('Escalade 1')],
    flight: { airline: 'UA', number: '1542' },
  });

beforeAll(async () => {
  t = await createTestApp();
  provider = await tokenOf(t, 'provider');
  ids = await siteIdsOf(t, 'citylimo.localhost');
  const { siteId, user, fleet } = ids;
  const c = await insertRide(t, siteId, {
    reference: 'KOAISHA1',
    date: DAY,
    time: '09:00',
    minutes: 40,
    from: PLACES.evanston,
    to: PLACES.magMile,
    chauffeurId: user('chauffeur2'),
    fleetId: fleet('S-Class 1'),
    status: 'completed',
    accepted: true,
  });
  await seenAt(t, siteId, user('chauffeur2'), c, chicago(DAY, '09:40'), PLACES.magMile);
  ({ airport: a, next: b } = await marcosAirportAndNext(DAY, ['KOFLIGHT', 'KONEXT01'], '17:15'));
  v = await insertRide(t, siteId, {
    reference: 'KOCAR001',
    date: DAY,
    time: '17:20',
    minutes: 30,
    from: PLACES.magMile,
    to: PLACES.wacker,
    chauffeurId: user('chauffeur3'),
    fleetId: fleet('Sedan 101'),
    accepted: true,
  });
  await moveByFlight(t, siteId, a, { airline: 'UA', number: '1542', delayMinutes: 50 });
});
afterAll(() => t.close());

describe('the board marks a moved pickup and what it pushes', () => {
  it("shows the flight on the moved ride: label, state, arrival and the pickup's move", async () => {
    const moved = rideIn(await boardOn(DAY), a);
    expect(moved.flight).toMatchObject({
      label: 'UA 1542',
      state: 'delayed',
      source: 'aeroapi',
      origin: 'DEN',
      originalPickupAt: chicago(DAY, '15:05').toISOString(),
      movedPickupAt: chicago(DAY, '15:55').toISOString(),
      pendingPickupAt: null,
      scheduledArrival: chicago(DAY, '14:50').toISOString(),
      estimatedArrival: chicago(DAY, '15:40').toISOString(),
    });
    expect(moved.pickupAt).toBe(chicago(DAY, '15:55').toISOString());
    expect(moved.knockOn).toBeNull();
  });

  it("flags the chauffeur's next ride with the nearest free qualified chauffeur, and the car's with a free car", async () => {
    const board = await boardOn(DAY);
    const next = rideIn(board, b);
    expect(next.knockOn).toMatchObject({ reason: 'chauffeur', causeBookingId: a, causeReferenceId: 'KOFLIGHT' });
    expect(next.knockOn?.lateByMinutes).toBeGreaterThan(0);
    // Aisha was seen on the Magnificent Mile, about 2.3 km from Wacker Dr; Luis drives V then.
    expect(next.knockOn?.suggestion).toEqual({
      chauffeurId: ids.user('chauffeur2'),
      name: 'Aisha Khan',
      minutesAway: expect.any(Number),
    });
    expect(next.knockOn?.suggestion?.minutesAway).toBeLessThan(15);
    expect(rideIn(board, v).knockOn).toMatchObject({
      reason: 'vehicle',
      causeBookingId: a,
      suggestion: { fleetId: ids.fleet('Sedan 102'), name: 'Sedan 102' },
    });
    expect(board.needsAttention.map((f) => [f.bookingId, f.reason])).toEqual([
      [b, 'chauffeur'],
      [v, 'vehicle'],
    ]);
    // Nothing is reassigned until the operator applies the fix.
    expect(next.chauffeurId).toBe(ids.user('chauffeur'));
  });
});

describe('the operator applies the fix', () => {
  it('refuses a ride flagged for its car only, the same chauffeur, and a chauffeur who is busy then', async () => {
    const carOnly = await apply(v, ids.user('chauffeur2'));
    expect(carOnly.statusCode).toBe(422);
    expect(carOnly.json().message).toBe(KNOCK_ON_MESSAGES.notFlagged);
    const same = await apply(b, ids.user('chauffeur'));
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(KNOCK_ON_MESSAGES.sameChauffeur);
    const busy = await apply(b, ids.user('chauffeur3'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(RIDE_MESSAGES.chauffeurBusy);
    const stranger = await apply(b, ids.user('provider'));
    expect(stranger.statusCode).toBe(400);
    expect((await outboxOf(t, `knock-on:${b}:`)).mails).toEqual([]);
  });

  it('is staff work: a chauffeur or a traveller is refused, and no one signed in', async () => {
    const [chauffeur, customer] = await Promise.all([driverToken(t, 'chauffeur2'), tokenOf(t, 'customer')]);
    expect((await apply(b, ids.user('chauffeur2'), chauffeur)).statusCode).toBe(403);
    expect((await apply(b, ids.user('chauffeur2'), customer)).statusCode).toBe(403);
    expect((await apply(b, ids.user('chauffeur2'), '')).statusCode).toBe(401);
  });

  it("answers another site's staff as if the ride did not exist", async () => {
    const bay = await tokenOf(t, 'provider2', 'baychauffeurs.localhost');
    const res = await apply(b, ids.user('chauffeur2'), bay, 'baychauffeurs.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('KONEXT01');
  });

  it('gives the ride to the chauffeur, who must accept it, tells both by mail and text, and the flag is gone', async () => {
    const aisha = ids.user('chauffeur2');
    const res = await apply(b, aisha);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      ride: { bookingId: b, chauffeurId: aisha, chauffeurName: 'Aisha Khan', accepted: false, status: 'assigned' },
      given: { chauffeurId: aisha, name: 'Aisha Khan' },
      taken: { chauffeurId: ids.user('chauffeur'), name: 'Marco Rossi' },
      causeReferenceId: 'KOFLIGHT',
    });
    const { mails, texts } = await outboxOf(t, `knock-on:${b}:`);
    expect(mails).toEqual([
      {
        to: 'chauffeur2@citylimo.example',
        subject: expect.stringMatching(/^Ride KONEXT01 on .+ is now yours \(City Limo\)$/),
      },
      {
        to: 'chauffeur@citylimo.example',
        subject: expect.stringMatching(/^Ride KONEXT01 on .+ goes to another chauffeur \(City Limo\)$/),
      },
    ]);
    expect(texts.map((x) => x.to)).toEqual(['+13125550177', '+13125550142']);
    expect(texts[0].body).toContain('ride KONEXT01');
    expect(texts[0].body).toContain('is now yours');
    expect(texts[1].body).toContain('now goes to Aisha Khan');

    const board = await boardOn(DAY);
    expect(rideIn(board, b)).toMatchObject({ chauffeurId: aisha, accepted: false, knockOn: null });
    expect(board.needsAttention.map((f) => [f.bookingId, f.reason])).toEqual([[v, 'vehicle']]);
    const history = (await call(t, 'GET', `/api/dispatch/rides/${b}/history`, provider)).json().results as {
      status: string;
      chauffeurId: number;
      reason: string;
    }[];
    expect(history.at(-1)).toMatchObject({ status: 'assigned', chauffeurId: aisha });
    expect(history.at(-1)?.reason).toMatch(/^Knock-on of KOFLIGHT: Marco Rossi would be \d+ min late$/);
  });

  it('refuses a second apply of the same fix: the flag is gone', async () => {
    const again = await apply(b, ids.user('chauffeur2'));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(KNOCK_ON_MESSAGES.notFlagged);
    expect((await outboxOf(t, `knock-on:${b}:`)).mails).toHaveLength(2);
  });
});

describe('a move that waits for the fix', () => {
  // Another day: Marco's airport pickup W (15:05, 45 min) is 50 minutes late, but his next ride N at
  // 16:45 holds the time, so the move waits; the fix lets it through.
  const day = rideDate('2026-12-04');
  let w: number;
  let n: number;

  beforeAll(async () => {
    ({ airport: w, next: n } = await marcosAirportAndNext(day, ['KOWAIT01', 'KOWAIT02'], '16:45'));
    await moveByFlight(t, ids.siteId, w, { airline: 'UA', number: '1542', delayMinutes: 50, pending: true });
  });

  it('shows the move waiting and flags the ride that holds it', async () => {
    const board = await boardOn(day);
    expect(rideIn(board, w).flight).toMatchObject({
      movedPickupAt: null,
      pendingPickupAt: chicago(day, '15:55').toISOString(),
    });
    expect(rideIn(board, w).pickupAt).toBe(chicago(day, '15:05').toISOString());
    expect(rideIn(board, n).knockOn).toMatchObject({ reason: 'chauffeur', causeBookingId: w });
  });

  it('applies the waiting move once the ride is given to another chauffeur', async () => {
    const res = await apply(n, ids.user('chauffeur2'));
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].pendingMovesApplied).toBe(true);
    const board = await boardOn(day);
    expect(rideIn(board, w).pickupAt).toBe(chicago(day, '15:55').toISOString());
    expect(rideIn(board, w).flight).toMatchObject({
      movedPickupAt: chicago(day, '15:55').toISOString(),
      pendingPickupAt: null,
    });
    expect(rideIn(board, n)).toMatchObject({ chauffeurId: ids.user('chauffeur2'), knockOn: null });
  });
});

const applyCar = (payload: Record<string, unknown>, token = provider, host = 'citylimo.localhost') =>
  t.app.inject({ method: 'POST', url: '/api/dispatch/knock-on/apply', headers: { host, ...t.bearer(token) }, payload });
const fleetOf = async (bookingId: number) =>
  Number(
    (
      (await t.db.execute(sql`select fleet_id from bookings where id = ${bookingId}`)) as unknown as {
        rows: { fleet_id: number }[];
      }
    ).rows[0].fleet_id,
  );

describe("the knock-on's car fix: V goes in Sedan 102", () => {
  let taken: number;

  it('refuses a car of another type, another site, a ride not flagged for its car, and both fixes at once', async () => {
    const { fleet } = ids;
    const otherType = await applyCar({ bookingId: v, fleetId: fleet('S-Class 1') });
    expect(otherType.statusCode).toBe(422);
    expect(otherType.json().message).toBe(CAR_MESSAGES.otherType);
    const bay = await siteIdsOf(t, 'baychauffeurs.localhost');
    const stranger = await applyCar({ bookingId: v, fleetId: bay.fleet('Model S 1') });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(CAR_MESSAGES.notSiteCar);
    const chauffeurOnly = await applyCar({ bookingId: b, fleetId: fleet('Sedan 102') });
    expect(chauffeurOnly.statusCode).toBe(422);
    expect(chauffeurOnly.json().message).toBe(KNOCK_ON_MESSAGES.notFlagged);
    const both = await applyCar({ bookingId: v, fleetId: fleet('Sedan 102'), chauffeurId: ids.user('chauffeur2') });
    expect(both.statusCode).toBe(400);
    expect(await fleetOf(v)).toBe(fleet('Sedan 101'));
  });

  it("answers another site's staff as if the ride did not exist", async () => {
    const bay = await tokenOf(t, 'provider2', 'baychauffeurs.localhost');
    const res = await applyCar({ bookingId: v, fleetId: ids.fleet('Sedan 102') }, bay, 'baychauffeurs.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('KOCAR001');
    expect(await fleetOf(v)).toBe(ids.fleet('Sedan 101'));
  });

  it('answers 409 when the car is booked then, and writes nothing', async () => {
    taken = await insertRide(t, ids.siteId, {
      reference: 'KOTAKEN1',
      date: DAY,
      time: '17:00',
      minutes: 60,
      from: PLACES.wacker,
      to: PLACES.ohare,
      chauffeurId: null,
      fleetId: ids.fleet('Sedan 102'),
    });
    const res = await applyCar({ bookingId: v, fleetId: ids.fleet('Sedan 102') });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RIDE_MESSAGES.carBusy);
    expect(await fleetOf(v)).toBe(ids.fleet('Sedan 101'));
    expect((await outboxOf(t, `knock-on:${v}:`)).mails).toEqual([]);
  });

  it('moves the ride to the suggested car, tells its chauffeur, records it, and the flag is gone', async () => {
    await t.db.execute(sql`delete from bookings where id = ${taken}`);
    const before = await boardOn(DAY);
    const flag = before.needsAttention.find((f) => f.bookingId === v);
    expect(flag).toMatchObject({
      reason: 'vehicle',
      suggestion: { fleetId: ids.fleet('Sedan 102'), name: 'Sedan 102' },
    });

    const res = await applyCar({ bookingId: v, fleetId: ids.fleet('Sedan 102') });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      ride: {
        bookingId: v,
        fleetId: ids.fleet('Sedan 102'),
        vehicleName: 'Sedan 102',
        chauffeurId: ids.user('chauffeur3'),
      },
      car: { fleetId: ids.fleet('Sedan 102'), name: 'Sedan 102' },
      causeReferenceId: 'KOFLIGHT',
    });
    expect(await fleetOf(v)).toBe(ids.fleet('Sedan 102'));
    const { mails } = await outboxOf(t, `knock-on:${v}:car:`);
    expect(mails).toEqual([
      {
        to: 'chauffeur3@citylimo.example',
        subject: expect.stringMatching(/^Ride KOCAR001 on .+: you now drive Sedan 102 \(City Limo\)$/),
      },
    ]);

    const board = await boardOn(DAY);
    expect(board.rides.find((r) => r.bookingId === v)).toMatchObject({
      fleetId: ids.fleet('Sedan 102'),
      knockOn: null,
    });
    expect(board.needsAttention.map((f) => f.bookingId)).not.toContain(v);
    const history = (await call(t, 'GET', `/api/dispatch/rides/${v}/history`, provider)).json().results as {
      status: string;
      reason: string;
    }[];
    expect(history.at(-1)).toMatchObject({ status: 'assigned' });
    expect(history.at(-1)?.reason).toBe('Knock-on of KOFLIGHT: car changed from Sedan 101 to Sedan 102');

    const again = await applyCar({ bookingId: v, fleetId: ids.fleet('Sedan 102') });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(KNOCK_ON_MESSAGES.notFlagged);
  });
});
