/**
 * The day of the ride in the demo (issue 21): City Limo's three chauffeurs (`chauffeur`,
 * `chauffeur2`, `chauffeur3`, password ridedesk-demo) with their hours and licences, and today's
 * rides in every state the board shows: unassigned, offered and not accepted, accepted, on the way
 * with a trail of positions, completed. And an airport pickup that follows its flight (issue 22):
 * Olivia lands at O'Hare on UA 1542 from Denver about two hours after the demo starts, Marco
 * meets her, and his next ride is 90 minutes after her drop-off, near O'Hare; the local flight
 * server announces the flight 50 minutes late a few minutes after the start, so the pickup moves
 * and the next ride no longer fits.
 */
import { pickupOffsetMinutes } from '@ridedesk/domain/booking/pickup-offset';
import { pickupInstant } from '@ridedesk/domain/booking/ride-window';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { bookings } from '../../modules/bookings/bookings.schema.ts';
import { listMappings } from '../../modules/catalog/catalog.repository.ts';
import { chauffeurs } from '../../modules/chauffeurs/chauffeurs.schema.ts';
import { ridePositions, rideStatusEvents } from '../../modules/rides/rides.schema.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import { findUserByLogin, insertUser } from '../../modules/users/users.repository.ts';
import { hashPassword } from '../../modules/users/users.service.ts';
import type { Tx } from '../client.ts';
import type { DemoBooking } from './demo-booking-list.ts';
import { RIDES } from './demo-rides.ts';

const HOST = 'citylimo.localhost';
const PASSWORD = 'ridedesk-demo';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '05:00', end: '23:59' }));

export const DEMO_CHAUFFEURS = [
  { userName: 'chauffeur', firstName: 'Marco', lastName: 'Rossi', phone: '+13125550142', licence: 'IL-CH-20417' },
  { userName: 'chauffeur2', firstName: 'Aisha', lastName: 'Khan', phone: '+13125550177', licence: 'IL-CH-31178' },
  { userName: 'chauffeur3', firstName: 'Luis', lastName: 'Ortega', phone: '+13125550163', licence: 'IL-CH-18852' },
];

const guest = (firstName: string, lastName: string, mobile: string) => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  mobile,
});

/** The demo's followed flight (decision 0031): the local flight server announces it late a few minutes after the start. */
export const DEMO_FLIGHT = { airline: 'UA', number: '1542' };
const MINUTE = 60_000;
/** The flight lands about two hours after the demo starts; the pickup is its landing plus the domestic grace. */
const LANDS_AFTER_MINUTES = 120;
const GRACE_MINUTES = 15;
/** Marco's next ride picks up this long after the airport ride's drop-off: a 50-minute delay leaves no time to get there. */
const NEXT_RIDE_GAP_MINUTES = 90;
const TURNAROUND_MINUTES = 30;

