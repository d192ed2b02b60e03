import { newBookingReference } from '@ridedesk/domain/booking/booking-reference';
import type { BookingStatus, PaymentStatus } from '@ridedesk/domain/booking/booking-status';
import { toDollars } from '@ridedesk/domain/booking/money';
import { pickupOffsetMinutes, stateTimeZone } from '@ridedesk/domain/booking/pickup-offset';
import { bookingBreakdown, type TipChoice } from '@ridedesk/domain/booking/pricing';
import { pickupInstant, rideWindow } from '@ridedesk/domain/booking/ride-window';
import { stateName } from '@ridedesk/domain/shared/us-states';
import { insertBooking, insertGuestUser } from '../../modules/bookings/bookings.repository.ts';
import { listMappings } from '../../modules/catalog/catalog.repository.ts';
import { findPricedOffers } from '../../modules/search/search.service.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import { findUserByLogin } from '../../modules/users/users.repository.ts';
import type { Tx } from '../client.ts';

/**
 * Demo bookings for the booking lists, the calendar and the charts: on each provider site, rides
 * of the last three weeks (completed, cancelled, a no show) and of the next two (scheduled,
 * confirmed, assigned), for the demo `customer` and for guests. Each is priced by the same offer
 * query the booking flow uses, so amounts, taxes and tips are what a real booking would hold, and
 * a fleet is chosen only when it is free, so held ranges never overlap. Dates are relative to the
 * day the database is created.
 */

type Ride = {
  pickup: string;
  dropoff: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  km: number;
  minutes: number;
  trafficMinutes: number;
};

const RIDES: Record<string, Ride> = {
  loopToOhare: {
    pickup: '233 S Wacker Dr, Chicago, IL 60606',
    dropoff: "O'Hare International Airport, Chicago, IL 60666",
    city: 'Chicago',
    state: 'IL',
    lat: 41.8786,
    lng: -87.6362,
    km: 27.6,
    minutes: 31,
    trafficMinutes: 44,
  },
  midwayToMagMile: {
    pickup: 'Chicago Midway International Airport, Chicago, IL 60638',
    dropoff: '875 N Michigan Ave, Chicago, IL 60611',
    city: 'Chicago',
    state: 'IL',
    lat: 41.7868,
    lng: -87.7522,
    km: 19.8,
    minutes: 27,
    trafficMinutes: 36,
  },
  evanstonToLoop: {
    pickup: '1603 Orrington Ave, Evanston, IL 60201',
    dropoff: '111 S Michigan Ave, Chicago, IL 60603',
    city: 'Evanston',
    state: 'IL',
    lat: 42.0471,
    lng: -87.6812,
    km: 22.4,
    minutes: 33,
    trafficMinutes: 41,
  },
  unionSquareToSfo: {
    pickup: '333 Post St, San Francisco, CA 94108',
    dropoff: 'San Francisco International Airport, San Francisco, CA 94128',
    city: 'San Francisco',
    state: 'CA',
    lat: 37.7881,
    lng: -122.4075,
    km: 22.1,
    minutes: 24,
    trafficMinutes: 33,
  },
  sfToPaloAlto: {
    pickup: '1 Market St, San Francisco, CA 94105',
    dropoff: '450 Serra Mall, Stanford, CA 94305',
    city: 'San Francisco',
    state: 'CA',
    lat: 37.7941,
    lng: -122.3951,
    km: 53.7,
    minutes: 41,
    trafficMinutes: 58,
  },
  austinToAirport: {
    pickup: '500 E Cesar Chavez St, Austin, TX 78701',
    dropoff: 'Austin-Bergstrom International Airport, Austin, TX 78719',
    city: 'Austin',
    state: 'TX',
    lat: 30.2627,
    lng: -97.7392,
    km: 13.4,
    minutes: 17,
    trafficMinutes: 24,
  },
  dallasToDfw: {
    pickup: '2201 N Field St, Dallas, TX 75201',
    dropoff: 'Dallas/Fort Worth International Airport, Dallas, TX 75261',
    city: 'Dallas',
    state: 'TX',
    lat: 32.7893,
    lng: -96.8031,
    km: 30.2,
    minutes: 26,
    trafficMinutes: 37,
  },
};

type Traveller = 'customer' | { firstName: string; lastName: string; email: string; mobile: string };

type DemoBooking = {
  /** Days from the day the database is created (negative: past). */
  days: number;
  /** Local pickup time, HH:mm. */
  time: string;
  ride: keyof typeof RIDES;
  vehicleType: string;
  serviceType: string;
  passengers: number;
  traveller: Traveller;
  status: BookingStatus;
  payment: PaymentStatus;
  paymentType: 'COD' | 'Card' | 'PayLater';
  /** A staff user name of the site (completed, assigned, no show rides were driven by someone). */
  chauffeur?: string;
  tip?: TipChoice;
  comments?: string;
};

