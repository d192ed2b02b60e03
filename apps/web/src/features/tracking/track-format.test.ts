import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { TRACKING_NS } from './i18n.ts';
import { carToPickupMetres, distanceText, etaText, pickupClockTime, timelineRows } from './track-format.ts';

const en = i18n.getFixedT('en', TRACKING_NS);
const es = i18n.getFixedT('es', TRACKING_NS);
// Chicago in winter: 10:00 at the pickup is 16:00 UTC.
const pickup = { at: '2030-03-05T16:00:00.000Z', offset: -360 };

describe("the timeline's times, on the pickup's own clock", () => {
  it('When a step happens on the pickup day, then only its time shows, in the pickup’s clock whatever the reader’s zone', () => {
    expect(pickupClockTime('2030-03-05T15:42:00.000Z', pickup, 'en')).toBe('9:42 AM');
    expect(pickupClockTime('2030-03-05T15:42:00.000Z', pickup, 'es')).toBe('9:42');
  });

  it('When a step happened on another day there (the evening before, UTC already on the pickup day), then its date shows too', () => {
    // 02:30 UTC on the 5th is 20:30 on the 4th in Chicago.
    expect(pickupClockTime('2030-03-05T02:30:00.000Z', pickup, 'en')).toBe('Mar 4, 8:30 PM');
  });

  it('When the ride is before On the way, then what happened is followed by the four steps ahead with no time', () => {
    const rows = timelineRows({
      status: 'assigned',
      timeline: [
        { status: 'assigned', at: '2030-03-04T20:00:00.000Z' },
        { status: 'accepted', at: '2030-03-04T20:05:00.000Z' },
      ],
    });
    expect(rows.map((r) => [r.status, r.at !== null, r.done])).toEqual([
      ['assigned', true, true],
      ['accepted', true, true],
      ['en route', false, false],
      ['arrived', false, false],
      ['on board', false, false],
      ['completed', false, false],
    ]);
  });

  it('When the chauffeur has arrived, then only Passenger on board and Completed are ahead', () => {
    const rows = timelineRows({
      status: 'arrived',
      timeline: [
        { status: 'en route', at: '2030-03-05T15:30:00.000Z' },
        { status: 'arrived', at: '2030-03-05T15:58:00.000Z' },
      ],
    });
    expect(rows.filter((r) => !r.done).map((r) => r.status)).toEqual(['on board', 'completed']);
  });

  it('When the ride is only booked (no change recorded yet), then its status comes first, done, with no time', () => {
    const rows = timelineRows({ status: 'confirmed', timeline: [] });
    expect(rows[0]).toEqual({ status: 'confirmed', at: null, done: true });
    expect(rows.slice(1).map((r) => r.status)).toEqual(['en route', 'arrived', 'on board', 'completed']);
  });

  it('When the ride is over (completed, cancelled, no show), then nothing is ahead', () => {
    for (const status of ['completed', 'cancelled', 'no show'] as const)
      expect(timelineRows({ status, timeline: [{ status, at: pickup.at }] })).toEqual([
        { status, at: pickup.at, done: true },
      ]);
  });
});

describe('the ETA and the distance', () => {
  it('When the ETA is known, then it reads in whole minutes, hours past the hour, and now under half a minute', () => {
    expect(etaText(en, 6)).toBe('Arriving in about 6 min');
    expect(etaText(en, 1.4)).toBe('Arriving in about 1 min');
    expect(etaText(en, 0.3)).toBe('Arriving now');
    expect(etaText(en, 95)).toBe('Arriving in about 1 h 35 min');
    expect(etaText(es, 6)).toBe('Llega en unos 6 min');
  });

  it('When there is no ETA (not on the way yet, or it cannot be worked out), then there is no ETA text', () => {
    expect(etaText(en, null)).toBeNull();
    expect(etaText(en, Number.NaN)).toBeNull();
  });

  it('When the distance is read, then metres are rounded to tens under a kilometre, kilometres to one decimal under ten', () => {
    expect(distanceText(347, 'en')).toBe('350 m');
    expect(distanceText(4, 'en')).toBe('10 m');
    expect(distanceText(2_340, 'en')).toBe('2.3 km');
    expect(distanceText(2_340, 'es')).toBe('2,3 km');
    expect(distanceText(12_600, 'en')).toBe('13 km');
  });

  it('When the car and the pickup both have coordinates, then the distance between them is measured; otherwise there is none', () => {
    const at = { at: pickup.at, offset: -360, address: '233 S Wacker Dr' };
    const car = { latitude: 41.8876, longitude: -87.6362, heading: null, at: pickup.at };
    const metres = carToPickupMetres({ position: car, pickup: { ...at, latitude: 41.8786, longitude: -87.6362 } });
    expect(metres).toBeGreaterThan(990);
    expect(metres).toBeLessThan(1010);
    expect(carToPickupMetres({ position: null, pickup: { ...at, latitude: 41.8786, longitude: -87.6362 } })).toBeNull();
    expect(carToPickupMetres({ position: car, pickup: { ...at, latitude: null, longitude: null } })).toBeNull();
  });
});