/** Today's City Limo rides (added to demo-booking-list.ts). */
export const CITY_LIMO_RIDE_DAY: DemoBooking[] = [
  {
    days: 0,
    time: '06:30',
    ride: 'evanstonToLoop',
    vehicleType: 'Sedan',
    serviceType: 'Point to Point',
    passengers: 1,
    traveller: guest('Grace', 'Liu', '312-555-0131'),
    status: 'completed',
    payment: 'Paid',
    paymentType: 'COD',
    chauffeur: 'chauffeur3',
  },
  {
    days: 0,
    time: '11:00',
    ride: 'loopToOhare',
    vehicleType: 'Sedan',
    serviceType: 'Airport Transfer',
    passengers: 2,
    traveller: guest('Ben', 'Okafor', '312-555-0132'),
    status: 'en route',
    payment: 'Pending',
    paymentType: 'COD',
    chauffeur: 'chauffeur3',
    comments: 'Flight UA 1520 to Denver',
  },
  {
    days: 0,
    time: '14:00',
    ride: 'midwayToMagMile',
    vehicleType: 'Executive SUV',
    serviceType: 'Airport Transfer',
    passengers: 3,
    traveller: guest('Sofia', 'Marin', '312-555-0133'),
    status: 'assigned',
    payment: 'Pending',
    paymentType: 'PayLater',
    chauffeur: 'chauffeur2',
  },
  {
    days: 0,
    time: '16:30',
    ride: 'evanstonToLoop',
    vehicleType: 'Sedan',
    serviceType: 'Point to Point',
    passengers: 1,
    traveller: guest('Ravi', 'Patel', '312-555-0134'),
    status: 'confirmed',
    payment: 'Pending',
    paymentType: 'COD',
  },
  {
    days: 0,
    time: '19:00',
    ride: 'loopToOhare',
    vehicleType: 'Sedan',
    serviceType: 'Airport Transfer',
    passengers: 1,
    traveller: guest('Emma', 'Stone', '312-555-0135'),
    status: 'confirmed',
    payment: 'Pending',
    paymentType: 'COD',
    comments: 'Two large suitcases',
  },
  {
    days: 0,
    time: '',
    at: (now) => demoFlightPickupAt(now),
    ride: 'ohareToMagMile',
    vehicleType: 'Sedan',
    serviceType: 'Airport Transfer',
    passengers: 1,
    traveller: guest('Olivia', 'Hart', '312-555-0136'),
    status: 'assigned',
    payment: 'Pending',
    paymentType: 'COD',
    chauffeur: 'chauffeur',
    flight: DEMO_FLIGHT,
    smsConsent: true,
    comments: 'Flight UA 1542 from Denver; meet at baggage claim',
  },
  {
    days: 0,
    time: '',
    at: (now) =>
      new Date(demoFlightPickupAt(now).getTime() + (rideMinutes('ohareToMagMile') + NEXT_RIDE_GAP_MINUTES) * MINUTE),
    ride: 'rosemontToEvanston',
    vehicleType: 'Luxury Sedan',
    serviceType: 'Point to Point',
    passengers: 2,
    traveller: guest('Tom', 'Reyes', '312-555-0137'),
    status: 'assigned',
    payment: 'Pending',
    paymentType: 'COD',
    chauffeur: 'chauffeur',
  },
];

/** A demo ride's length as booked (the longer of its durations). */
const rideMinutes = (ride: keyof typeof RIDES) => Math.max(RIDES[ride].minutes, RIDES[ride].trafficMinutes);

/**
 * When Marco's airport pickup is: the flight lands about two hours after the demo starts. Marco
 * (the demo's `chauffeur`) is the one tests and journeys offer today's unassigned rides to, so
 * his airport ride, its 50-minute delay and his next ride are kept clear of them: the nearest
 * time to the ideal one that leaves them free, at least 45 minutes from now.
 */
export const demoFlightPickupAt = (now: Date) => {
  const step = 5 * MINUTE;
  const ideal = Math.ceil((now.getTime() + (LANDS_AFTER_MINUTES + GRACE_MINUTES) * MINUTE) / step) * step;
  const busyFor =
    (rideMinutes('ohareToMagMile') + NEXT_RIDE_GAP_MINUTES + rideMinutes('rosemontToEvanston') + TURNAROUND_MINUTES) *
    MINUTE;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now);
  const others = CITY_LIMO_RIDE_DAY.filter((b) => !b.chauffeur && !b.at && b.days === 0).map((b) => {
    const ride = RIDES[b.ride];
    const start = pickupInstant(day, b.time, pickupOffsetMinutes(ride.state, day, b.time)).getTime();
    return { start, end: start + (rideMinutes(b.ride) + TURNAROUND_MINUTES) * MINUTE };
  });
  const free = (at: number) => others.every((o) => at + busyFor <= o.start || o.end <= at);
  for (let k = 0; k < 24 * 12; k++) {
    const at = ideal + (k % 2 === 0 ? k / 2 : -(k + 1) / 2) * step;
    if (at >= now.getTime() + 45 * MINUTE && free(at)) return new Date(at);
  }
  return new Date(ideal);
};

