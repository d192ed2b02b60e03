import type { QueryClient } from '@tanstack/react-query';
import { dispatchKeys } from './api/query-keys.ts';
import {
  type Board,
  type BookingEvent,
  isRideStatus,
  type PositionEvent,
  type RideEvent,
  type RideStatus,
} from './board-types.ts';

/**
 * The live events applied to the boards in the query cache: a `ride` event moves a block (status,
 * chauffeur), a `position` event moves a chauffeur's dot, a `booking` event changes a status. The
 * board is not fetched again unless an event names a ride the cached day does not hold (a new
 * booking, a ride moved to this day), which only a fetch can place, or the day follows flights
 * (issue 22): a ride's change there may move a pickup or flag or clear another ride's knock-on,
 * which only the server computes.
 */

/** Statuses that leave the board: the ride no longer needs anyone. */
const OFF_BOARD: readonly RideStatus[] = ['cancelled'];

export type Applied = { board: Board; changed: boolean; unknownRide: boolean };

const unchanged = (board: Board, unknownRide = false): Applied => ({ board, changed: false, unknownRide });

/** A ride's new status and chauffeur. */
export const applyRideEvent = (board: Board, event: Pick<RideEvent, 'bookingId' | 'status'> & Partial<RideEvent>) => {
  const index = board.rides.findIndex((ride) => ride.bookingId === event.bookingId);
  if (index === -1) return unchanged(board, true);
  if (!isRideStatus(event.status)) return unchanged(board);
  const ride = board.rides[index];
  if (OFF_BOARD.includes(event.status))
    return { board: { ...board, rides: board.rides.filter((_, i) => i !== index) }, changed: true, unknownRide: false };
  const chauffeurId = event.chauffeurId === undefined ? ride.chauffeurId : event.chauffeurId;
  // A booking event says nothing of acceptance; a new chauffeur has not accepted yet.
  const accepted = event.accepted ?? (chauffeurId === ride.chauffeurId ? ride.accepted : false);
  if (ride.status === event.status && ride.chauffeurId === chauffeurId && ride.accepted === accepted)
    return unchanged(board);
  const rides = [...board.rides];
  rides[index] = { ...ride, status: event.status, chauffeurId, accepted };
  return { board: { ...board, rides }, changed: true, unknownRide: false };
};

/** A booking event names no chauffeur: only the status changes. */
export const applyBookingEvent = (board: Board, event: BookingEvent) =>
  applyRideEvent(board, { bookingId: event.bookingId, status: event.status });

/** A chauffeur's latest position; an older one than the board holds (events can cross) is ignored. */
export const applyPositionEvent = (board: Board, event: PositionEvent): Applied => {
  const index = board.chauffeurs.findIndex((c) => c.id === event.chauffeurId);
  if (index === -1) return unchanged(board);
  const chauffeur = board.chauffeurs[index];
  const held = chauffeur.lastPosition;
  if (held && Date.parse(held.at) > Date.parse(event.at)) return unchanged(board);
  const chauffeurs = [...board.chauffeurs];
  chauffeurs[index] = {
    ...chauffeur,
    lastPosition: {
      latitude: event.latitude,
      longitude: event.longitude,
      at: event.at,
      heading: event.heading ?? null,
      speed: event.speed ?? null,
      bookingId: event.bookingId,
    },
  };
  return { board: { ...board, chauffeurs }, changed: true, unknownRide: false };
};

export type LiveEvent =
  | { type: 'ride'; data: RideEvent }
  | { type: 'position'; data: PositionEvent }
  | { type: 'booking'; data: BookingEvent };

/**
 * Whether an event may move pickups or flags it does not carry (issue 22): a pickup a flight
 * moved (the event says where), or a change to a ride with a flight or a flag, or to a ride of a
 * chauffeur whose day holds one (the knock-on follows each chauffeur's rides in order), on the
 * day that holds the ride. Read on the board before the event is applied, so a ride given away
 * counts its old chauffeur too.
 */
export const touchesFlights = (board: Board, event: LiveEvent) => {
  if (event.type === 'position') return false;
  const data = event.data as { bookingId: number; chauffeurId?: number | null; pickupAt?: string; flight?: unknown };
  if (data.pickupAt !== undefined || data.flight !== undefined) return true;
  const followed = board.rides.filter((r) => r.flight !== null || r.knockOn !== null);
  if (followed.length === 0 && board.needsAttention.length === 0) return false;
  const before = board.rides.find((r) => r.bookingId === data.bookingId);
  // Another day's ride: this day's flights and flags do not follow it.
  if (!before) return false;
  const chauffeurs = new Set(
    [before?.chauffeurId, data.chauffeurId].filter((id): id is number => typeof id === 'number'),
  );
  const flagged = new Set(board.needsAttention.map((a) => a.bookingId));
  return (
    flagged.has(data.bookingId) ||
    followed.some((r) => r.bookingId === data.bookingId || (r.chauffeurId !== null && chauffeurs.has(r.chauffeurId)))
  );
};

/**
 * Applies one event to every cached board (each day the page has opened). Answers whether some
 * board must be fetched again: a ride or booking event that no cached board holds may belong to
 * the day on screen, and only the server can place it; a change that touches a followed flight
 * or a flag may move pickups and flags the event does not carry (touchesFlights).
 */
export const applyLiveEvent = (queryClient: QueryClient, event: LiveEvent) => {
  const boards = queryClient.getQueriesData<Board>({ queryKey: dispatchKeys.boards() });
  let known = false;
  let flights = false;
  for (const [key, board] of boards) {
    if (!board) continue;
    if (touchesFlights(board, event)) flights = true;
    const applied =
      event.type === 'position'
        ? applyPositionEvent(board, event.data)
        : event.type === 'ride'
          ? applyRideEvent(board, event.data)
          : applyBookingEvent(board, event.data);
    if (!applied.unknownRide) known = true;
    if (applied.changed) queryClient.setQueryData(key, applied.board);
  }
  return { refetch: event.type !== 'position' && (!known || flights) };
};
