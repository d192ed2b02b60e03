import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  auditColumns,
  changeTimes,
  createdOn,
  instant,
  sameSiteReference,
  tenantPrimaryKey,
} from '../../db/columns.ts';
import { bookings } from '../bookings/bookings.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

/**
 * A site's payment types (DESIGN.md section 9: the master and site-mapping pattern, the masters
 * being the fixed list of packages/domain payments/payment-types). Each mapping holds the
 * gateway credentials, encrypted at rest (AES-256-GCM, credential-cipher.ts), and the card-brand
 * flags. A mapping without credentials charges through the sandbox gateway.
 */
export const sitePaymentTypes = pgTable(
  'site_payment_types',
  {
    ...tenantKeyColumns(),
    paymentType: text().notNull(),
    isEnabled: boolean().notNull().default(true),
    /** Encrypted: the API login id, or the application / client id (Square, PayPal). */
    apiLoginId: text(),
    /** Encrypted: the transaction key, or the application / client secret. */
    transactionKey: text(),
    /** Encrypted. */
    accessToken: text(),
    accessTokenExpiry: instant(),
    /** Encrypted. */
    refreshToken: text(),
    locationId: text(),
    isVisa: boolean().notNull().default(false),
    isMastercard: boolean().notNull().default(false),
    isAmericanExpress: boolean().notNull().default(false),
    isJcb: boolean().notNull().default(false),
    isDiscover: boolean().notNull().default(false),
    isDinersClub: boolean().notNull().default(false),
    isApplePay: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    tenantPrimaryKey('site_payment_types', t),
    uniqueIndex('site_payment_types_site_type_uq').on(t.siteId, t.paymentType),
    check('site_payment_types_type_ck', sql`${t.paymentType} in ('COD','AuthorizeNet','PayPal','Square','GPay')`),
  ],
);

/**
 * One try at moving money for a booking (a charge or a refund), written before the gateway is
 * called. Its idempotency key makes a repeated request answer the first result; at most one
 * attempt of a booking is pending at a time; a pending attempt whose answer was lost is settled
 * by asking the gateway before anything else is tried.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    siteId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    bookingId: integer().notNull(),
    kind: text().notNull().default('charge'),
    idempotencyKey: text().notNull(),
    /** The key the gateway sees (Square idempotency_key, PayPal-Request-Id, Authorize.Net refId). */
    gatewayKey: uuid().notNull().defaultRandom(),
    status: text().notNull().default('pending'),
    paymentType: text().notNull(),
    gateway: text().notNull(),
    amountCents: integer().notNull(),
    /** What recovery needs again: a Square source id or a PayPal order id (never a card number). */
    sourceRef: text(),
    /** For a refund: the payment record it refunds. */
    refundOfPaymentId: integer(),
    gatewayTransactionId: text(),
    accountNumber: text(),
    errorCode: text(),
    errorMessage: text(),
    /** Until then a request is working on the attempt; after it, a retry may recover it. */
    leaseUntil: instant().notNull(),
    actorUserId: integer(),
    ...changeTimes(),
    completedOn: instant(),
  },
  (t) => [
    tenantPrimaryKey('payment_attempts', t),
    uniqueIndex('payment_attempts_key_uq').on(t.siteId, t.idempotencyKey),
    uniqueIndex('payment_attempts_one_pending_uq').on(t.siteId, t.bookingId).where(sql`${t.status} = 'pending'`),
    index('payment_attempts_booking_idx').on(t.siteId, t.bookingId),
    sameSiteReference('payment_attempts_booking_fk', [t.siteId, t.bookingId], bookings),
    check('payment_attempts_status_ck', sql`${t.status} in ('pending','succeeded','failed')`),
    check('payment_attempts_kind_ck', sql`${t.kind} in ('charge','refund')`),
    check('payment_attempts_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/** The payment records of a booking (spec 03 "Payment record"), charges and refunds alike. */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    siteId: integer().notNull(),
    id: integer().generatedAlwaysAsIdentity(),
    bookingId: integer().notNull(),
    transactionId: text().notNull(),
    transactionDate: instant().notNull(),
    transactionAmount: numeric({ precision: 12, scale: 2 }).notNull(),
    paymentType: text().notNull(),
    transactionType: text().notNull(),
    gateway: text().notNull(),
    accountNumber: text(),
    attemptId: integer(),
    /** For a refund or void: the charge record it gives money back on. */
    refundOfId: integer(),
    /**
     * On a charge record: what has been given back on it or is being given back by a refund in
     * flight. A refund reserves its amount here (a conditional update) before the gateway is
     * called, and a declined refund releases it; the check below keeps it within the charge.
     */
    refundedAmount: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    createdBy: integer(),
    createdOn: createdOn(),
  },
  (t) => [
    tenantPrimaryKey('booking_payments', t),
    index('booking_payments_booking_idx').on(t.siteId, t.bookingId),
    uniqueIndex('booking_payments_transaction_uq').on(t.siteId, t.gateway, t.transactionId, t.transactionType),
    /**
     * At most one charge per booking that still keeps money (issue 16): a second charge record
     * (card or cash) is refused by the database, whatever a service read before. A charge given
     * back in full leaves the index, so a database hit by the old double charges can take this
     * index once the extra charges are refunded (docs/security.md).
     */
    uniqueIndex('booking_payments_one_charge_uq')
      .on(t.siteId, t.bookingId)
      .where(
        sql`${t.transactionType} in ('authCaptureTransaction','paybycash') and ${t.refundedAmount} < ${t.transactionAmount}`,
      ),
    sameSiteReference('booking_payments_booking_fk', [t.siteId, t.bookingId], bookings),
    check(
      'booking_payments_type_ck',
      sql`${t.transactionType} in ('authCaptureTransaction','paybycash','refundTransaction','voidTransaction')`,
    ),
    check('booking_payments_amount_ck', sql`${t.transactionAmount} > 0`),
    check(
      'booking_payments_refunded_ck',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.transactionAmount}`,
    ),
  ],
);
