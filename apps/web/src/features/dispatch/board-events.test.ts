import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { toBoard } from './api/get-board.ts';
import { dispatchKeys } from './api/query-keys.ts';
import { applyBookingEvent, applyLiveEvent, applyPositionEvent, applyRideEvent } from './board-events.ts';
import { fixtureBoard, flightFixtureAnswer } from './board-fixture.ts';
import { type Board, displayStatus } from './board-types.ts';

const board = fixtureBoard;

/** The day of the flight fixture (its rides 7, 8 and 9). */
const FLIGHT_DAY = '2026-11-26';

/** A cache holding the flight fixture's day, as the board screen leaves it. */
const flightDayClient = () => {
  const client = new QueryClient();
  client.setQueryData(dispatchKeys.board(FLIGHT_DAY), toBoard(flightFixtureAnswer()));
  return client;
};

/** The live event of ride 7 given to a chauffeur. */
const assignRide7 = (client: QueryClient, chauffeurId: number) =>
  applyLiveEvent(client, { type: 'ride', data: { siteId: 5, bookingId: 7, status: 'assigned', chauffeurId } });

describe('the live events applied to the board', () => {
  it('When a ride is assigned, then its status and chauffeur change and nothing else is copied', () => {
    const before = board();
    const { board: after, changed } = applyRideEvent(before, { bookingId: 7, status: 'assigned', chauffeurId: 40 });
    expect(changed).toBe(true);
    expect(after.rides[0]).toMatchObject({ status: 'assigned', chauffeurId: 40, referenceId: 'RD7' });
    expect(after.chauffeurs).toBe(before.chauffeurs);
    expect(before.rides[0].status).toBe('confirmed');
  });

  it('When the chauffeur accepts, then the ride shows as accepted; a booking event of the same status keeps it so', () => {
    const accepted = applyRideEvent(board(), {
      bookingId: 8,
      status: 'assigned',
      chauffeurId: 40,
      accepted: true,
    }).board;
    expect(displayStatus(accepted.rides[1])).toBe('accepted');
    const again = applyBookingEvent(accepted, { siteId: 5, bookingId: 8, referenceId: 'RD8', status: 'assigned' });
    expect(again.changed).toBe(false);
    expect(displayStatus(again.board.rides[1])).toBe('accepted');
  });

  it('When a chauffeur declines, then the ride goes back to confirmed without a chauffeur', () => {
    const assigned = applyRideEvent(board(), { bookingId: 7, status: 'assigned', chauffeurId: 40 }).board;
    const declined = applyRideEvent(assigned, { bookingId: 7, status: 'confirmed', chauffeurId: null }).board;
    expect(declined.rides[0]).toMatchObject({ status: 'confirmed', chauffeurId: null });
  });

  it('When a ride is cancelled, then it leaves the board', () => {
    const { board: after } = applyRideEvent(board(), { bookingId: 7, status: 'cancelled', chauffeurId: null });
    expect(after.rides.map((r) => r.referenceId)).toEqual(['RD8']);
  });

  it('When the event repeats what the board shows, or names an unknown status, then the board is the same object', () => {
    const before = board();
    expect(applyRideEvent(before, { bookingId: 7, status: 'confirmed', chauffeurId: null }).board).toBe(before);
    expect(applyRideEvent(before, { bookingId: 7, status: 'teleported', chauffeurId: null }).board).toBe(before);
  });

  it('When an event names a ride the board does not hold, then it says so (only a fetch can place it)', () => {
    expect(applyRideEvent(board(), { bookingId: 99, status: 'assigned', chauffeurId: 40 }).unknownRide).toBe(true);
  });

  it('When a position arrives, then the chauffeur’s dot moves; an older one than held is ignored', () => {
    const event = {
      siteId: 5,
      bookingId: 7,
      chauffeurId: 40,
      latitude: 41.9,
      longitude: -87.7,
      heading: 90,
      speed: 12,
      at: '2026-11-26T15:00:10Z',
    };
    const moved = applyPositionEvent(board(), event);
    expect(moved.changed).toBe(true);
    expect(moved.board.chauffeurs[0].lastPosition).toMatchObject({ latitude: 41.9, longitude: -87.7, bookingId: 7 });
    const stale = applyPositionEvent(moved.board, { ...event, latitude: 1, at: '2026-11-26T14:00:00Z' });
    expect(stale.changed).toBe(false);
    expect(applyPositionEvent(board(), { ...event, chauffeurId: 999 }).changed).toBe(false);
  });

  it('When an event reaches the query cache, then every cached day is updated without a fetch', () => {
    const client = new QueryClient();
    client.setQueryData(dispatchKeys.board('2026-11-26'), board());
    const ride = applyLiveEvent(client, {
      type: 'ride',
      data: { siteId: 5, bookingId: 7, status: 'en route', chauffeurId: 40 },
    });
    expect(ride.refetch).toBe(false);
    expect(client.getQueryData<Board>(dispatchKeys.board('2026-11-26'))?.rides[0].status).toBe('en route');

    const position = applyLiveEvent(client, {
      type: 'position',
      data: { siteId: 5, bookingId: 7, chauffeurId: 40, latitude: 42, longitude: -87.9, at: '2026-11-26T15:05:00Z' },
    });
    expect(position.refetch).toBe(false);
    expect(client.getQueryData<Board>(dispatchKeys.board('2026-11-26'))?.chauffeurs[0].lastPosition?.latitude).toBe(42);
  });

  it('When a booking event names a ride no cached day holds, then the day on screen is fetched again', () => {
    const client = new QueryClient();
    client.setQueryData(dispatchKeys.board('2026-11-26'), board());
    const result = applyLiveEvent(client, {
      type: 'booking',
      data: { siteId: 5, bookingId: 123, referenceId: 'NEW1', status: 'scheduled' },
    });
    expect(result.refetch).toBe(true);
  });

  it.each([
    {
      when: 'When a ride changes on a day that follows flights, then the day is fetched again (pickups and flags move)',
      chauffeurId: 40,
      refetch: true,
    },
    {
      when: 'When a ride goes to a chauffeur with no flight or flag that day, then it moves from the event alone',
      chauffeurId: 42,
      refetch: false,
    },
  ])('$when', ({ chauffeurId, refetch }) => {
    const client = flightDayClient();
    const result = assignRide7(client, chauffeurId);
    expect(result.refetch).toBe(refetch);
    expect(client.getQueryData<Board>(dispatchKeys.board(FLIGHT_DAY))?.rides[0].chauffeurId).toBe(chauffeurId);
  });

  it('When another day holds the ride, then this day’s flights do not make it fetch', () => {
    const client = new QueryClient();
    const flights = flightFixtureAnswer();
    client.setQueryData(
      dispatchKeys.board(FLIGHT_DAY),
      toBoard({ ...flights, rides: flights.rides.filter((r) => r.bookingId !== 7) }),
    );
    client.setQueryData(dispatchKeys.board('2026-11-29'), board());
    const result = assignRide7(client, 40);
    expect(result.refetch).toBe(false);
    expect(client.getQueryData<Board>(dispatchKeys.board('2026-11-29'))?.rides[0].chauffeurId).toBe(40);
  });

  it('When a flight moves a pickup, or a flagged ride changes, then the day is fetched again', () => {
    const client = flightDayClient();
    const moved = { siteId: 5, bookingId: 9, status: 'assigned', chauffeurId: 40, pickupAt: '2026-11-26T17:05:00Z' };
    expect(applyLiveEvent(client, { type: 'ride', data: moved }).refetch).toBe(true);
    const given = { siteId: 5, bookingId: 8, status: 'assigned', chauffeurId: 42 };
    expect(applyLiveEvent(client, { type: 'ride', data: given }).refetch).toBe(true);
  });
});
