import { describe, expect, it } from 'vitest';
import {
  type CarCandidate,
  flagOf,
  freeCar,
  freeOver,
  type KnockOnRide,
  knockOnPairs,
  lateByMinutes,
  mergeFlags,
  movedDropoff,
  nearestChauffeur,
  type PickupMove,
  startingPoint,
} from './knock-on.ts';

const at = (clock: string) => new Date(`2026-12-03T${clock}:00Z`);

const ride = (over: Partial<KnockOnRide> & Pick<KnockOnRide, 'bookingId'>): KnockOnRide => ({
  referenceId: `R${over.bookingId}`,
  status: 'assigned',
  chauffeurId: 7,
  fleetId: 70,
  pickupAt: at('14:00'),
  dropoffAt: at('15:00'),
  endAt: at('15:30'),
  pickUpLocation: "O'Hare International Airport, Chicago, IL 60666",
  dropOffLocation: '233 S Wacker Dr, Chicago, IL 60606',
  ...over,
});

// The airport ride (1) moved from 15:05 to 15:55 by a delay; the chauffeur's next ride (2) at 17:00 in another car.
const airport = ride({ bookingId: 1, pickupAt: at('15:55'), dropoffAt: at('16:40'), endAt: at('17:10') });
const nextOfChauffeur = ride({
  bookingId: 2,
  fleetId: 71,
  pickupAt: at('17:00'),
  dropoffAt: at('17:45'),
  endAt: at('18:15'),
});
const move: PickupMove = { bookingId: 1, originalPickupAt: at('15:05'), targetPickupAt: at('15:55'), pending: false };

describe('which rides a moved pickup may push', () => {
  it("pairs the moved ride with its chauffeur's next ride and its car's next ride", () => {
    const carsNext = ride({ bookingId: 3, chauffeurId: 8, pickupAt: at('18:00'), dropoffAt: at('19:00') });
    const earlier = ride({ bookingId: 4, pickupAt: at('09:00'), dropoffAt: at('10:00'), fleetId: 72 });
    const later = ride({ bookingId: 5, fleetId: 73, pickupAt: at('20:00'), dropoffAt: at('21:00') });
    const pairs = knockOnPairs([move], [earlier, airport, later, nextOfChauffeur, carsNext]);
    expect(pairs.map((p) => [p.reason, p.next.bookingId])).toEqual([
      ['chauffeur', 2],
      ['vehicle', 3],
    ]);
    expect(pairs[0].causeEndAt).toEqual(at('16:40'));
  });

  it('keeps the ride length for a move still waiting (the booking still has its old pickup)', () => {
    const waiting = ride({ bookingId: 1, pickupAt: at('15:05'), dropoffAt: at('15:50') });
    const pending = { ...move, pending: true };
    expect(movedDropoff(waiting, pending)).toEqual(at('16:40'));
    expect(knockOnPairs([pending], [waiting, nextOfChauffeur])[0].causeEndAt).toEqual(at('16:40'));
  });

  it('skips finished rides on either side, and the chauffeur side of a ride nobody drives', () => {
    const done = { ...nextOfChauffeur, status: 'completed' };
    expect(knockOnPairs([move], [airport, done])).toEqual([]);
    expect(knockOnPairs([move], [{ ...airport, status: 'cancelled' }, nextOfChauffeur])).toEqual([]);
    const nobody = { ...airport, chauffeurId: null };
    expect(knockOnPairs([move], [nobody, { ...nextOfChauffeur, chauffeurId: null }])).toEqual([]);
  });
});

describe('whether the next ride still fits', () => {
  it('counts the end, the drive and the turnaround against the next pickup', () => {
    // 16:40 + 25 min drive + 30 min buffer = 17:35, 35 minutes after the 17:00 pickup.
    expect(
      lateByMinutes({ causeEndAt: at('16:40'), travelMinutes: 25, bufferMinutes: 30, nextPickupAt: at('17:00') }),
    ).toBe(35);
    expect(
      lateByMinutes({ causeEndAt: at('16:00'), travelMinutes: 25, bufferMinutes: 30, nextPickupAt: at('17:00') }),
    ).toBe(-5);
  });

  it('flags the next ride only when it no longer fits, naming the cause', () => {
    const [pair] = knockOnPairs([move], [airport, nextOfChauffeur]);
    expect(flagOf(pair, 25, 30)).toEqual({
      bookingId: 2,
      reason: 'chauffeur',
      causeBookingId: 1,
      causeReferenceId: 'R1',
      lateByMinutes: 35,
    });
    // Exactly on time (16:40 + 5 + 15 = 17:00) fits.
    expect(flagOf(pair, 5, 15)).toBeNull();
  });

  it('keeps one flag per ride and reason, the later push, chauffeur flags first', () => {
    const flags = mergeFlags([
      { bookingId: 2, reason: 'vehicle', causeBookingId: 1, causeReferenceId: 'R1', lateByMinutes: 50 },
      { bookingId: 2, reason: 'chauffeur', causeBookingId: 1, causeReferenceId: 'R1', lateByMinutes: 10 },
      null,
      { bookingId: 2, reason: 'chauffeur', causeBookingId: 9, causeReferenceId: 'R9', lateByMinutes: 20 },
    ]);
    expect(flags.map((f) => [f.reason, f.causeBookingId, f.lateByMinutes])).toEqual([
      ['chauffeur', 9, 20],
      ['vehicle', 1, 50],
    ]);
  });
});

