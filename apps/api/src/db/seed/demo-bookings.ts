import { bookingPriceFields, rideEstimateFields } from '@ridedesk/domain/booking/booking-record-fields';
import { newBookingReference } from '@ridedesk/domain/booking/booking-reference';
import { pickupOffsetMinutes, stateTimeZone, zoneOffsetAt } from '@ridedesk/domain/booking/pickup-offset';
import { bookingBreakdown } from '@ridedesk/domain/booking/pricing';
import { pickupInstant, rideWindow } from '@ridedesk/domain/booking/ride-window';
import { stateName } from '@ridedesk/domain/shared/us-states';
import { insertBooking, insertGuestUser } from '../../modules/bookings/bookings.repository.ts';
import { listMappings } from '../../modules/catalog/catalog.repository.ts';
import { findPricedOffers } from '../../modules/search/search.service.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import { findUserByLogin } from '../../modules/users/users.repository.ts';
import type { Tx } from '../client.ts';
import { DEMO_BOOKING_SITES } from './demo-booking-list.ts';
import { CITY_LIMO_RIDE_DAY } from './demo-ride-day.ts';
import { RIDES } from './demo-rides.ts';

/**
 * Demo bookings for the booking lists, the calendar and the charts: on each provider site, rides
 * of the last three weeks (completed, cancelled, a no show) and of the next two (scheduled,
 * confirmed, assigned), for the demo `customer` and for guests. Each is priced by the same offer
 * query the booking flow uses, so amounts, taxes and tips are what a real booking would hold, and
 * a fleet is chosen only when it is free, so held ranges never overlap. Dates are relative to the
 * day the database is created.
 */

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
  for (const demo of DEMO_BOOKING_SITES) {
    const site = await findSiteByHost(tx, demo.host);
    if (!site) continue;
    const names = async (kind: 'vehicleType' | 'serviceType') =>
      new Map(
        (await listMappings(tx, kind, { sites: { siteIds: [site.id] } })).map((m) => [m.master.name, m.master.id]),
      );
    const [vehicleTypes, serviceTypes] = [await names('vehicleType'), await names('serviceType')];

    const today = demo.host === 'citylimo.localhost' ? CITY_LIMO_RIDE_DAY : [];
    for (const b of [...demo.bookings, ...today]) {
      const ride = RIDES[b.ride];
      const vehicleTypeId = vehicleTypes.get(b.vehicleType);
      const serviceTypeId = serviceTypes.get(b.serviceType);
      if (!vehicleTypeId || !serviceTypeId) continue;
      // A ride timed from the demo's start takes its zone's offset at that instant.
      const date = localDay(now, b.days, ride.state);
      const pickupAt = b.at ? b.at(now) : pickupInstant(date, b.time, pickupOffsetMinutes(ride.state, date, b.time));
      const offset = zoneOffsetAt(stateTimeZone(ride.state) ?? 'America/Chicago', pickupAt);
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
        ...rideEstimateFields(ride),
        ...bookingPriceFields(breakdown),
        discountId: null,
        bookingStatus: b.status,
        paymentStatus: b.payment,
        paymentType: b.paymentType,
        transactionType:
          b.paymentType === 'COD' ? 'paybycash' : b.paymentType === 'Card' ? 'authCaptureTransaction' : null,
        comments: b.comments ?? '',
        flightAirline: b.flight?.airline ?? null,
        flightNumber: b.flight?.number ?? null,
        smsConsent: b.smsConsent ?? false,
        assignedTo: chauffeur?.siteId === site.id ? chauffeur.id : null,
        createdOn,
        updatedOn: settled ? new Date(Math.min(now.getTime(), window.end.getTime())) : null,
      });
    }
  }
};
