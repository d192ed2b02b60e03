import type { TFunction } from 'i18next';
import type { FlightMark, KnockOn } from './board-types.ts';
import { clockText } from './board-view.ts';

/**
 * The words of an airport pickup's flight and of a knock-on flag on the board (issue 22): the
 * flight's state ('Delayed 50 min', 'Landed 15:40'), where its pickup moved or waits to move
 * ('Pickup moved 15:05 → 15:55', 'Waiting to move to 15:55'), and why a ride needs attention.
 */

/** Minutes between the scheduled arrival and the landing (actual, else estimated); null when either is unknown. */
export const arrivalShiftMinutes = (flight: FlightMark) => {
  const landing = flight.actualArrival ?? flight.estimatedArrival;
  if (!flight.scheduledArrival || !landing) return null;
  return Math.round((Date.parse(landing) - Date.parse(flight.scheduledArrival)) / 60_000);
};

export const flightStateText = (t: TFunction, flight: FlightMark, offsetMinutes: number) => {
  const shift = arrivalShiftMinutes(flight);
  switch (flight.state) {
    case 'landed':
      return flight.actualArrival
        ? t('flightLandedAt', { time: clockText(flight.actualArrival, offsetMinutes) })
        : t('flight_landed');
    case 'delayed':
      return shift !== null && shift > 0 ? t('flightDelayedBy', { count: shift }) : t('flight_delayed');
    case 'early':
      return shift !== null && shift < 0 ? t('flightEarlyBy', { count: -shift }) : t('flight_early');
    default:
      return t(`flight_${flight.state}`);
  }
};

/** Where the pickup went: a move waiting wins over the last move made; null when it never moved. */
export const pickupMoveText = (t: TFunction, flight: FlightMark, offsetMinutes: number) => {
  const clock = (at: string) => clockText(at, offsetMinutes);
  if (flight.pendingPickupAt) return t('pickupWaiting', { to: clock(flight.pendingPickupAt) });
  if (flight.movedPickupAt && flight.movedPickupAt !== flight.originalPickupAt)
    return t('pickupMoved', { from: clock(flight.originalPickupAt), to: clock(flight.movedPickupAt) });
  return null;
};

/** Why a flagged ride needs attention, short: 'the chauffeur would be 35 min late after RD1'. */
export const flaggedWhy = (t: TFunction, knockOn: KnockOn) =>
  t(`flaggedWhy_${knockOn.reason}`, { count: knockOn.lateByMinutes, cause: knockOn.causeReferenceId });

/**
 * The instant of a landing typed as a local clock ('15:40') at the airport's offset: on the day,
 * before or after, nearest to the flight's scheduled arrival (a late flight may land after
 * midnight). Null when the text is not a 24-hour clock.
 */
export const landingInstant = (clock: string, referenceIso: string, offsetMinutes: number) => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  if (!match) return null;
  const reference = Date.parse(referenceIso);
  const localDay = new Date(reference + offsetMinutes * 60_000).toISOString().slice(0, 10);
  const onDay = Date.parse(`${localDay}T${match[1]}:${match[2]}:00Z`) - offsetMinutes * 60_000;
  const day = 86_400_000;
  const nearest = [onDay - day, onDay, onDay + day].sort(
    (a, b) => Math.abs(a - reference) - Math.abs(b - reference),
  )[0];
  return new Date(nearest).toISOString();
};
