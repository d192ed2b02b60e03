import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { changeTimes, instant, sameSiteReference, tenantPrimaryKey } from '../../db/columns.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

/** What a followed flight can be (issue 22, decision 0031). */
export const FLIGHT_STATES = ['scheduled', 'delayed', 'early', 'landed', 'cancelled', 'unknown'] as const;
export type FlightState = (typeof FLIGHT_STATES)[number];

/**
 * An airport pickup's flight, followed from 6 hours before its scheduled arrival until it lands
 * (issue 22). The flights module owns it; the pickup it moves is the booking's (bookings' contract).
 * `pendingPickupAt` is a move the database refused (the chauffeur or the car is held by the next
 * ride): the dispatch board shows it with the knock-on's fix, and it is applied once that is fixed.
 */
export const flightWatches = pgTable(
  'flight_watches',
  {
    ...tenantKeyColumns(),
    bookingId: integer().notNull(),
    /** The airline's code as booked ('UA') and the flight's number ('1234'). */
    airline: text().notNull(),
    flightNumber: text().notNull(),
    /** The flight's arrival as first known (the booked pickup less the grace when none is known). */
    scheduledArrival: instant(),
    /** The latest estimate of the arrival (gate or runway), and the actual one once landed. */
    estimatedArrival: instant(),
    actualArrival: instant(),
    state: text().notNull().default('scheduled'),
    /** An international arrival takes the longer grace (immigration and customs). */
    international: boolean().notNull().default(false),
    /** Where the flight comes from (IATA code), for the board and the traveller's page. */
    origin: text(),
    /** 'aeroapi' when followed through FlightAware; 'manual' when the operator sets the landing time. */
    source: text().notNull().default('manual'),
    /** The pickup as booked, before any move; the pickup it was last moved to. */
    originalPickupAt: instant().notNull(),
    movedPickupAt: instant(),
    /** A move the database refused (see above); null when none waits. */
    pendingPickupAt: instant(),
    lastCheckedOn: instant(),
    nextCheckAt: instant(),
    lastError: text(),
    ...changeTimes(),
  },
  (t) => [
    tenantPrimaryKey('flight_watches', t),
    uniqueIndex('flight_watches_booking_uq').on(t.siteId, t.bookingId),
    index('flight_watches_due_idx').on(t.nextCheckAt),
    sameSiteReference('flight_watches_booking_fk', [t.siteId, t.bookingId], bookings),
    check('flight_watches_state_ck', sql`${t.state} in ('scheduled','delayed','early','landed','cancelled','unknown')`),
    check('flight_watches_source_ck', sql`${t.source} in ('aeroapi','manual')`),
  ],
);
