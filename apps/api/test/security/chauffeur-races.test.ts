/**
 * Never two rides at once (issue 21): 50 overlapping rides, each on its own car, assigned to one
 * chauffeur by 50 concurrent requests. Exactly one holds; the other 49 answer 409 with the reason,
 * and the database has the chauffeur on one ride. Run on PostgreSQL (TEST_DATABASE_URL) it is a
 * real race; the exclusion constraint bookings_no_double_chauffeur decides, not a read before the write.
 */
import { RIDE_MESSAGES } from '@ridedesk/domain/rides/ride-rules';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardOf, call } from '../fixtures/ride-day.ts';
import { provider, rows, startDispatchRaceApp, t } from '../suites/dispatch-races-suite.ts';

const RIDES = 50;
let chauffeurId: number;
let bookingIds: number[];

startDispatchRaceApp();

beforeAll(async () => {
  const board = await boardOf(t, provider);
  chauffeurId = board.chauffeurs.find((c) => c.name === 'Marco Rossi')?.id ?? 0;
  const model = board.rides.find((r) => r.assignmentState === 'unassigned');
  if (!model) throw new Error('no unassigned demo ride');
  const [{ site_id: siteId, fleet_id: fleetId }] = await rows(
    sql`select site_id, fleet_id from bookings where id = ${model.bookingId}`,
  );
  // Fifty more cars like the model's, so that fifty overlapping rides can exist (a car is never booked twice).
  const fleets = await rows(sql`
    insert into fleets (site_id, vehicle_type_id, nick_name, vin, color, make, model, year, seater, luggage_capacity, amenties, is_enabled, is_draft, is_published)
    select site_id, vehicle_type_id, nick_name || ' R' || g, 'RACE' || lpad(g::text, 8, '0'), color, make, model, year, seater, luggage_capacity, amenties, is_enabled, is_draft, is_published
    from fleets, generate_series(1, ${RIDES}) g where site_id = ${siteId} and id = ${fleetId}
    returning id`);
  const columns = (
    await rows(sql`select column_name from information_schema.columns where table_name = 'bookings' and table_schema = current_schema()
      and column_name not in ('id', 'fleet_id', 'reference_id', 'assigned_to', 'booking_status', 'chauffeur_accepted_on')`)
  ).map((r) => `"${String(r.column_name)}"`);
  const list = sql.raw(columns.join(', '));
  bookingIds = [];
  for (const [i, fleet] of fleets.entries()) {
    const [created] = await rows(sql`
      insert into bookings (${list}, fleet_id, reference_id, booking_status)
      select ${list}, ${fleet.id}, ${`RACE${String(i).padStart(6, '0')}`}, 'confirmed' from bookings where id = ${model.bookingId}
      returning id`);
    bookingIds.push(Number(created.id));
  }
});

describe('one chauffeur, fifty overlapping rides, fifty concurrent assignments', () => {
  it('gives the chauffeur exactly one ride and answers the other 49 with 409 and the reason', async () => {
    const answers = await Promise.all(
      bookingIds.map((bookingId) => call(t, 'POST', '/api/dispatch/assign', provider, { bookingId, chauffeurId })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(RIDES - 1);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe(RIDE_MESSAGES.chauffeurBusy);
    const held = await rows(
      sql`select count(*)::int as n from bookings where assigned_to = ${chauffeurId} and id in ${sql.raw(`(${bookingIds.join(',')})`)}`,
    );
    expect(held[0].n).toBe(1);
    const events = await rows(
      sql`select count(*)::int as n from ride_status_events where status = 'assigned' and booking_id in ${sql.raw(`(${bookingIds.join(',')})`)}`,
    );
    expect(events[0].n).toBe(1);
  });

  it('refuses the same through the spec route of booking management: 409 with the reason, never a 500', async () => {
    const held = await rows(
      sql`select id from bookings where assigned_to = ${chauffeurId} and id in ${sql.raw(`(${bookingIds.join(',')})`)}`,
    );
    const other = bookingIds.find((id) => id !== Number(held[0]?.id));
    const res = await call(t, 'POST', '/api/booking/updateassignedtobookings', provider, {
      bookingId: other,
      assignedTo: chauffeurId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RIDE_MESSAGES.chauffeurBusy);
  });
});
