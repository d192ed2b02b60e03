import { type BoardAnswer, toBoard } from './api/get-board.ts';
import type { Board } from './board-types.ts';

const ride = {
  accepted: false,
  chauffeurName: null,
  pickupOffset: -360,
  passengerName: 'Pat Traveller',
  fleetId: 3,
  vehicle: 'SUV: 2024 Lincoln Navigator (Black)',
  vehicleName: 'Navigator 1',
};

/**
 * A day of City Limo for the dispatch tests as GET /api/dispatch/board answers it (Chicago,
 * UTC-6, 26 November 2026): Carl works 06:00-18:00, Dana is off; RD7 is unassigned at 09:00,
 * RD8 is offered to Carl at 12:00.
 */
export const fixtureAnswer = (): BoardAnswer => ({
  date: '2026-11-26',
  vehicles: [{ fleetId: 3, name: 'Navigator 1', make: 'Lincoln', model: 'Navigator', vehicleTypeName: 'SUV' }],
  chauffeurs: [
    {
      id: 40,
      name: 'Carl Chauffeur',
      phone: '+13125550101',
      photo: null,
      active: true,
      hours: { start: '06:00', end: '18:00' },
      dayOff: false,
      position: {
        bookingId: 6,
        latitude: 41.88,
        longitude: -87.63,
        heading: null,
        speed: null,
        at: '2026-11-26T15:00:00Z',
      },
    },
    {
      id: 41,
      name: 'Dana Driver',
      phone: '+13125550102',
      photo: null,
      active: true,
      hours: null,
      dayOff: true,
      position: null,
    },
  ],
  rides: [
    {
      ...ride,
      bookingId: 7,
      referenceId: 'RD7',
      status: 'confirmed',
      pickupAt: '2026-11-26T15:00:00Z',
      dropoffAt: '2026-11-26T16:00:00Z',
      chauffeurId: null,
      pickUpLocation: '233 S Wacker Dr, Chicago',
      dropOffLocation: "O'Hare",
      pickupLatitude: 41.8789,
      pickupLongitude: -87.6359,
    },
    {
      ...ride,
      bookingId: 8,
      referenceId: 'RD8',
      status: 'assigned',
      pickupAt: '2026-11-26T18:00:00Z',
      dropoffAt: '2026-11-26T19:30:00Z',
      chauffeurId: 40,
      chauffeurName: 'Carl Chauffeur',
      passengerName: 'Sam Guest',
      pickUpLocation: 'Navy Pier, Chicago',
      dropOffLocation: 'Midway',
      pickupLatitude: 41.8917,
      pickupLongitude: -87.6086,
    },
  ],
});

export const fixtureBoard = (): Board => toBoard(fixtureAnswer());

/**
 * The same day after a delayed flight (issue 22): RD9, Carl's airport pickup of UA 1542, moved
 * from 10:05 to 10:55 (a manual flight: the operator sets its landing time), pushed RD8, Carl's
 * next ride, 35 minutes late; the fix is Aisha Khan, 12 minutes away. Car RD8's flag has no fix.
 */
export const flightFixtureAnswer = (): BoardAnswer => {
  const answer = fixtureAnswer();
  const knockOn = {
    reason: 'chauffeur' as const,
    causeBookingId: 9,
    causeReferenceId: 'RD9',
    lateByMinutes: 35,
    suggestion: { chauffeurId: 42, name: 'Aisha Khan', minutesAway: 12 },
  };
  return {
    ...answer,
    chauffeurs: [
      ...answer.chauffeurs,
      { ...answer.chauffeurs[1], id: 42, name: 'Aisha Khan', hours: { start: '05:00', end: '23:00' }, dayOff: false },
    ],
    rides: [
      ...answer.rides.map((r) => (r.bookingId === 8 ? { ...r, knockOn } : r)),
      {
        ...ride,
        bookingId: 9,
        referenceId: 'RD9',
        status: 'assigned',
        accepted: true,
        pickupAt: '2026-11-26T16:55:00Z',
        dropoffAt: '2026-11-26T17:40:00Z',
        chauffeurId: 40,
        chauffeurName: 'Carl Chauffeur',
        passengerName: 'Ava Flyer',
        pickUpLocation: "O'Hare International Airport, Chicago",
        dropOffLocation: '233 S Wacker Dr, Chicago',
        pickupLatitude: 41.9786,
        pickupLongitude: -87.9048,
        flight: {
          label: 'UA 1542',
          state: 'delayed',
          source: 'manual',
          origin: 'DEN',
          scheduledArrival: '2026-11-26T15:50:00Z',
          estimatedArrival: '2026-11-26T16:40:00Z',
          actualArrival: null,
          originalPickupAt: '2026-11-26T16:05:00Z',
          movedPickupAt: '2026-11-26T16:55:00Z',
          pendingPickupAt: null,
        },
        knockOn: null,
      },
    ],
    needsAttention: [
      { ...knockOn, bookingId: 8, referenceId: 'RD8' },
      {
        reason: 'vehicle',
        causeBookingId: 9,
        causeReferenceId: 'RD9',
        lateByMinutes: 20,
        suggestion: null,
        bookingId: 8,
        referenceId: 'RD8',
      },
    ],
  };
};
