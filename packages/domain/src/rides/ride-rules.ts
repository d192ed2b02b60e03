/**
 * The day of the ride (issue 21, decision 0028): what a chauffeur may do next, when a no-show
 * may be declared, and whether a chauffeur may take a ride. Pure rules, shared by the API (its
 * answers) and the chauffeur's app and dispatch board (what they offer).
 */
import type { BookingStatus } from '../booking/booking-status.ts';

/** The steps a chauffeur moves a ride through from the phone. */
export const DRIVER_STEPS = ['en route', 'arrived', 'on board', 'completed', 'no show'] as const;
export type DriverStep = (typeof DRIVER_STEPS)[number];

/** Statuses in which the chauffeur is on the job: positions are accepted and shown. */
export const ACTIVE_RIDE_STATUSES: BookingStatus[] = ['en route', 'arrived', 'on board'];

/** The site's waiting time before a no-show, when the site has not set one. */
export const DEFAULT_NO_SHOW_WAIT_MINUTES = 15;

export const RIDE_MESSAGES = {
  notYours: 'This ride is not assigned to you.',
  acceptFirst: 'Accept the ride before starting it.',
  alreadyAccepted: 'You have already accepted this ride.',
  chauffeurBusy: 'This chauffeur already has a ride at that time.',
  carBusy: 'This car is already booked at that time. Choose another.',
  notActive: 'Positions are accepted only while you are on a ride (On the way to Completed).',
  declineReason: 'Please say why you decline the ride',
  idempotencyKey: 'Send an Idempotency-Key header with each status change',
} as const;

const NEXT_STEP: Partial<Record<BookingStatus, DriverStep[]>> = {
  assigned: ['en route'],
  'en route': ['arrived'],
  arrived: ['on board', 'no show'],
  'on board': ['completed'],
};

/** The steps the chauffeur may take from a status (an unaccepted ride has none: accept first). */
export const driverNextSteps = (status: BookingStatus, accepted: boolean): DriverStep[] =>
  accepted ? (NEXT_STEP[status] ?? []) : [];

/** The moment a no-show may be declared: the waiting time after the later of the pickup and the arrival. */
export const noShowAllowedFrom = (pickupAt: Date, arrivedAt: Date | null, waitMinutes: number) =>
  new Date(Math.max(pickupAt.getTime(), arrivedAt?.getTime() ?? 0) + waitMinutes * 60_000);

export type Check = { ok: true } | { ok: false; reason: string };

/** Whether the chauffeur may move the ride to `to` now, and if not, why. */
export const checkDriverStep = (
  ride: { status: BookingStatus; accepted: boolean; pickupAt: Date; arrivedAt: Date | null },
  to: DriverStep,
  at: Date,
  waitMinutes: number,
): Check => {
  if (!ride.accepted) return { ok: false, reason: RIDE_MESSAGES.acceptFirst };
  const next = driverNextSteps(ride.status, true);
  if (!next.includes(to)) {
    if (ride.status === to) return { ok: false, reason: `The ride is already ${to}.` };
    return next.length === 0
      ? { ok: false, reason: `A ${ride.status} ride cannot change any more.` }
      : { ok: false, reason: `A ${ride.status} ride can move to ${next.join(', ')}, not to ${to}.` };
  }
  if (to === 'no show') {
    const from = noShowAllowedFrom(ride.pickupAt, ride.arrivedAt, waitMinutes);
    if (at < from) {
      const minutes = Math.ceil((from.getTime() - at.getTime()) / 60_000);
      return {
        ok: false,
        reason: `A no-show can be declared after the ${waitMinutes}-minute wait: ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
      };
    }
  }
  return { ok: true };
};

/** One weekday's hours, 'HH:MM' in the site's local time; a weekday missing is a day off. */
export type WorkingDay = { weekday: number; start: string; end: string };

export type ChauffeurFitInput = {
  name: string;
  active: boolean;
  workingHours: WorkingDay[];
  /** 'YYYY-MM-DD' local dates. */
  daysOff: string[];
  /** 'YYYY-MM-DD', or null when not recorded. */
  licenceExpiry: string | null;
  vehicleTypeIds: number[];
};

export type RideFitInput = {
  /** Local wall-clock start and end of the ride at the pickup ('YYYY-MM-DDTHH:MM'). */
  localStart: string;
  localEnd: string;
  vehicleTypeId: number;
  vehicleTypeName: string;
};

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * Whether a chauffeur may drive a ride, and if not the first reason (the dispatch board shows
 * it): inactive, day off, outside working hours, licence expired, vehicle type not allowed.
 * Overlapping rides are the database's to refuse (exclusion constraint).
 */
export const checkChauffeurFit = (chauffeur: ChauffeurFitInput, ride: RideFitInput): Check => {
  const day = ride.localStart.slice(0, 10);
  if (!chauffeur.active) return { ok: false, reason: `${chauffeur.name} is not active.` };
  if (chauffeur.daysOff.includes(day)) return { ok: false, reason: `It is ${chauffeur.name}'s day off.` };
  const hours = chauffeur.workingHours.find((h) => h.weekday === weekdayOf(day));
  if (!hours) return { ok: false, reason: `It is ${chauffeur.name}'s day off.` };
  const start = minutesOf(ride.localStart.slice(11, 16));
  const endDay = ride.localEnd.slice(0, 10);
  const end = minutesOf(ride.localEnd.slice(11, 16)) + (endDay > day ? 24 * 60 : 0);
  if (start < minutesOf(hours.start) || end > minutesOf(hours.end))
    return {
      ok: false,
      reason: `The ride is outside ${chauffeur.name}'s working hours (${hours.start}-${hours.end}).`,
    };
  if (chauffeur.licenceExpiry !== null && chauffeur.licenceExpiry < endDay)
    return { ok: false, reason: `${chauffeur.name}'s licence has expired (${chauffeur.licenceExpiry}).` };
  if (!chauffeur.vehicleTypeIds.includes(ride.vehicleTypeId))
    return { ok: false, reason: `${chauffeur.name} may not drive a ${ride.vehicleTypeName}.` };
  return { ok: true };
};

/** 'HH:MM' 24-hour. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Whether a week of hours is well formed: weekdays 0-6 once each, start before end. */
export const checkWorkingHours = (days: WorkingDay[]): Check => {
  const seen = new Set<number>();
  for (const d of days) {
    if (!Number.isInteger(d.weekday) || d.weekday < 0 || d.weekday > 6)
      return { ok: false, reason: 'A weekday is 0 (Sunday) to 6 (Saturday).' };
    if (seen.has(d.weekday)) return { ok: false, reason: 'Give each weekday once.' };
    seen.add(d.weekday);
    if (!isClockTime(d.start) || !isClockTime(d.end))
      return { ok: false, reason: 'Working hours are written HH:MM, for example 08:00.' };
    if (minutesOf(d.start) >= minutesOf(d.end))
      return { ok: false, reason: 'A working day must start before it ends.' };
  }
  return { ok: true };
};

/** Earth distance in metres between two points (haversine), for the 50 m sending rule and the map. */
export const metresBetween = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
};
