import type { BookingView } from '@ridedesk/domain/booking/booking-view';

export { atPickupClock, pickupDay, usd, vehicleName, vehiclePicture } from '../../lib/booking-format.ts';

/** The traveller's name as the booking holds it. */
export const customerName = (booking: Pick<BookingView, 'customer'>) =>
  `${booking.customer.firstName} ${booking.customer.lastName}`.trim();

export const chauffeurName = (booking: Pick<BookingView, 'assignedToUser'>) =>
  booking.assignedToUser ? `${booking.assignedToUser.firstName} ${booking.assignedToUser.lastName}`.trim() : null;
