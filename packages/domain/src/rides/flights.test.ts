import { describe, expect, it } from 'vitest';
import {
  AIRPORT_GRACE_DEFAULTS,
  type FlightArrivalTimes,
  firstFlightCheck,
  flightStateOf,
  graceMinutesFor,
  icaoCountryOf,
  isInternationalFlight,
  isPlausibleLanding,
  landingOf,
  nextFlightCheck,
  parseGraceMinutes,
  pickupForLanding,
  pickupMoveFor,
  pollIntervalMs,
} from './flights.ts';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;
const noTimes: FlightArrivalTimes = {
  scheduledIn: null,
  estimatedIn: null,
  actualIn: null,
  scheduledOn: null,
  estimatedOn: null,
  actualOn: null,
};

describe('when a followed flight is asked about', () => {
  const arrival = at('2026-11-26T18:00:00Z');

  it('waits for the window that opens 6 hours before the arrival', () => {
    expect(nextFlightCheck({ now: at('2026-11-26T08:00:00Z'), arrival, finished: false })).toEqual(
      at('2026-11-26T12:00:00Z'),
    );
  });

  it('asks every 15 minutes until 2 hours before, every 5 until 30 minutes before, then every 2', () => {
    const next = (now: string) => nextFlightCheck({ now: at(now), arrival, finished: false })?.toISOString();
    expect(next('2026-11-26T12:00:00Z')).toBe('2026-11-26T12:15:00.000Z');
    expect(next('2026-11-26T16:30:00Z')).toBe('2026-11-26T16:35:00.000Z');
    expect(next('2026-11-26T17:40:00Z')).toBe('2026-11-26T17:42:00.000Z');
    // Late and not landed yet: still every 2 minutes.
    expect(next('2026-11-26T19:00:00Z')).toBe('2026-11-26T19:02:00.000Z');
  });

  it('asks a new watch at once when its window is open, else when it opens', () => {
    expect(firstFlightCheck({ now: at('2026-11-26T14:00:00Z'), arrival })).toEqual(at('2026-11-26T14:00:00Z'));
    expect(firstFlightCheck({ now: at('2026-11-26T02:00:00Z'), arrival })).toEqual(at('2026-11-26T12:00:00Z'));
  });

  it('stops once the flight landed or was cancelled, or 6 hours after its arrival with nothing heard', () => {
    expect(nextFlightCheck({ now: at('2026-11-26T17:00:00Z'), arrival, finished: true })).toBeNull();
    expect(nextFlightCheck({ now: at('2026-11-27T00:01:00Z'), arrival, finished: false })).toBeNull();
  });

  it('runs faster by a factor for a demo, never under 10 seconds apart', () => {
    expect(pollIntervalMs(3 * 3_600_000, 0.1)).toBe(90_000);
    expect(pollIntervalMs(10 * MIN, 0.01)).toBe(10_000);
  });
});

describe('domestic or international', () => {
  it('reads the country from the ICAO code, the United States and Canada from one letter', () => {
    expect(icaoCountryOf('KORD')).toBe('US');
    expect(icaoCountryOf('PHNL')).toBe('US');
    expect(icaoCountryOf('panc')).toBe('US');
    expect(icaoCountryOf('CYYZ')).toBe('CA');
    expect(icaoCountryOf('EGLL')).toBe('EG');
    expect(icaoCountryOf('ZBAA')).toBe('CN');
    expect(icaoCountryOf('ORD')).toBeNull();
    expect(icaoCountryOf(null)).toBeNull();
  });

  it('calls a flight within one country domestic, across a border international, unknown domestic', () => {
    expect(isInternationalFlight('KDEN', 'KORD')).toBe(false);
    expect(isInternationalFlight('PHNL', 'KLAX')).toBe(false);
    expect(isInternationalFlight('ZBAA', 'ZSPD')).toBe(false);
    expect(isInternationalFlight('LFPG', 'LFMN')).toBe(false);
    expect(isInternationalFlight('EGLL', 'KORD')).toBe(true);
    expect(isInternationalFlight('CYYZ', 'KORD')).toBe(true);
    expect(isInternationalFlight(null, 'KORD')).toBe(false);
  });

  it('takes the site grace for each, 15 and 45 minutes unless the site set another', () => {
    const grace = { domestic: parseGraceMinutes(undefined, 15), international: parseGraceMinutes('60', 45) };
    expect(graceMinutesFor(false, grace)).toBe(15);
    expect(graceMinutesFor(true, grace)).toBe(60);
    expect(parseGraceMinutes('-3', AIRPORT_GRACE_DEFAULTS.domestic)).toBe(15);
    expect(parseGraceMinutes('7.5', 15)).toBe(15);
    expect(parseGraceMinutes('', 45)).toBe(45);
    expect(parseGraceMinutes('0', 45)).toBe(0);
  });
});

