/** Booking statuses of DESIGN.md section 9. */
export const BOOKING_STATUSES = [
  'scheduled',
  'confirmed',
  'assigned',
  'en route',
  'arrived',
  /** Passenger on board (issue 21): the ride is under way. */
  'on board',
  'completed',
  'cancelled',
  'no show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** 'Partly refunded' and 'Not charged' are what a cancellation leaves (DESIGN.md section 9). */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Partly refunded', 'Refunded', 'Failed', 'Not charged'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses that no longer hold the vehicle. */
export const RELEASING_STATUSES: BookingStatus[] = ['cancelled', 'no show'];
export const FINAL_STATUSES: BookingStatus[] = ['completed', 'cancelled', 'no show'];

const NEXT: Record<BookingStatus, BookingStatus[]> = {
  scheduled: ['confirmed', 'assigned', 'cancelled'],
  confirmed: ['assigned', 'cancelled', 'no show'],
  assigned: ['en route', 'confirmed', 'cancelled', 'no show'],
  'en route': ['arrived', 'cancelled'],
  arrived: ['on board', 'completed', 'no show'],
  'on board': ['completed'],
  completed: [],
  cancelled: [],
  'no show': [],
};

export const allowedNextStatuses = (from: BookingStatus) => NEXT[from];

/** Whether a booking may move from one status to another, and if not, why. */
export const checkTransition = (
  from: BookingStatus,
  to: BookingStatus,
): { ok: true } | { ok: false; reason: string } => {
  if (from === to) return { ok: false, reason: `The booking is already ${from}.` };
  if (FINAL_STATUSES.includes(from)) return { ok: false, reason: `A ${from} booking cannot change any more.` };
  if (!NEXT[from].includes(to))
    return { ok: false, reason: `A ${from} booking can move to ${NEXT[from].join(', ')}, not to ${to}.` };
  return { ok: true };
};
