import type { BookingPaymentType } from './api/create-booking.ts';
import { confirmationBreakdown } from './booking-breakdown.ts';
import type { BookingPortal } from './booking-types.ts';
import { flightLabelAt } from './flight-fields.ts';
import type { WizardState } from './hooks/use-booking-wizard.ts';
import type { RideCalendarEntry } from './ride-calendar.ts';

/** What the success page shows of a booked ride (issue 17, item 12), kept when the wizard resets. */
export type BookedRide = Omit<RideCalendarEntry, 'reference'> & {
  pickuptimetodisplay: string;
  vehicle: string;
  vehicleType: string;
  /** An airport pickup's flight, 'UA 1234' (issue 22). */
  flight: string | null;
  totalCents: number;
  paymentType: BookingPaymentType | null;
  /** A traveller signed in to the customer portal manages the ride under My Bookings. */
  signedIn: boolean;
  companyPhone: string | null;
  companyEmail: string | null;
};

export const bookedRideOf = (
  state: WizardState,
  portal: BookingPortal,
  paymentType: BookingPaymentType | undefined,
): BookedRide | null => {
  const { criteria, offer, confirmation } = state;
  if (!criteria || !offer || !confirmation) return null;
  return {
    company: offer.site.serviceProvider.name || portal.siteName,
    pickup: criteria.pickuplocation,
    dropoff: criteria.dropofflocation,
    pickupdate: criteria.pickupdate,
    pickuptime: criteria.pickuptime,
    pickuptimetodisplay: criteria.pickuptimetodisplay,
    offsetMinutes: criteria.pickupoffset,
    durationMinutes: Math.max(criteria.estimatedduration, criteria.estimateddurationintraffic),
    vehicle: [offer.year, offer.make, offer.model].filter(Boolean).join(' '),
    vehicleType: offer.vehicleType.name,
    flight: flightLabelAt(criteria.pickuplocation, state.traveller?.flight),
    totalCents: confirmationBreakdown(offer, confirmation).totalCents,
    paymentType: paymentType ?? null,
    signedIn: portal.kind === 'customer' && !!portal.user && !state.traveller?.isGuestUser,
    companyPhone: offer.site.serviceProvider.phone ?? portal.provider?.phone ?? null,
    companyEmail: offer.site.serviceProvider.email ?? portal.provider?.email ?? null,
  };
};