describe('when the traveller lands', () => {
  it('takes the gate arrival, actual before estimated, then the runway, then the timetable', () => {
    const times = {
      ...noTimes,
      scheduledIn: at('2026-11-26T18:00:00Z'),
      estimatedOn: at('2026-11-26T18:40:00Z'),
    };
    expect(landingOf(times)).toEqual(at('2026-11-26T18:40:00Z'));
    expect(landingOf({ ...times, estimatedIn: at('2026-11-26T18:50:00Z') })).toEqual(at('2026-11-26T18:50:00Z'));
    expect(
      landingOf({ ...times, estimatedIn: at('2026-11-26T18:50:00Z'), actualIn: at('2026-11-26T18:47:00Z') }),
    ).toEqual(at('2026-11-26T18:47:00Z'));
    expect(landingOf(noTimes)).toBeNull();
  });

  it('calls the flight delayed, early or on time against its timetable, landed or cancelled when it is', () => {
    const scheduled = { ...noTimes, scheduledIn: at('2026-11-26T18:00:00Z') };
    expect(flightStateOf(false, scheduled)).toBe('scheduled');
    expect(flightStateOf(false, { ...scheduled, estimatedIn: at('2026-11-26T18:04:00Z') })).toBe('scheduled');
    expect(flightStateOf(false, { ...scheduled, estimatedIn: at('2026-11-26T18:50:00Z') })).toBe('delayed');
    expect(flightStateOf(false, { ...scheduled, estimatedIn: at('2026-11-26T17:40:00Z') })).toBe('early');
    expect(flightStateOf(false, { ...scheduled, actualOn: at('2026-11-26T17:58:00Z') })).toBe('landed');
    expect(flightStateOf(true, scheduled)).toBe('cancelled');
    expect(flightStateOf(false, noTimes)).toBe('unknown');
  });
});

describe('where the landing puts the pickup', () => {
  const bookedPickupAt = at('2026-11-26T18:15:00Z');
  const now = at('2026-11-26T15:00:00Z');

  it('moves a late pickup to the landing plus the grace, on the whole minute', () => {
    expect(pickupForLanding({ landing: at('2026-11-26T18:50:30Z'), graceMinutes: 15, bookedPickupAt, now })).toEqual(
      at('2026-11-26T19:06:00Z'),
    );
  });

  it('brings an early pickup forward by one grace at most, and never into the past', () => {
    expect(pickupForLanding({ landing: at('2026-11-26T17:20:00Z'), graceMinutes: 15, bookedPickupAt, now })).toEqual(
      at('2026-11-26T18:00:00Z'),
    );
    const late = at('2026-11-26T18:30:20Z');
    expect(
      pickupForLanding({ landing: at('2026-11-26T18:00:00Z'), graceMinutes: 15, bookedPickupAt, now: late }),
    ).toEqual(at('2026-11-26T18:31:00Z'));
  });

  it('ignores a change under 5 minutes from the pickup it has now', () => {
    const move = (landing: string, currentPickupAt = bookedPickupAt) =>
      pickupMoveFor({ landing: at(landing), graceMinutes: 15, bookedPickupAt, currentPickupAt, now });
    expect(move('2026-11-26T18:04:00Z')).toBeNull();
    expect(move('2026-11-26T18:05:00Z')).toEqual(at('2026-11-26T18:20:00Z'));
    expect(move('2026-11-26T18:50:00Z')).toEqual(at('2026-11-26T19:05:00Z'));
    // Already moved to 19:05: a landing two minutes later changes nothing.
    expect(move('2026-11-26T18:52:00Z', at('2026-11-26T19:05:00Z'))).toBeNull();
  });
});

describe("the operator's landing time", () => {
  it('is taken within a day of the booked pickup only', () => {
    const booked = at('2026-11-26T18:15:00Z');
    expect(isPlausibleLanding(at('2026-11-26T19:30:00Z'), booked)).toBe(true);
    expect(isPlausibleLanding(at('2026-11-27T18:16:00Z'), booked)).toBe(false);
  });
});
