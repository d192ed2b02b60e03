import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import type { FlightMark } from './board-types.ts';
import { arrivalShiftMinutes, flaggedWhy, flightStateText, landingInstant, pickupMoveText } from './flight-words.ts';
import { DISPATCH_NS } from './i18n.ts';

const t = i18n.getFixedT('en', DISPATCH_NS);
const es = i18n.getFixedT('es', DISPATCH_NS);
const CHICAGO = -360;

/** UA 1542 due 14:50 in Chicago (20:50Z), the pickup booked 15:05. */
const flight = (over: Partial<FlightMark> = {}): FlightMark => ({
  label: 'UA 1542',
  state: 'scheduled',
  source: 'aeroapi',
  origin: 'DEN',
  scheduledArrival: '2026-12-03T20:50:00Z',
  estimatedArrival: null,
  actualArrival: null,
  originalPickupAt: '2026-12-03T21:05:00Z',
  movedPickupAt: null,
  pendingPickupAt: null,
  ...over,
});

describe("a flight's words on the board", () => {
  it('says how late or early it is against the schedule, and when it landed', () => {
    const delayed = flight({ state: 'delayed', estimatedArrival: '2026-12-03T21:40:00Z' });
    expect(arrivalShiftMinutes(delayed)).toBe(50);
    expect(flightStateText(t, delayed, CHICAGO)).toBe('Delayed 50 min');
    expect(flightStateText(es, delayed, CHICAGO)).toBe('Retrasado 50 min');
    expect(flightStateText(t, flight({ state: 'delayed' }), CHICAGO)).toBe('Delayed');
    expect(flightStateText(t, flight({ state: 'early', estimatedArrival: '2026-12-03T20:35:00Z' }), CHICAGO)).toBe(
      'Early 15 min',
    );
    expect(flightStateText(t, flight({ state: 'landed', actualArrival: '2026-12-03T21:38:00Z' }), CHICAGO)).toBe(
      'Landed 15:38',
    );
    expect(flightStateText(t, flight(), CHICAGO)).toBe('On time');
  });

  it('says where the pickup moved, or where a move waits to go', () => {
    expect(pickupMoveText(t, flight(), CHICAGO)).toBeNull();
    expect(pickupMoveText(t, flight({ movedPickupAt: '2026-12-03T21:55:00Z' }), CHICAGO)).toBe(
      'Pickup moved 15:05 → 15:55',
    );
    expect(
      pickupMoveText(
        t,
        flight({ movedPickupAt: '2026-12-03T21:55:00Z', pendingPickupAt: '2026-12-03T22:10:00Z' }),
        CHICAGO,
      ),
    ).toBe('Waiting to move to 16:10');
  });

  it('says why a ride needs attention', () => {
    const knockOn = {
      reason: 'chauffeur' as const,
      causeBookingId: 1,
      causeReferenceId: 'RD1',
      lateByMinutes: 35,
      suggestion: null,
    };
    expect(flaggedWhy(t, knockOn)).toBe('the chauffeur would be 35 min late after RD1');
    expect(flaggedWhy(t, { ...knockOn, reason: 'vehicle' })).toBe('the car would be 35 min late after RD1');
  });
});

describe('a landing time typed as a clock', () => {
  it('is read at the airport on the day nearest the schedule, across midnight too', () => {
    expect(landingInstant('15:40', '2026-12-03T20:50:00Z', CHICAGO)).toBe('2026-12-03T21:40:00.000Z');
    // Due 23:30 local, landed 00:20 local the next day.
    expect(landingInstant('00:20', '2026-12-04T05:30:00Z', CHICAGO)).toBe('2026-12-04T06:20:00.000Z');
    expect(landingInstant('3pm', '2026-12-03T20:50:00Z', CHICAGO)).toBeNull();
    expect(landingInstant('24:10', '2026-12-03T20:50:00Z', CHICAGO)).toBeNull();
  });
});
