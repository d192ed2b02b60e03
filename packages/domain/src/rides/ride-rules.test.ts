import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';
import {
  checkChauffeurFit,
  checkDriverStep,
  checkWorkingHours,
  driverNextSteps,
  metresBetween,
  noShowAllowedFrom,
  RIDE_MESSAGES,
} from './ride-rules.ts';

const pickupAt = new Date('2026-11-26T10:00:00Z');

describe('the chauffeur steps through a ride', () => {
  it('offers nothing before the ride is accepted, then one step at a time', () => {
    expect(driverNextSteps('assigned', false)).toEqual([]);
    expect(driverNextSteps('assigned', true)).toEqual(['en route']);
    expect(driverNextSteps('en route', true)).toEqual(['arrived']);
    expect(driverNextSteps('arrived', true)).toEqual(['on board', 'no show']);
    expect(driverNextSteps('on board', true)).toEqual(['completed']);
    expect(driverNextSteps('completed', true)).toEqual([]);
  });

  it('refuses a step out of order with the allowed ones named', () => {
    const ride = { status: 'en route' as const, accepted: true, pickupAt, arrivedAt: null };
    expect(checkDriverStep(ride, 'completed', pickupAt, 15)).toEqual({
      ok: false,
      reason: 'A en route ride can move to arrived, not to completed.',
    });
    expect(checkDriverStep({ ...ride, accepted: false }, 'arrived', pickupAt, 15)).toEqual({
      ok: false,
      reason: RIDE_MESSAGES.acceptFirst,
    });
  });

  it('allows a no-show only after the waiting time from the later of pickup and arrival', () => {
    const arrivedAt = new Date('2026-11-26T10:05:00Z');
    expect(noShowAllowedFrom(pickupAt, arrivedAt, 15).toISOString()).toBe('2026-11-26T10:20:00.000Z');
    const ride = { status: 'arrived' as const, accepted: true, pickupAt, arrivedAt };
    const early = checkDriverStep(ride, 'no show', new Date('2026-11-26T10:18:30Z'), 15);
    expect(early).toEqual({ ok: false, reason: 'A no-show can be declared after the 15-minute wait: 2 more minutes.' });
    expect(checkDriverStep(ride, 'no show', new Date('2026-11-26T10:20:00Z'), 15)).toEqual({ ok: true });
  });
});

describe('whether a chauffeur may take a ride', () => {
  const chauffeur = {
    name: 'Ana',
    active: true,
    workingHours: [{ weekday: 4, start: '08:00', end: '18:00' }],
    daysOff: [],
    licenceExpiry: '2027-01-31',
    vehicleTypeIds: [1, 2],
  };
  // 2026-11-26 is a Thursday (weekday 4).
  const ride = {
    localStart: '2026-11-26T09:00',
    localEnd: '2026-11-26T10:30',
    vehicleTypeId: 1,
    vehicleTypeName: 'Sedan',
  };

  it('fits a ride inside the hours, licence and vehicle types', () => {
    expect(checkChauffeurFit(chauffeur, ride)).toEqual({ ok: true });
  });

  it('names each reason it does not fit', () => {
    expect(checkChauffeurFit({ ...chauffeur, active: false }, ride)).toEqual({
      ok: false,
      reason: 'Ana is not active.',
    });
    expect(checkChauffeurFit({ ...chauffeur, daysOff: ['2026-11-26'] }, ride)).toEqual({
      ok: false,
      reason: "It is Ana's day off.",
    });
    expect(checkChauffeurFit({ ...chauffeur, workingHours: [] }, ride)).toEqual({
      ok: false,
      reason: "It is Ana's day off.",
    });
    expect(checkChauffeurFit(chauffeur, { ...ride, localEnd: '2026-11-26T18:30' })).toEqual({
      ok: false,
      reason: "The ride is outside Ana's working hours (08:00-18:00).",
    });
    expect(checkChauffeurFit({ ...chauffeur, licenceExpiry: '2026-11-25' }, ride)).toEqual({
      ok: false,
      reason: "Ana's licence has expired (2026-11-25).",
    });
    expect(checkChauffeurFit(chauffeur, { ...ride, vehicleTypeId: 3, vehicleTypeName: 'Limousine' })).toEqual({
      ok: false,
      reason: 'Ana may not drive a Limousine.',
    });
  });

  it('checks a week of hours', () => {
    expect(checkWorkingHours([{ weekday: 1, start: '08:00', end: '17:00' }])).toEqual({ ok: true });
    expect(checkWorkingHours([{ weekday: 7, start: '08:00', end: '17:00' }]).ok).toBe(false);
    expect(checkWorkingHours([{ weekday: 1, start: '18:00', end: '17:00' }]).ok).toBe(false);
    expect(checkWorkingHours([{ weekday: 1, start: '8:00', end: '17:00' }]).ok).toBe(false);
    expect(
      checkWorkingHours([
        { weekday: 1, start: '08:00', end: '17:00' },
        { weekday: 1, start: '09:00', end: '17:00' },
      ]).ok,
    ).toBe(false);
  });
});

describe('geometry and phones', () => {
  it('measures about 111 km per degree of latitude', () => {
    expect(metresBetween({ latitude: 40, longitude: -74 }, { latitude: 41, longitude: -74 })).toBeCloseTo(111_195, -2);
  });

  it('reads phone numbers into E.164', () => {
    expect(toE164('(212) 555-0100')).toBe('+12125550100');
    expect(toE164('12')).toBeNull();
    expect(toE164('+1 202 555 0143')).toBe('+12025550143');
    expect(toE164('415 555 2671')).toBe('+14155552671');
    expect(toE164('not a phone')).toBeNull();
  });
});

describe('the tracking link', () => {
  it('lives until 24 hours after the ride ends, however late a ride runs', async () => {
    const { trackLinkLive } = await import('./tracking.ts');
    const dropoffAt = new Date('2026-11-26T12:00:00Z');
    const endedAt = new Date('2026-11-26T12:30:00Z');
    expect(trackLinkLive({ status: 'en route', endedAt: null, dropoffAt }, new Date('2026-11-28T12:00:00Z'))).toBe(
      true,
    );
    expect(trackLinkLive({ status: 'completed', endedAt, dropoffAt }, new Date('2026-11-27T12:30:00Z'))).toBe(true);
    expect(trackLinkLive({ status: 'completed', endedAt, dropoffAt }, new Date('2026-11-27T12:30:01Z'))).toBe(false);
  });

  it('estimates minutes on the straight line when the map cannot', async () => {
    const { straightLineMinutes } = await import('./tracking.ts');
    expect(straightLineMinutes({ latitude: 41.9, longitude: -87.63 }, { latitude: 41.9, longitude: -87.63 })).toBe(0);
    // About 3.3 km north: 4.5 km of road at 32 km/h, 8 minutes.
    expect(straightLineMinutes({ latitude: 41.93, longitude: -87.63 }, { latitude: 41.9, longitude: -87.63 })).toBe(8);
  });
});
