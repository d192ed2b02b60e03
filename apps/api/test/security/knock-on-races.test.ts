/**
 * The knock-on's fix under a race (issue 22 item 4): two flagged rides at the same time, each
 * pushed by its own chauffeur's moved airport pickup, and one free chauffeur suggested for both.
 * Fifty concurrent applies, 25 for each ride: the database lets one win (the exclusion
 * constraint bookings_no_double_chauffeur, not a read before the write). The chauffeur holds one
 * of the two rides, one 'assigned' event is written, and only the winner's two mails and two
 * texts exist: a refused apply writes nothing. Run on PostgreSQL (TEST_DATABASE_URL) it is a real race.
 */
import { KNOCK_ON_MESSAGES } from '@ridedesk/domain/rides/knock-on';
import { RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { airportAndNext, moveByFlight, outboxOf, siteIdsOf } from '../fixtures/flight-moves.ts';
import { call } from '../fixtures/ride-day.ts';
import { rideDate } from '../ride-dates.ts';
import { provider, rows, startDispatchRaceApp, t } from '../suites/dispatch-races-suite.ts';

const DAY = rideDate('2026-12-10');
const APPLIES = 50;
let aisha: number;
let rides: number[];

startDispatchRaceApp();

beforeAll(async () => {
  const { siteId, user, fleet } = await siteIdsOf(t, 'citylimo.localhost');
  aisha = user('chauffeur2');
  rides = [];
  for (const [i, who, airportCar, nextCar] of [
    [1, 'chauffeur', 'Sedan 101', 'Escalade 1'],
    [2, 'chauffeur3', 'Sedan 102', 'Suburban 2'],
  ] as const) {
    const { airport: moved, next } = await airportAndNext(t, siteId, {
      date: DAY,
      references: [`KORACEA${i}`, `KORACEB${i}`],
      nextTime: '17:15',
      chauffeurId: user(who),
      cars: [fleet(airportCar), fleet(nextCar)],
      flight: { airline: 'UA', number: `154${i}` },
    });
    rides.push(next);
    await moveByFlight(t, siteId, moved, { airline: 'UA', number: `154${i}`, delayMinutes: 50 });
  }
  const board = (await call(t, 'GET', `/api/dispatch/board?date=${DAY}`, provider)).json().results[0];
  const suggested = board.needsAttention
    .filter((f: { reason: string }) => f.reason === 'chauffeur')
    .map((f: { bookingId: number; suggestion: { chauffeurId: number } }) => [f.bookingId, f.suggestion.chauffeurId]);
  // Both rides are flagged, and Aisha, the one chauffeur free at 17:15, is the fix for both.
  expect(suggested.sort()).toEqual(rides.map((id) => [id, aisha]).sort());
});

describe('one free chauffeur, two overlapping flagged rides, fifty concurrent applies', () => {
  it('gives the chauffeur exactly one ride; the others answer 409 or 422 with the reason and write nothing', async () => {
    const answers = await Promise.all(
      Array.from({ length: APPLIES }, (_, i) =>
        call(t, 'POST', '/api/dispatch/knock-on/apply', provider, {
          bookingId: rides[i % 2],
          chauffeurId: aisha,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200 && c !== 409 && c !== 422)).toEqual([]);
    const reasons = new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().message));
    for (const reason of reasons)
      expect([RIDE_MESSAGES.chauffeurBusy, KNOCK_ON_MESSAGES.notFlagged, KNOCK_ON_MESSAGES.sameChauffeur]).toContain(
        reason,
      );

    const list = sql.raw(`(${rides.join(',')})`);
    const held = await rows(sql`select id from bookings where assigned_to = ${aisha} and id in ${list}`);
    expect(held).toHaveLength(1);
    const won = Number(held[0].id);
    const events = await rows(
      sql`select count(*)::int as n from ride_status_events where status = 'assigned' and chauffeur_user_id = ${aisha} and booking_id in ${list}`,
    );
    expect(events[0].n).toBe(1);
    const winner = await outboxOf(t, `knock-on:${won}:`);
    expect(winner.mails).toHaveLength(2);
    expect(winner.texts).toHaveLength(2);
    const loser = await outboxOf(t, `knock-on:${rides.find((id) => id !== won)}:`);
    expect(loser).toEqual({ mails: [], texts: [] });
  });
});