/** The chauffeurs' accounts and profiles, before the bookings name them. */
export const seedDemoChauffeurs = async (tx: Tx) => {
  const site = await findSiteByHost(tx, HOST);
  if (!site) return;
  const types = (await listMappings(tx, 'vehicleType', { sites: { siteIds: [site.id] } })).map((m) => m.master.id);
  const [licence] = (await listMappings(tx, 'documentType', { sites: { siteIds: [site.id] } })).map((m) => m.master.id);
  const passwordHash = await hashPassword(PASSWORD);
  for (const c of DEMO_CHAUFFEURS) {
    const userId = await insertUser(tx, {
      siteId: site.id,
      roleId: 5,
      userName: c.userName,
      email: `${c.userName}@citylimo.example`,
      passwordHash,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      preferredTimezone: 'America/Chicago',
      emailVerified: true,
    });
    await tx.insert(chauffeurs).values({
      siteId: site.id,
      userId,
      phone: c.phone,
      licenceTypeId: licence ?? null,
      licenceNumber: c.licence,
      licenceExpiry: '2029-06-30',
      vehicleTypeIds: types,
      workingHours: EVERY_DAY,
      daysOff: [],
    });
  }
};

/** After the bookings: who accepted, the status history, and the trail of the ride on its way. */
export const seedDemoRideDay = async (tx: Tx, now: Date = new Date()) => {
  const site = await findSiteByHost(tx, HOST);
  if (!site) return;
  const ids = new Map<number, string>();
  for (const c of DEMO_CHAUFFEURS) {
    const user = await findUserByLogin(tx, c.userName);
    if (user) ids.set(user.id, c.userName);
  }
  const rides = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.siteId, site.id),
        inArray(bookings.assignedTo, [...ids.keys()]),
        gte(bookings.pickupAt, new Date(now.getTime() - 36 * 3_600_000)),
        lt(bookings.pickupAt, new Date(now.getTime() + 36 * 3_600_000)),
      ),
    );
  for (const ride of rides) {
    const accepted = ids.get(ride.assignedTo ?? 0) !== 'chauffeur2';
    const offeredAt = new Date(ride.pickupAt.getTime() - 20 * 3_600_000);
    const acceptedAt = new Date(offeredAt.getTime() + 15 * 60_000);
    if (accepted)
      await tx
        .update(bookings)
        .set({ chauffeurAcceptedOn: acceptedAt })
        .where(and(eq(bookings.siteId, site.id), eq(bookings.id, ride.id)));
    const steps: [string, Date][] = [['assigned', offeredAt]];
    if (accepted) steps.push(['accepted', acceptedAt]);
    const onTheWay = new Date(Math.min(now.getTime(), ride.pickupAt.getTime()) - 25 * 60_000);
    if (['en route', 'completed'].includes(ride.bookingStatus)) steps.push(['en route', onTheWay]);
    if (ride.bookingStatus === 'completed')
      steps.push(
        ['arrived', new Date(ride.pickupAt.getTime() - 5 * 60_000)],
        ['on board', new Date(ride.pickupAt.getTime() + 4 * 60_000)],
        ['completed', ride.dropoffAt],
      );
    await tx.insert(rideStatusEvents).values(
      steps.map(([status, at]) => ({
        siteId: site.id,
        bookingId: ride.id,
        status,
        at,
        actorUserId: ride.assignedTo,
        chauffeurUserId: ride.assignedTo,
      })),
    );
    if (ride.bookingStatus === 'en route' && ride.pickupLatitude !== null && ride.pickupLongitude !== null) {
      // Twelve points over the last six minutes, closing in on the pickup from the north-west.
      const trail = Array.from({ length: 12 }, (_, i) => {
        const left = (12 - i) / 12;
        return {
          siteId: site.id,
          chauffeurUserId: ride.assignedTo ?? 0,
          bookingId: ride.id,
          at: new Date(now.getTime() - (12 - i) * 30_000),
          latitude: (ride.pickupLatitude ?? 0) + 0.03 * left,
          longitude: (ride.pickupLongitude ?? 0) - 0.04 * left,
          accuracy: 8,
          speed: 11,
          heading: 135,
        };
      });
      await tx.insert(ridePositions).values(trail);
    }
  }
};
