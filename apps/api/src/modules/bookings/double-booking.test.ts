import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import { insertBookingUnlessReferenceTaken } from './bookings.repository.ts';
import { bookings } from './bookings.schema.ts';

/**
 * A vehicle is never booked twice. Against real PostgreSQL (TEST_DATABASE_URL) this sends 50
 * simultaneous bookings of one fleet over a connection pool; on PGlite the requests are
 * serialised by its single connection, and the guarantee is the same constraint.
 */
let t: TestApp;
const CITYLIMO = { host: 'citylimo.localhost' };
const PICKUP = '233 S Wacker Dr, Chicago, IL 60606';
const DROPOFF = "O'Hare International Airport, Chicago, IL 60666";

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

describe('never a double booking', () => {
  it('When 50 bookings of one fleet for overlapping times arrive at once, then exactly one succeeds and 49 answer 409', async () => {
    const date = '2027-01-15';
    const est = (
      await t.app.inject({
        url: `/api/booking/getEstimatedRideDuration?sourceAddress=${encodeURIComponent(PICKUP)}&destinationAddress=${encodeURIComponent(DROPOFF)}&City=Chicago&Country=US&pickupDateTime=${date}T10:00`,
        headers: CITYLIMO,
      })
    ).json().results[0];
    const types = (
      await t.app.inject({ url: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL', headers: CITYLIMO })
    ).json().results;
    const vt = types[0].vehicleType?.id ?? types[0].id;
    const offer = (
      await t.app.inject({
        url: `/api/fleet/searchavailablefleet/${est.estimatedDurationMinutes}/${est.estimatedDurationInTrafficMinutes}/0/${vt}/1/0/${date}/10:00/${encodeURIComponent(PICKUP)}/${encodeURIComponent(DROPOFF)}/IL/41.8786/-87.6362/-360/${est.estimatedDistanceKm}`,
        headers: CITYLIMO,
      })
    ).json().results[0];
    expect(offer).toBeDefined();

    const guests = await Promise.all(
      Array.from(
        { length: 50 },
        async (_, i) =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/guestuser/create',
              headers: CITYLIMO,
              payload: {
                firstName: `Racer${i}`,
                lastName: 'Test',
                emailaddress: `racer${i}@example.com`,
                mobilenumber: '3125550100',
              },
            })
          ).json().results[0].id as number,
      ),
    );

    // Pickups spread over 49 minutes: every pair overlaps, since a ride holds the fleet for over an hour.
    const answers = await Promise.all(
      guests.map((guestUserId, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/booking/create/10:${String(i % 50).padStart(2, '0')}/00:00/${offer.priceDefinition.id}/${offer.fleetId}/Chicago/IL/41.8786/-87.6362/-360`,
          headers: { ...CITYLIMO, 'x-forwarded-for': `10.9.${i}.1` },
          remoteAddress: `10.9.${i}.1`,
          payload: {
            guestUserId,
            bookingFromDate: date,
            pickUpLocation: PICKUP,
            dropOffLocation: DROPOFF,
            noOfPassengers: 1,
            noOfLuggages: 0,
            paymentType: 'COD',
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const overlapping = await t.db.execute(sql`
      select count(*)::int as n from bookings a join bookings b
        on a.site_id = b.site_id and a.fleet_id = b.fleet_id and a.id < b.id and a.held && b.held
      where a.booking_status not in ('cancelled', 'no show') and b.booking_status not in ('cancelled', 'no show')`);
    expect(overlapping.rows[0]).toEqual({ n: 0 });
  });

  it('When a drawn reference is already used, then the insert answers nothing (another is drawn), and an overlapping hold still raises 23P01', async () => {
    const [booked] = await t.db.select().from(bookings).orderBy(sql`${bookings.id} desc`).limit(1);
    expect(booked).toBeDefined();
    const { id: _id, held: _held, ...copy } = booked;
    const later = new Date(booked.pickupAt.getTime() + 30 * 86_400_000);
    const values = {
      ...copy,
      pickupAt: later,
      dropoffAt: new Date(later.getTime() + 3_600_000),
      heldFrom: later,
      heldTo: new Date(later.getTime() + 3_600_000),
    };
    // Same reference, a free time: nothing written, so the caller draws again.
    expect(await insertBookingUnlessReferenceTaken(t.db, values)).toBeUndefined();
    const sameReference = await t.db.execute(
      sql`select count(*)::int as n from bookings where reference_id = ${booked.referenceId}`,
    );
    expect(sameReference.rows[0]).toEqual({ n: 1 });
    // A new reference over the held time: the exclusion constraint refuses it, never silently.
    const overlapping = await insertBookingUnlessReferenceTaken(t.db, {
      ...copy,
      referenceId: 'ZZTEST01',
      heldFrom: booked.pickupAt,
      heldTo: new Date(booked.pickupAt.getTime() + 3_600_000),
    }).catch((error: unknown) => error);
    expect(pgErrorCode(overlapping)).toBe('23P01');
  });
});
