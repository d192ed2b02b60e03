import { toDollars } from '@ridedesk/domain/booking/money';
import type { Breakdown } from '@ridedesk/domain/booking/pricing';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type {
  BookingResult,
  Confirmation,
  FleetOffer,
  GuestUser,
  SearchCriteria,
  TravellerDetails,
} from '../booking-types.ts';
import { bookableFlight } from '../flight-fields.ts';

/** The payment types the booking call takes; 'Card' is any gateway, paid right after the booking is made. */
export type BookingPaymentType = 'COD' | 'PayLater' | 'Card';

export type BookingRequest = {
  criteria: SearchCriteria;
  offer: FleetOffer;
  traveller: TravellerDetails;
  guest: GuestUser | null;
  confirmation: Confirmation;
  breakdown: Breakdown;
  paymentType: BookingPaymentType;
};

/** The drop-off clock time: the pickup plus the longer of the two durations, on a 24-hour clock. */
export const dropoffTimeOf = (criteria: SearchCriteria) => {
  const [hh, mm] = criteria.pickuptime.split(':').map(Number);
  const minutes = hh * 60 + mm + Math.ceil(Math.max(criteria.estimatedduration, criteria.estimateddurationintraffic));
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

const segment = (value: string | number) => encodeURIComponent(String(value));

/** api/booking/create/{pickupTime}/{dropoffTime}/{priceDefinitionId}/{fleetId}/{city}/{state}/{lat}/{lng}/{offset} */
export const bookingCreatePath = ({ criteria, offer }: Pick<BookingRequest, 'criteria' | 'offer'>) =>
  [
    '/api/booking/create',
    ...[
      criteria.pickuptime,
      dropoffTimeOf(criteria),
      offer.priceDefinition.id,
      offer.fleetId,
      criteria.pickupcity,
      criteria.pickupstate,
      criteria.pickuplatitude,
      criteria.pickuplongitude,
      criteria.pickupoffset,
    ].map(segment),
  ].join('/');

/**
 * An airport pickup's flight as the booking takes it (issue 22): both fields or neither, and only
 * while the pickup is still an airport (a search changed since may have moved it).
 */
const flightOf = ({ criteria, traveller }: BookingRequest) => {
  const flight = traveller.flight
    ? bookableFlight(criteria.pickuplocation, {
        airline: traveller.flight.airline,
        flightNumber: traveller.flight.flightNumber,
      })
    : null;
  return flight ? { flightAirline: flight.airline, flightNumber: flight.flightNumber } : {};
};

/**
 * The booking payload of spec 03 section 3; amounts in dollars rounded to 2 decimals. Issue 22
 * adds the traveller's consent to texts and an airport pickup's flight.
 */
export const bookingBody = (r: BookingRequest) => ({
  siteId: r.offer.siteId,
  guestUserId: r.guest?.id ?? null,
  bookingFromDate: r.criteria.pickupdate,
  pickUpLocation: r.criteria.pickuplocation,
  dropOffLocation: r.criteria.dropofflocation,
  noOfPassengers: r.criteria.noofpassengers,
  noOfLuggages: r.criteria.noofluggages,
  discountId: r.confirmation.promo?.discountId ?? 0,
  gratuityPrice: toDollars(r.breakdown.tipCents),
  comments: r.confirmation.comments,
  paymentType: r.paymentType,
  totalPrice: toDollars(r.breakdown.totalCents),
  bookedPrice: toDollars(r.breakdown.costCents),
  discountPrice: toDollars(r.breakdown.discountCents),
  taxPrice: toDollars(r.breakdown.taxCents),
  EstimatedDurationInMins: Math.max(r.criteria.estimatedduration, r.criteria.estimateddurationintraffic),
  EstimatedDistanceInKM: r.criteria.estimateddistance,
  bookingStatus: 'scheduled',
  paymentStatus: 'Pending',
  isGuestUser: r.traveller.isGuestUser,
  smsConsent: r.traveller.smsConsent ?? false,
  ...flightOf(r),
});

/**
 * POST api/booking/create. A 409 (the vehicle was just taken, or the price moved) and a 422
 * (a business rule) keep the server's message so the traveller reads what happened.
 */
export const createBooking = async (r: BookingRequest) =>
  firstResult(
    await http.post<Results<BookingResult>>(bookingCreatePath(r), bookingBody(r), { keepMessageFor: [409, 422] }),
  );