const guest = (firstName: string, lastName: string, mobile: string): Traveller => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  mobile,
});

const SITES: { host: string; bookings: DemoBooking[] }[] = [
  {
    host: 'citylimo.localhost',
    bookings: [
      {
        days: -19,
        time: '07:30',
        ride: 'loopToOhare',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 1,
        traveller: 'customer',
        status: 'completed',
        payment: 'Paid',
        paymentType: 'Card',
        chauffeur: 'dispatcher',
        tip: { kind: 'percent', percent: 15 },
        comments: 'Flight AA 2241 to Boston',
      },
      {
        days: -15,
        time: '18:00',
        ride: 'midwayToMagMile',
        vehicleType: 'Executive SUV',
        serviceType: 'Airport Transfer',
        passengers: 4,
        traveller: guest('Priya', 'Raman', '312-555-0131'),
        status: 'completed',
        payment: 'Paid',
        paymentType: 'Card',
        chauffeur: 'provider',
        tip: { kind: 'percent', percent: 20 },
      },
      {
        days: -9,
        time: '09:15',
        ride: 'evanstonToLoop',
        vehicleType: 'Luxury Sedan',
        serviceType: 'Point to Point',
        passengers: 2,
        traveller: guest('Marcus', 'Lee', '773-555-0188'),
        status: 'cancelled',
        payment: 'Refunded',
        paymentType: 'Card',
      },
      {
        days: -6,
        time: '14:45',
        ride: 'loopToOhare',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 2,
        traveller: 'customer',
        status: 'completed',
        payment: 'Paid',
        paymentType: 'COD',
        chauffeur: 'dispatcher',
        tip: { kind: 'percent', percent: 10 },
      },
      {
        days: -4,
        time: '21:00',
        ride: 'midwayToMagMile',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 1,
        traveller: guest('Hannah', 'Okafor', '312-555-0177'),
        status: 'no show',
        payment: 'Failed',
        paymentType: 'COD',
        chauffeur: 'dispatcher',
      },
      {
        days: -2,
        time: '11:00',
        ride: 'evanstonToLoop',
        vehicleType: 'Sedan',
        serviceType: 'Point to Point',
        passengers: 1,
        traveller: 'customer',
        status: 'cancelled',
        payment: 'Pending',
        paymentType: 'COD',
      },
      {
        days: 3,
        time: '08:30',
        ride: 'loopToOhare',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 2,
        traveller: 'customer',
        status: 'scheduled',
        payment: 'Pending',
        paymentType: 'COD',
        comments: 'Two carry-on bags only',
      },
      {
        days: 5,
        time: '16:15',
        ride: 'midwayToMagMile',
        vehicleType: 'Executive SUV',
        serviceType: 'Airport Transfer',
        passengers: 3,
        traveller: 'customer',
        status: 'confirmed',
        payment: 'Paid',
        paymentType: 'Card',
        tip: { kind: 'percent', percent: 15 },
      },
      {
        days: 6,
        time: '10:00',
        ride: 'evanstonToLoop',
        vehicleType: 'Luxury Sedan',
        serviceType: 'Point to Point',
        passengers: 2,
        traveller: guest('Daniel', 'Kowalski', '847-555-0123'),
        status: 'assigned',
        payment: 'Pending',
        paymentType: 'COD',
        chauffeur: 'dispatcher',
      },
      {
        days: 8,
        time: '19:30',
        ride: 'loopToOhare',
        vehicleType: 'Stretch Limousine',
        serviceType: 'Point to Point',
        passengers: 6,
        traveller: guest('Sofia', 'Martinez', '312-555-0164'),
        status: 'scheduled',
        payment: 'Pending',
        paymentType: 'COD',
        comments: 'Anniversary dinner, champagne on ice please',
      },
      {
        days: 12,
        time: '06:45',
        ride: 'loopToOhare',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 1,
        traveller: 'customer',
        status: 'assigned',
        payment: 'Pending',
        paymentType: 'COD',
        chauffeur: 'provider',
      },
    ],
  },
  {
    host: 'baychauffeurs.localhost',
    bookings: [
      {
        days: -17,
        time: '05:45',
        ride: 'unionSquareToSfo',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 1,
        traveller: guest('Emily', 'Nguyen', '415-555-0142'),
        status: 'completed',
        payment: 'Paid',
        paymentType: 'Card',
        chauffeur: 'provider2',
        tip: { kind: 'percent', percent: 20 },
      },
      {
        days: -8,
        time: '13:30',
        ride: 'sfToPaloAlto',
        vehicleType: 'Executive SUV',
        serviceType: 'Point to Point',
        passengers: 3,
        traveller: guest('Raj', 'Patel', '650-555-0199'),
        status: 'completed',
        payment: 'Paid',
        paymentType: 'Card',
        chauffeur: 'provider2',
        tip: { kind: 'percent', percent: 15 },
      },
      {
        days: -3,
        time: '17:00',
        ride: 'unionSquareToSfo',
        vehicleType: 'Minivan',
        serviceType: 'Airport Transfer',
        passengers: 5,
        traveller: guest('Olga', 'Ivanova', '415-555-0110'),
        status: 'cancelled',
        payment: 'Pending',
        paymentType: 'COD',
      },
      {
        days: 4,
        time: '09:00',
        ride: 'sfToPaloAlto',
        vehicleType: 'Sedan',
        serviceType: 'Point to Point',
        passengers: 2,
        traveller: 'customer',
        status: 'confirmed',
        payment: 'Pending',
        paymentType: 'COD',
        comments: 'Meeting at the Stanford campus',
      },
      {
        days: 7,
        time: '12:15',
        ride: 'unionSquareToSfo',
        vehicleType: 'Executive SUV',
        serviceType: 'Airport Transfer',
        passengers: 4,
        traveller: guest('Grace', 'Kim', '415-555-0155'),
        status: 'assigned',
        payment: 'Paid',
        paymentType: 'Card',
        chauffeur: 'provider2',
      },
      {
        days: 10,
        time: '07:00',
        ride: 'unionSquareToSfo',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 1,
        traveller: guest('Tom', 'Becker', '415-555-0166'),
        status: 'scheduled',
        payment: 'Pending',
        paymentType: 'COD',
      },
    ],
  },
  {
    host: 'lonestarcars.localhost',
    bookings: [
      {
        days: -14,
        time: '06:30',
        ride: 'austinToAirport',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 1,
        traveller: guest('Carlos', 'Reyes', '512-555-0124'),
        status: 'completed',
        payment: 'Paid',
        paymentType: 'COD',
        chauffeur: 'provider3',
        tip: { kind: 'percent', percent: 10 },
      },
      {
        days: -10,
        time: '20:00',
        ride: 'dallasToDfw',
        vehicleType: 'Executive SUV',
        serviceType: 'Airport Transfer',
        passengers: 4,
        traveller: guest('Megan', 'Brooks', '214-555-0190'),
        status: 'completed',
        payment: 'Paid',
        paymentType: 'Card',
        chauffeur: 'provider3',
        tip: { kind: 'percent', percent: 15 },
      },
      {
        days: -5,
        time: '15:30',
        ride: 'austinToAirport',
        vehicleType: 'Luxury Sedan',
        serviceType: 'Airport Transfer',
        passengers: 2,
        traveller: guest('Jordan', 'Hayes', '512-555-0171'),
        status: 'cancelled',
        payment: 'Refunded',
        paymentType: 'Card',
      },
      {
        days: 2,
        time: '11:45',
        ride: 'dallasToDfw',
        vehicleType: 'Sedan',
        serviceType: 'Airport Transfer',
        passengers: 2,
        traveller: guest('Aisha', 'Bello', '214-555-0148'),
        status: 'confirmed',
        payment: 'Pending',
        paymentType: 'COD',
      },
      {
        days: 6,
        time: '18:30',
        ride: 'austinToAirport',
        vehicleType: 'Stretch Limousine',
        serviceType: 'Point to Point',
        passengers: 8,
        traveller: guest('Lucas', 'Fischer', '512-555-0109'),
        status: 'scheduled',
        payment: 'Pending',
        paymentType: 'COD',
        comments: 'Bachelor party on Sixth Street',
      },
      {
        days: 9,
        time: '08:00',
        ride: 'dallasToDfw',
        vehicleType: 'Executive SUV',
        serviceType: 'Airport Transfer',
        passengers: 3,
        traveller: guest('Nina', 'Shah', '214-555-0136'),
        status: 'assigned',
        payment: 'Paid',
        paymentType: 'Card',
        chauffeur: 'provider3',
      },
    ],
  },
];

