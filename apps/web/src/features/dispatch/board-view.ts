import { ACTIVE_RIDE_STATUSES, type Board, type BoardChauffeur, type BoardRide } from './board-types.ts';
import { clockMinutes, localTime, minutesIntoDay, type Span, timelineWindow } from './timeline-geometry.ts';

/** What the screens derive from one board: spans, rows, the window. */

export const rideSpan = (ride: BoardRide, board: Pick<Board, 'date'>): Span => ({
  start: minutesIntoDay(ride.pickupTime, board.date, ride.offsetMinutes),
  end: minutesIntoDay(ride.estimatedEnd, board.date, ride.offsetMinutes),
});

export const hoursSpan = (chauffeur: BoardChauffeur): Span | null => {
  if (chauffeur.dayOff || !chauffeur.hours) return null;
  const start = clockMinutes(chauffeur.hours.start);
  const end = clockMinutes(chauffeur.hours.end);
  return start === null || end === null ? null : { start, end: end <= start ? end + 24 * 60 : end };
};

export const boardWindow = (board: Board) =>
  timelineWindow([
    ...board.rides.map((ride) => rideSpan(ride, board)).map((s) => ({ start: Math.max(0, s.start), end: s.end })),
    ...board.chauffeurs.flatMap((c) => hoursSpan(c) ?? []),
  ]);

/** The minute the timeline opens at: now on today's board, else the first ride not finished, else 08:00. */
export const startMinute = (board: Board, now = new Date()) => {
  if (localTime(now, board.offsetMinutes).date === board.date) return localTime(now, board.offsetMinutes).minute;
  const open = board.rides.filter((r) => !['completed', 'cancelled', 'no show'].includes(r.status));
  const starts = open.map((r) => rideSpan(r, board).start).filter((m) => m >= 0);
  return starts.length > 0 ? Math.min(...starts) : 8 * 60;
};

export const byPickup = (a: BoardRide, b: BoardRide) => a.pickupTime.localeCompare(b.pickupTime);

/** Rides that still need a chauffeur (cancelled and finished rides need nobody). */
export const unassignedRides = (board: Board) =>
  board.rides
    .filter((r) => r.chauffeurId === null && !['completed', 'cancelled', 'no show'].includes(r.status))
    .sort(byPickup);

export const ridesOf = (board: Board, chauffeurId: number) =>
  board.rides.filter((r) => r.chauffeurId === chauffeurId).sort(byPickup);

export const ridesOfVehicle = (board: Board, fleetId: number) =>
  board.rides.filter((r) => r.fleetId === fleetId).sort(byPickup);

export const chauffeurName = (c: Pick<BoardChauffeur, 'name'>) => c.name;

/** Two letters for a dot on the map: the first and last names' initials. */
export const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words[words.length - 1][0] ?? '') : ''}`.toUpperCase();
};

/** Chauffeurs on an active ride with a known position: the map's dots. */
export const chauffeursOnTheRoad = (board: Board) =>
  board.chauffeurs.filter(
    (c) =>
      c.lastPosition !== null &&
      board.rides.some((r) => r.chauffeurId === c.id && ACTIVE_RIDE_STATUSES.includes(r.status)),
  );

/** An instant's time of day on a clock offset ('14:05'). */
export const clockText = (instant: string, offsetMinutes: number) => localTime(instant, offsetMinutes).clock;
