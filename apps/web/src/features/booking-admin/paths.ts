/** The booking wizard route staff use to book on behalf of a rider (built by the booking wizard area). */
export const NEW_BOOKING_PATH = '/admin/systembooking';
export const RECORD_VIEW_PATH = '/admin/booking/booking';
