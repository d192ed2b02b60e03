import type { BookingStatus } from './booking-status.ts';

/** Site setting CancellationNoticeHours: travellers cancel free of charge until this many hours before pickup. */
export const DEFAULT_CANCELLATION_NOTICE_HOURS = 24;
export const CANCELLATION_NOTICE_HOURS_MAX = 24 * 30;

/** Statuses a traveller may still cancel from; once the chauffeur is on the way only the provider can. */
export const TRAVELLER_CANCELLABLE_STATUSES: BookingStatus[] = ['scheduled', 'confirmed', 'assigned'];

/** The setting's stored text as whole hours; anything unreadable falls back to the default. */
export const cancellationNoticeHours = (stored: string | null | undefined) => {
  const hours = Number((stored ?? '').trim());
  if ((stored ?? '').trim() === '' || !Number.isFinite(hours) || hours < 0 || hours > CANCELLATION_NOTICE_HOURS_MAX)
    return DEFAULT_CANCELLATION_NOTICE_HOURS;
  return Math.floor(hours);
};

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The rule as a traveller reads it. */
export const cancellationRule = (hours: number) =>
  hours === 0
    ? 'Bookings can be cancelled until the pickup time.'
    : `Bookings can be cancelled until ${hoursText(hours)} before pickup.`;

/** The last moment a traveller may cancel. */
export const cancellationDeadline = (pickupAt: Date, hours: number) => new Date(pickupAt.getTime() - hours * 3_600_000);

export type CancellationCheck =
  | { ok: true; cancelUntil: Date }
  /** tooLate: refused only because the notice period has begun (the provider may still cancel). */
  | { ok: false; reason: string; cancelUntil: Date; tooLate: boolean };

/** Whether the traveller may cancel this booking now, and if not, why (the rule is in the reason). */
export const checkTravellerCancellation = (opts: {
  bookingStatus: BookingStatus;
  pickupAt: Date;
  now: Date;
  noticeHours: number;
}): CancellationCheck => {
  const cancelUntil = cancellationDeadline(opts.pickupAt, opts.noticeHours);
  const refuse = (reason: string, tooLate = false) => ({ ok: false as const, reason, cancelUntil, tooLate });
  if (opts.bookingStatus === 'cancelled') return refuse('This booking is already cancelled.');
  if (!TRAVELLER_CANCELLABLE_STATUSES.includes(opts.bookingStatus))
    return refuse(`A booking that is ${opts.bookingStatus} can no longer be cancelled.`);
  if (opts.pickupAt.getTime() <= opts.now.getTime())
    return refuse('The pickup time has passed; this booking can no longer be cancelled.');
  if (opts.now.getTime() > cancelUntil.getTime())
    return refuse(
      `${cancellationRule(opts.noticeHours)} This ride is less than ${hoursText(opts.noticeHours)} away, so it can no longer be cancelled online.`,
      true,
    );
  return { ok: true, cancelUntil };
};
