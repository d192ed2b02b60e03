/**
 * What booking creation takes and answers, shared by its steps (create-booking.service.ts runs
 * them): the traveller's request and the texts the spec fixes. The context is the one every use
 * case takes (lib/use-case-context.ts); a booking made with no one signed in is a public booking.
 */
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import { AppError } from '../../lib/app-error.ts';

export const FLEET_TAKEN_MESSAGE = 'Sorry, this vehicle was just booked by someone else. Please search again.';
export const NO_LONGER_OFFERED_MESSAGE = 'This vehicle is no longer offered for this ride. Please search again.';
export const successMessage = (reference: string) =>
  `Your booking ID is ${reference} and an email containing the booking summary will be sent to you.`;

export type CreateBookingInput = {
  pickupDate: string;
  pickupTime: string;
  offset: number;
  priceDefinitionId: number;
  fleetId: number;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  pickUpLocation: string;
  dropOffLocation: string;
  noOfPassengers: number;
  noOfLuggages: number;
  discountId: number;
  gratuityPrice: number;
  comments: string;
  guestUserId: number | null;
  paymentType: 'COD' | 'PayLater' | 'Card';
  /** What the traveller confirmed; a different server total answers 409 rather than charging a surprise. */
  expectedTotal?: number;
  /** The origin the traveller booked on: the mails' links start there. */
  origin: string;
  /** The traveller agrees to text messages about the ride (issue 22). */
  smsConsent?: boolean;
  /** An airport pickup's flight as typed: the airline's code and the flight's number, both or neither. */
  flightAirline?: string | null;
  flightNumber?: string | null;
};

/** The ride as the server re-estimated it (never what the browser sent). */
export type RideEstimate = { km: number; minutes: number; trafficMinutes: number };

/** Who travels, as the booking row and its mails record them. */
export type Traveller = {
  userId: number | null;
  guestUserId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  languageId: number | null;
};

export const fleetTaken = () => new AppError(ERROR_CODES.conflict, 409, FLEET_TAKEN_MESSAGE);
