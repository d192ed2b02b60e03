import type { BookingPeriod } from './booking-periods.ts';
import type { BookingStatus, PaymentStatus } from './booking-status.ts';

/**
 * A booking as the booking lists, the calendar and the detail answer it (spec 03 "Booking
 * lists and updates"). Field names follow the spec's booking payload; dates and times are the
 * pickup's own wall clock (pickupoffset minutes east of UTC), with the UTC instants beside them.
 * The API builds it and the screens read it, so both sides agree on one shape.
 */
export type BookingView = {
  id: number;
  siteId: number;
  referenceId: string;
  bookingStatus: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentType: string | null;
  transactionType: string | null;
  period: Exclude<BookingPeriod, 'all'>;
  /** YYYY-MM-DD, HH:mm and '2:30 PM' at the pickup. */
  bookingFromDate: string;
  pickupTime: string;
  pickuptimetodisplay: string;
  bookingToDate: string;
  dropoffTime: string;
  dropofftimetodisplay: string;
  pickupAt: string;
  dropoffAt: string;
  pickupoffset: number;
  pickUpLocation: string;
  dropOffLocation: string;
  pickupcity: string;
  pickupstate: string;
  pickuplocationState: string;
  noOfPassengers: number;
  noOfLuggages: number;
  EstimatedDurationInMins: number;
  EstimatedDistanceInKM: number;
  bookedPrice: number;
  discountPrice: number;
  taxPercentage: number;
  taxPrice: number;
  gratuityPrice: number;
  totalPrice: number;
  discountId: number;
  priceDefinitionId: number;
  comments: string;
  /**
   * Whether the traveller agreed to text messages at booking, and an airport pickup's flight
   * (airline code and number, both or neither) (issue 22). The API always answers them.
   */
  smsConsent?: boolean;
  flightAirline?: string | null;
  flightNumber?: string | null;
  isPublicBooking: boolean;
  customer: {
    userId: number | null;
    guestUserId: number | null;
    firstName: string;
    lastName: string;
    emailaddress: string;
    mobilenumber: string;
    isGuestUser: boolean;
  };
  fleetId: number;
  fleet: {
    id: number;
    nickName: string;
    vin: string;
    make: string;
    model: string;
    year: number;
    color: string;
    seater: number;
    imageUrl: string | null;
  };
  vehicleType: { id: number; name: string | null; imageFileName: string | null };
  serviceType: { id: number; name: string | null } | null;
  assignedTo: number | null;
  assignedToUser: { id: number; firstName: string; lastName: string; phone: string | null } | null;
  site: {
    id: number;
    title: string;
    serviceProvider: { name: string; phone: string | null; email: string | null };
  };
  /** What staff may do next (updatebookingstatus, updatepaymentstatus). */
  allowedNextStatuses: BookingStatus[];
  allowedNextPaymentStatuses: PaymentStatus[];
  createdOn: string;
  updatedOn: string | null;
};

/** The billing address given with the booking's payment, when there is one. */
export type BookingBilling = {
  id: number;
  bookingId: number;
  firstName: string;
  lastName: string;
  companyName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  emailAddress: string;
  phone: string;
};

/** The traveller's view adds their cancellation window. */
export type BookingCancellation = {
  allowed: boolean;
  cancelUntil: string;
  noticeHours: number;
  rule: string;
  reason: string | null;
  /** The site's cancellation fee in dollars: kept from what was paid when the traveller cancels. */
  cancellationFee: number;
};

export type TravellerBookingView = BookingView & { cancellation: BookingCancellation };
export type BookingDetail = BookingView & { billing: BookingBilling | null };

/** A member of the site's staff who may be assigned to a booking. */
export type StaffMember = {
  id: number;
  siteId: number;
  userName: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phone: string | null;
  role: string;
};
