import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { vehicleImagePath } from '@ridedesk/domain/master-data/vehicle-image-path';
import { formatDate, formatDateTime } from './format.ts';

/* How a booking reads wherever it is listed: the traveller's own bookings and the back office's. */

/** The pickup's own calendar day ("Mar 5, 2030"), whatever the reader's time zone. */
export const pickupDay = (booking: Pick<BookingView, 'bookingFromDate'>, locale: string) =>
  formatDate(`${booking.bookingFromDate}T00:00:00Z`, locale, 'UTC');

/** An instant shown on the pickup's wall clock (the pickup's own UTC offset). */
export const atPickupClock = (instant: string, offsetMinutes: number, locale: string) =>
  formatDateTime(new Date(new Date(instant).getTime() + offsetMinutes * 60_000), locale, 'UTC');

export const usd = (dollars: number) => formatUsd(toCents(dollars));

/** The fleet's own photo, else its vehicle type's catalogue picture. */
export const vehiclePicture = (booking: Pick<BookingView, 'fleet' | 'vehicleType'>) =>
  booking.fleet.imageUrl ?? vehicleImagePath(booking.vehicleType.imageFileName);

export const vehicleName = (booking: Pick<BookingView, 'fleet'>) =>
  `${booking.fleet.year} ${booking.fleet.make} ${booking.fleet.model}`;