const DAY_MS = 86_400_000;

/** The local calendar day, in the ride's state, a number of days from now. */
const localDay = (now: Date, days: number, state: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: stateTimeZone(state) ?? 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now.getTime() + days * DAY_MS));

export const seedDemoBookings = async (tx: Tx, now: Date = new Date()) => {
  const customer = await findUserByLogin(tx, 'customer');
  for (const demo of SITES) {
    const site = await findSiteByHost(tx, demo.host);
    if (!site) continue;
    const names = async (kind: 'vehicleType' | 'serviceType') =>
      new Map(
        (await listMappings(tx, kind, { sites: { siteIds: [site.id] } })).map((m) => [m.master.name, m.master.id]),
      );
    const [vehicleTypes, serviceTypes] = [await names('vehicleType'), await names('serviceType')];

    for (const b of demo.bookings) {
      const ride = RIDES[b.ride];
      const vehicleTypeId = vehicleTypes.get(b.vehicleType);
      const serviceTypeId = serviceTypes.get(b.serviceType);
      if (!vehicleTypeId || !serviceTypeId) continue;
      const date = localDay(now, b.days, ride.state);
      const offset = pickupOffsetMinutes(ride.state, date, b.time);
      const pickupAt = pickupInstant(date, b.time, offset);
      // The same query that prices a search and a booking; a fleet is offered only when free.
      const [offer] = await findPricedOffers(tx, {
        siteId: site.id,
        vehicleTypeId,
        serviceTypeId,
        passengers: b.passengers,
        luggages: 0,
        state: ride.state,
        city: ride.city,
        pickupAt,
        durationMinutes: ride.minutes,
        durationInTrafficMinutes: ride.trafficMinutes,
        distanceKm: ride.km,
        pickupLatitude: ride.lat,
        pickupLongitude: ride.lng,
      });
      if (!offer) continue;
      const window = rideWindow({
        pickupAt,
        durationMinutes: ride.minutes,
        durationInTrafficMinutes: ride.trafficMinutes,
        turnaroundMinutes: offer.turnaroundMinutes,
      });
      const breakdown = bookingBreakdown({
        costCents: offer.costCents,
        discount: null,
        taxPercentage: offer.priceDefinition.taxPercentage,
        tip: b.tip ?? { kind: 'none' },
      });

      let person: {
        userId: number | null;
        guestUserId: number | null;
        first: string;
        last: string;
        email: string;
        mobile: string;
      };
      if (b.traveller === 'customer') {
        if (!customer) continue;
        person = {
          userId: customer.id,
          guestUserId: null,
          first: customer.firstName,
          last: customer.lastName,
          email: customer.email,
          mobile: customer.phone ?? '',
        };
      } else {
        const row = await insertGuestUser(tx, {
          siteId: site.id,
          firstName: b.traveller.firstName,
          lastName: b.traveller.lastName,
          emailAddress: b.traveller.email,
          mobileNumber: b.traveller.mobile,
        });
        person = {
          userId: null,
          guestUserId: row.id,
          first: row.firstName,
          last: row.lastName,
          email: row.emailAddress,
          mobile: row.mobileNumber,
        };
      }
      const chauffeur = b.chauffeur ? await findUserByLogin(tx, b.chauffeur) : undefined;
      // Booked a few days ahead of the ride (or a day or two ago for the rides to come).
      const createdOn = new Date(Math.min(now.getTime() - DAY_MS, pickupAt.getTime() - 4 * DAY_MS));
      const settled = ['completed', 'cancelled', 'no show'].includes(b.status);

      await insertBooking(tx, {
        siteId: site.id,
        referenceId: newBookingReference(),
        fleetId: offer.fleetId,
        priceDefinitionId: offer.priceDefinition.id,
        userId: person.userId,
        guestUserId: person.guestUserId,
        bookedBy: null,
        isPublicBooking: person.userId === null,
        customerFirstName: person.first,
        customerLastName: person.last,
        customerEmail: person.email,
        customerMobile: person.mobile,
        pickUpLocation: ride.pickup,
        dropOffLocation: ride.dropoff,
        pickupCity: ride.city,
        pickupState: ride.state,
        pickupStateName: stateName(ride.state) ?? '',
        pickupLatitude: ride.lat,
        pickupLongitude: ride.lng,
        pickupOffset: offset,
        pickupAt,
        dropoffAt: window.dropoffAt,
        heldFrom: window.start,
        heldTo: window.end,
        noOfPassengers: b.passengers,
        noOfLuggages: 0,
        estimatedDurationInMins: Math.max(ride.minutes, ride.trafficMinutes),
        estimatedDistanceInKm: ride.km.toFixed(2),
        bookedPrice: toDollars(breakdown.costCents).toFixed(2),
        discountPrice: toDollars(breakdown.discountCents).toFixed(2),
        taxPercentage: String(breakdown.taxPercentage),
        taxPrice: toDollars(breakdown.taxCents).toFixed(2),
        gratuityPrice: toDollars(breakdown.tipCents).toFixed(2),
        totalPrice: toDollars(breakdown.totalCents).toFixed(2),
        discountId: null,
        bookingStatus: b.status,
        paymentStatus: b.payment,
        paymentType: b.paymentType,
        transactionType:
          b.paymentType === 'COD' ? 'paybycash' : b.paymentType === 'Card' ? 'authCaptureTransaction' : null,
        comments: b.comments ?? '',
        assignedTo: chauffeur?.siteId === site.id ? chauffeur.id : null,
        createdOn,
        updatedOn: settled ? new Date(Math.min(now.getTime(), window.end.getTime())) : null,
      });
    }
  }
};
