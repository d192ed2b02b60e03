/**
 * What a booking's mails say (db/seed/booking-mail-content.ts placeholders), in the language
 * each mail is rendered in: the pickup's own day and time with its UTC offset, and how the
 * booking stands for money when the mail is read (paid by Visa ending 1111, cash to the
 * chauffeur, pay later, refunded...).
 */
import {
  type CancelledBy,
  type MailPayment,
  paymentLine,
  pickupDateTimeLabel,
  pickupDayLabel,
  type RefundOutcome,
  refundNote,
} from '@ridedesk/domain/booking/booking-mail-texts';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { TRANSACTION_TYPES } from '@ridedesk/domain/payments/payment-types';
import type { BookingViewRow } from './booking-management.read-model.ts';

/** A booking's payment records as the payments service answers them (paymentsOf). */
export type PaymentRecord = {
  id?: number;
  transactionID?: string | null;
  transactionType: string;
  paymentType: string | null;
  gateway: string | null;
  accountNumber: string | null;
  transactionAmount: number;
  refundOfId?: number | null;
};

const CHARGES: string[] = [TRANSACTION_TYPES.authCapture, TRANSACTION_TYPES.payByCash];
const GIVEN_BACK: string[] = [TRANSACTION_TYPES.refund, TRANSACTION_TYPES.void];
const ONLINE_NAMES: Record<string, string> = { PayPal: 'PayPal' };

/** What was paid, given back and is left, in cents, from the records. */
export const moneyOf = (records: PaymentRecord[]) => {
  const sum = (types: string[]) =>
    records.filter((r) => types.includes(r.transactionType)).reduce((s, r) => s + toCents(r.transactionAmount), 0);
  const paidCents = sum(CHARGES);
  const refundedCents = sum(GIVEN_BACK);
  return { paidCents, refundedCents, refundableCents: Math.max(0, paidCents - refundedCents) };
};

/** The charge that took the money (the latest), if any. */
export const chargeOf = (records: PaymentRecord[]) =>
  [...records].reverse().find((r) => CHARGES.includes(r.transactionType));

/** 'Visa ending 1111' material: a card's brand (known when it was just charged) and its last four. */
export const chargeMethodOf = (charge: PaymentRecord | undefined, brand: string | null = null): MailPayment | null => {
  if (!charge) return null;
  const cents = toCents(charge.transactionAmount);
  if (charge.transactionType === TRANSACTION_TYPES.payByCash || charge.gateway === 'cash')
    return { kind: 'cash-paid', cents };
  const online = ONLINE_NAMES[charge.paymentType ?? ''];
  if (online) return { kind: 'online', method: online, cents };
  const digits = (charge.accountNumber ?? '').replace(/\D/g, '');
  return { kind: 'card', brand, last4: digits.length >= 4 ? digits.slice(-4) : null, cents };
};

/** How the booking stands for money, from its status and its records. */
export const mailPaymentOf = (
  row: Pick<BookingViewRow, 'paymentStatus' | 'paymentType' | 'transactionType'>,
  records: PaymentRecord[] = [],
  brand: string | null = null,
): MailPayment => {
  const money = moneyOf(records);
  switch (row.paymentStatus) {
    case 'Not charged':
      return { kind: 'not-charged' };
    case 'Refunded':
      return { kind: 'refunded', cents: money.refundedCents };
    case 'Partly refunded':
      return { kind: 'partly-refunded', refundedCents: money.refundedCents, keptCents: money.refundableCents };
    case 'Failed':
      return { kind: 'failed' };
    case 'Paid':
      return chargeMethodOf(chargeOf(records), brand) ?? { kind: 'card', brand, last4: null, cents: 0 };
    default:
      if (row.transactionType === TRANSACTION_TYPES.payByCash || row.paymentType === 'COD')
        return { kind: 'cash-to-chauffeur' };
      if (row.paymentType === 'PayLater') return { kind: 'pay-later' };
      return { kind: 'awaiting-card' };
  }
};

/** The place a traveller follows their booking: My Bookings with an account, the site for a guest. */
export const travellerLink = (row: Pick<BookingViewRow, 'userId'>, origin: string) =>
  row.userId !== null ? `${origin}/mybookings/viewbookings` : `${origin}/`;

const chauffeurOf = (row: BookingViewRow) =>
  [row.chauffeurFirstName, row.chauffeurLastName].filter(Boolean).join(' ').trim();

/** Every placeholder of the booking mails, for one booking, in the mail's language. */
export const bookingMailValues =
  (
    row: BookingViewRow,
    extra: {
      origin: string;
      payment: MailPayment;
      chauffeurName?: string;
      refund?: RefundOutcome;
      cancelledBy?: CancelledBy;
      amountPaidCents?: number;
      /** The link the mail carries; the traveller's bookings unless given (the provider's back office). */
      link?: string;
      /** The booking's manage link (the confirmation; decision 0024). */
      manageLink?: string;
      /** The ride's tracking link (issue 22): the confirmation and the On the way mail. */
      trackLink?: string;
    },
  ) =>
  (locale: string) => {
    const provider = row.providerName ?? row.siteName;
    const company = row.siteName;
    return {
      firstName: row.customerFirstName,
      referenceId: row.referenceId,
      status: row.bookingStatus,
      pickupDay: pickupDayLabel(row.pickupAt, row.pickupOffset, locale),
      pickupDateTime: pickupDateTimeLabel(row.pickupAt, row.pickupOffset, locale),
      pickupLocation: row.pickUpLocation,
      dropoffLocation: row.dropOffLocation,
      vehicle: `${row.vehicleTypeName ?? ''}: ${row.fleetYear} ${row.fleetMake} ${row.fleetModel}`,
      passengers: String(row.noOfPassengers),
      cost: formatUsd(toCents(Number(row.bookedPrice))),
      discount: formatUsd(toCents(Number(row.discountPrice))),
      tax: `${formatUsd(toCents(Number(row.taxPrice)))} (${Number(row.taxPercentage)}%)`,
      tip: formatUsd(toCents(Number(row.gratuityPrice))),
      total: formatUsd(toCents(Number(row.totalPrice))),
      paymentStatus: paymentLine(extra.payment, locale),
      amountPaid: formatUsd(extra.amountPaidCents ?? toCents(Number(row.totalPrice))),
      refundNote: extra.refund ? refundNote(extra.refund, locale, company) : '',
      providerName: provider,
      providerPhone: row.providerPhone ?? '',
      providerEmail: row.providerEmail ?? '',
      customerName: `${row.customerFirstName} ${row.customerLastName}`.trim(),
      customerEmail: row.customerEmail,
      customerPhone: row.customerMobile,
      comments: row.comments.trim() || '—',
      chauffeurName: extra.chauffeurName ?? (chauffeurOf(row) || (locale === 'es' ? 'sin asignar' : 'not assigned')),
      link: extra.link ?? travellerLink(row, extra.origin),
      manageLink: extra.manageLink ?? extra.link ?? travellerLink(row, extra.origin),
      trackLink: extra.trackLink ?? '',
      reviewLink: `${extra.origin}/reviews/add-review?booking=${row.referenceId}`,
    };
  };

/** The provider's own view of a booking (back office link). */
export const providerBookingLink = (row: Pick<BookingViewRow, 'referenceId'>, origin: string) =>
  `${origin}/admin/booking/booking?reference=${row.referenceId}`;
