import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { RideAnswerBase } from '../../../lib/ride-answer.ts';
import {
  type AttentionItem,
  type Board,
  type BoardRide,
  type FlightMark,
  isRideStatus,
  type KnockOn,
} from '../board-types.ts';
import { browserOffset } from '../timeline-geometry.ts';
import { dispatchKeys } from './query-keys.ts';

/** A ride as the API answers it (modules/rides/ride-dto.ts); the board keeps what it draws. */
export type RideAnswer = RideAnswerBase & {
  status: string;
  chauffeurId: number | null;
  chauffeurName: string | null;
  passengerName: string | null;
  fleetId: number | null;
  vehicle: string | null;
  /** Issue 22: the airport pickup's flight, and the knock-on of a moved pickup on this ride. */
  flight?: FlightMark | null;
  knockOn?: KnockOn | null;
};

export type BoardAnswer = {
  date: string;
  chauffeurs: {
    id: number;
    name: string;
    phone: string | null;
    photo: string | null;
    active: boolean;
    hours: { start: string; end: string } | null;
    dayOff: boolean;
    position: {
      bookingId: number;
      latitude: number;
      longitude: number;
      heading: number | null;
      speed: number | null;
      at: string;
    } | null;
  }[];
  vehicles: {
    fleetId: number;
    name: string | null;
    make: string | null;
    model: string | null;
    vehicleTypeName: string | null;
  }[];
  rides: RideAnswer[];
  needsAttention?: AttentionItem[];
  mapStyleUrl?: string | null;
};

export const toBoardRide = (r: RideAnswer): BoardRide => ({
  bookingId: r.bookingId,
  referenceId: r.referenceId,
  status: isRideStatus(r.status) ? r.status : 'confirmed',
  accepted: r.accepted,
  pickupTime: r.pickupAt,
  estimatedEnd: r.dropoffAt,
  offsetMinutes: r.pickupOffset,
  chauffeurId: r.chauffeurId,
  chauffeurName: r.chauffeurName,
  fleetId: r.fleetId,
  vehicleName: r.vehicleName || r.vehicle,
  passengerName: r.passengerName,
  pickUpLocation: r.pickUpLocation,
  dropOffLocation: r.dropOffLocation,
  pickup:
    r.pickupLatitude !== null && r.pickupLongitude !== null
      ? { latitude: r.pickupLatitude, longitude: r.pickupLongitude }
      : null,
  flight: r.flight ?? null,
  knockOn: r.knockOn ?? null,
});

export const toBoard = (answer: BoardAnswer): Board => ({
  date: answer.date,
  // The site's clock is its rides' (the pickup offset); a day without rides reads the browser's.
  offsetMinutes: answer.rides[0]?.pickupOffset ?? browserOffset(),
  chauffeurs: answer.chauffeurs.map((c) => ({
    id: c.id,
    name: c.name,
    active: c.active,
    phone: c.phone,
    photo: c.photo,
    hours: c.hours,
    dayOff: c.dayOff,
    lastPosition: c.position,
  })),
  vehicles: answer.vehicles.map((v) => ({
    id: v.fleetId,
    name: v.name || [v.make, v.model].filter(Boolean).join(' ') || `#${v.fleetId}`,
    vehicleType: v.vehicleTypeName,
  })),
  rides: answer.rides.map(toBoardRide),
  needsAttention: answer.needsAttention ?? [],
  mapStyleUrl: answer.mapStyleUrl ?? null,
});

/** GET /api/dispatch/board?date=: the day's chauffeurs (hours, day off, last position), vehicles and rides. */
export const getBoard = async (date: string, signal?: AbortSignal): Promise<Board> =>
  toBoard(firstResult(await http.get<Results<BoardAnswer>>('/api/dispatch/board', { query: { date }, signal })));

export const boardQuery = (date: string) =>
  queryOptions({
    queryKey: dispatchKeys.board(date),
    queryFn: ({ signal }) => getBoard(date, signal),
    // The live stream keeps the day current; a fetch happens on opening a day and after a reconnection.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useBoard = (date: string) => useQuery(boardQuery(date));