describe('the fix: who else could drive it', () => {
  it("is free when none of their live rides overlaps the ride's held time", () => {
    const theirs = [ride({ bookingId: 10, pickupAt: at('16:00'), endAt: at('17:05') })];
    expect(freeOver(nextOfChauffeur, theirs)).toBe(false);
    expect(freeOver(nextOfChauffeur, [{ ...theirs[0], status: 'completed' }])).toBe(true);
    expect(freeOver(nextOfChauffeur, [{ ...theirs[0], endAt: at('17:00') }])).toBe(true);
  });

  it('starts from the last position, else the previous drop-off, else the garage', () => {
    const garage = { address: '1 Garage Rd, Chicago, IL', point: { latitude: 41.9, longitude: -87.7 } };
    const previous = ride({ bookingId: 11, chauffeurId: 8, dropoffAt: at('12:00'), dropOffLocation: 'Navy Pier' });
    const base = { chauffeurId: 8, ride: nextOfChauffeur, rides: [previous], garage };
    expect(startingPoint({ ...base, position: { latitude: 41.8, longitude: -87.6 } })).toEqual({
      kind: 'position',
      address: null,
      point: { latitude: 41.8, longitude: -87.6 },
    });
    expect(startingPoint({ ...base, position: null })).toEqual({
      kind: 'previous-ride',
      address: 'Navy Pier',
      point: null,
    });
    expect(startingPoint({ ...base, position: null, rides: [] })).toEqual({ kind: 'garage', ...garage });
    expect(startingPoint({ ...base, position: null, rides: [], garage: null })).toBeNull();
  });

  it('suggests the nearest who fits, unknown distances last, none when no one fits', () => {
    const no = { ok: false as const, reason: 'busy' };
    const ok = { ok: true as const };
    expect(
      nearestChauffeur([
        { chauffeurId: 1, name: 'Zed', fit: ok, minutesAway: null },
        { chauffeurId: 2, name: 'Aisha Khan', fit: ok, minutesAway: 12 },
        { chauffeurId: 3, name: 'Marco', fit: no, minutesAway: 2 },
        { chauffeurId: 4, name: 'Bea', fit: ok, minutesAway: 12 },
      ]),
    ).toEqual({ chauffeurId: 2, name: 'Aisha Khan', minutesAway: 12 });
    expect(nearestChauffeur([{ chauffeurId: 3, name: 'Marco', fit: no, minutesAway: 2 }])).toBeNull();
  });

  it('suggests a free car of the same type for the car side, none when every one is taken', () => {
    const cars: CarCandidate[] = [
      { fleetId: 70, name: 'Sedan 1', vehicleTypeId: 1, enabled: true },
      { fleetId: 74, name: 'Sedan 3', vehicleTypeId: 1, enabled: true },
      { fleetId: 75, name: 'Sedan 2', vehicleTypeId: 1, enabled: true },
      { fleetId: 76, name: 'SUV 1', vehicleTypeId: 2, enabled: true },
      { fleetId: 77, name: 'Sedan 0', vehicleTypeId: 1, enabled: false },
    ];
    const flagged = { ...ride({ bookingId: 3, pickupAt: at('17:00'), endAt: at('18:15') }), vehicleTypeId: 1 };
    const busy = ride({ bookingId: 20, fleetId: 75, pickupAt: at('17:30'), endAt: at('18:30') });
    expect(freeCar(flagged, cars, [busy])).toEqual({ fleetId: 74, name: 'Sedan 3' });
    const busyToo = ride({ bookingId: 21, fleetId: 74, pickupAt: at('16:30'), endAt: at('17:30') });
    expect(freeCar(flagged, cars, [busy, busyToo])).toBeNull();
  });
});
