/**
 * Flights followed by hand (issue 22 item 3): without FLIGHTAWARE_API_KEY nothing is polled, and
 * the operator sets the landing time (PUT /api/flights/{bookingId}/arrival); the pickup follows
 * it as a polled flight's would. Staff of the booking's site only.
 */
import { FLIGHT_MESSAGES } from '@ridedesk/domain/rides/flights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightNotices, rideTimes, withFlight } from '../../../test/fixtures/flight-bookings.ts';
import { call, driverToken } from '../../../test/fixtures/ride-day.ts';
import { type BookedRide, bookRide, tokenOf } from '../../../test/fixtures/rides.ts';
import { rideDate } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const DAY = rideDate('2026-12-17');
const chicago = (clock: string) => new Date(Date.parse(`${DAY}T${clock}:00Z`) + 6 * 3_600_000);

const clock = chicago('07:00');
let t: TestApp;
let provider: string;
let ride: BookedRide;
let plain: BookedRide;

const setArrival = (bookingId: number, body: object, token = provider, host = 'citylimo.localhost') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/flights/${bookingId}/arrival`,
    headers: { host, ...(token ? t.bearer(token) : {}) },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  provider = await tokenOf(t, 'provider');
  ride = await bookRide(t, {
    date: DAY,
    time: '12:00',
    guest: { firstName: 'Mona', lastName: 'Manual', email: 'mona.manual@example.com' },
  });
  plain = await bookRide(t, { date: DAY, time: '15:00' });
  await withFlight(t, ride.id, { airline: 'AA', number: '88' });
});
afterAll(() => t?.close());

describe('manual mode', () => {
  it('When the watch runs without a key, then the flight is followed by hand: listed, never asked about', async () => {
    expect(await t.app.runFlightWatch()).toMatchObject({ opened: 1, polled: 0 });
    const [flight] = (await call(t, 'GET', `/api/flights?bookingId=${ride.id}`, provider)).json().results;
    expect(flight).toMatchObject({ flight: 'AA 88', source: 'manual', state: 'scheduled', nextCheckAt: null });
  });

  it('When the operator sets the expected landing, then the pickup moves to it plus the grace and the traveller is told', async () => {
    const res = await setArrival(ride.id, { estimatedArrival: chicago('12:40').toISOString() });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({
      outcome: 'moved',
      state: 'delayed',
      pickupAt: chicago('12:55').toISOString(),
      movedPickupAt: chicago('12:55').toISOString(),
      estimatedArrival: chicago('12:40').toISOString(),
    });
    expect((await rideTimes(t, ride.id)).pickupAt).toBe(chicago('12:55').toISOString());
    expect((await flightNotices(t, ride.id)).mails.map((m) => m.to)).toEqual(['mona.manual@example.com']);
  });

  it('When the same landing is set again, then nothing moves and no one is told twice; a landing 20 minutes earlier moves it back', async () => {
    const again = await setArrival(ride.id, { estimatedArrival: chicago('12:42').toISOString() });
    expect(again.json().results[0].outcome).toBe('unchanged');
    expect((await flightNotices(t, ride.id)).mails).toHaveLength(1);
    const landed = await setArrival(ride.id, { arrivedAt: chicago('12:20').toISOString() });
    expect(landed.json().results[0]).toMatchObject({
      outcome: 'moved',
      state: 'landed',
      pickupAt: chicago('12:35').toISOString(),
    });
    expect((await flightNotices(t, ride.id)).mails).toHaveLength(2);
  });

  it('When the request is wrong, then it is refused with the reason and nothing changes', async () => {
    const none = await setArrival(plain.id, { arrivedAt: chicago('14:40').toISOString() });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(FLIGHT_MESSAGES.noFlight);
    expect((await setArrival(999_999, { arrivedAt: chicago('12:00').toISOString() })).statusCode).toBe(404);
    for (const body of [
      {},
      { arrivedAt: chicago('12:00').toISOString(), estimatedArrival: chicago('12:00').toISOString() },
    ]) {
      const res = await setArrival(ride.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(FLIGHT_MESSAGES.landingNeeded);
    }
    const far = await setArrival(ride.id, {
      arrivedAt: new Date(chicago('12:00').getTime() + 30 * 3_600_000).toISOString(),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe(FLIGHT_MESSAGES.landingFar);
    expect((await rideTimes(t, ride.id)).pickupAt).toBe(chicago('12:35').toISOString());
  });
});

describe('who may follow a flight', () => {
  it("When another site's staff, a chauffeur or a traveller ask, then they are refused and nothing changes", async () => {
    const other = await tokenOf(t, 'provider2', 'baychauffeurs.localhost');
    const theirs = await setArrival(
      ride.id,
      { arrivedAt: chicago('13:30').toISOString() },
      other,
      'baychauffeurs.localhost',
    );
    expect(theirs.statusCode).toBe(404);
    const read = await t.app.inject({
      url: `/api/flights?bookingId=${ride.id}`,
      headers: { host: 'baychauffeurs.localhost', ...t.bearer(other) },
    });
    expect(read.statusCode).toBe(404);
    const chauffeur = await driverToken(t, 'chauffeur');
    const customer = await tokenOf(t, 'customer');
    for (const token of [chauffeur, customer]) {
      expect((await setArrival(ride.id, { arrivedAt: chicago('13:30').toISOString() }, token)).statusCode).toBe(403);
      expect((await call(t, 'GET', `/api/flights?date=${DAY}`, token)).statusCode).toBe(403);
    }
    expect((await setArrival(ride.id, { arrivedAt: chicago('13:30').toISOString() }, '')).statusCode).toBe(401);
    expect((await rideTimes(t, ride.id)).pickupAt).toBe(chicago('12:35').toISOString());
  });
});
