import {
  allowedNextStatuses,
  BOOKING_STATUSES,
  type BookingStatus,
  FINAL_STATUSES,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './booking-status.ts';

/** Texts of the booking updates, shared by the API (422 and 400 answers) and the screens. */
export const BOOKING_UPDATE_MESSAGES = {
  chooseBookingStatus: 'Please choose a booking status',
  choosePaymentStatus: 'Please choose a payment status',
  chooseChauffeur: 'Please choose a chauffeur of this site',
  assignFirst: 'Please assign a chauffeur before marking the booking assigned.',
  bookingNotFound: 'The booking was not found',
} as const;

/** A status as a request may spell it ('Confirmed', 'EN ROUTE'), or null. */
export const parseBookingStatus = (value: string | null | undefined): BookingStatus | null => {
  const wanted = (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return (BOOKING_STATUSES as readonly string[]).includes(wanted) ? (wanted as BookingStatus) : null;
};

/** A payment status as a request may spell it ('paid'), or null. */
export const parsePaymentStatus = (value: string | null | undefined): PaymentStatus | null => {
  const wanted = (value ?? '').trim().toLowerCase();
  return PAYMENT_STATUSES.find((s) => s.toLowerCase() === wanted) ?? null;
};

/**
 * The statuses staff may move a booking to now. 'assigned' needs a chauffeur: it is offered only
 * once one is assigned (assigning a chauffeur moves a scheduled or confirmed booking there).
 */
export const nextStatusesFor = (booking: { bookingStatus: BookingStatus; assignedTo: number | null }) =>
  allowedNextStatuses(booking.bookingStatus).filter((s) => s !== 'assigned' || booking.assignedTo !== null);

/** Assigning a chauffeur makes a scheduled or confirmed booking 'assigned'; later statuses stay. */
export const statusAfterAssignment = (current: BookingStatus): BookingStatus =>
  current === 'scheduled' || current === 'confirmed' ? 'assigned' : current;

/** Whether a chauffeur may still be (re)assigned, and if not, why. */
export const checkAssignment = (current: BookingStatus): { ok: true } | { ok: false; reason: string } =>
  FINAL_STATUSES.includes(current)
    ? { ok: false, reason: `A ${current} booking cannot be assigned any more.` }
    : { ok: true };

/**
 * Payment statuses of DESIGN.md section 9 and how they move: a pending payment is paid or fails,
 * a failed one may be retried (pending) or paid, a paid one may be refunded; a refund is final.
 */
const NEXT_PAYMENT: Record<PaymentStatus, PaymentStatus[]> = {
  Pending: ['Paid', 'Failed'],
  Failed: ['Pending', 'Paid'],
  Paid: ['Refunded'],
  'Partly refunded': ['Refunded'],
  Refunded: [],
  'Not charged': [],
};

/** A payment a gateway took (a card, Square, PayPal, Google Pay) goes back only through that gateway. */
export const GATEWAY_REFUND_ONLY =
  'This payment was taken through a payment gateway: use Refund, which returns the money through the gateway and then marks it Refunded.';

/** Whether the booking was paid through a gateway (its transaction type is a card capture). */
export const paidThroughGateway = (transactionType: string | null | undefined) =>
  transactionType === 'authCaptureTransaction';

/** How a booking's payment may move; one taken by a gateway is refunded by Refund, not by a status change. */
export const allowedNextPaymentStatuses = (from: PaymentStatus, paidThroughGateway = false) =>
  paidThroughGateway ? NEXT_PAYMENT[from].filter((to) => to !== 'Refunded') : NEXT_PAYMENT[from];

export const checkPaymentTransition = (
  from: PaymentStatus,
  to: PaymentStatus,
  paidThroughGateway = false,
): { ok: true } | { ok: false; reason: string } => {
  if (from === to) return { ok: false, reason: `The payment is already ${from}.` };
  if (to === 'Refunded' && paidThroughGateway) return { ok: false, reason: GATEWAY_REFUND_ONLY };
  if (NEXT_PAYMENT[from].length === 0) return { ok: false, reason: `A ${from} payment cannot change any more.` };
  if (!NEXT_PAYMENT[from].includes(to))
    return { ok: false, reason: `A ${from} payment can move to ${NEXT_PAYMENT[from].join(', ')}, not to ${to}.` };
  return { ok: true };
};
