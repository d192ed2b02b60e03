import { z } from 'zod';
import { billingSchema } from '../booking/customer-details.ts';
import { recordId, siteIdField } from '../master-data/fields.ts';
import { cardBrandNamed, isCardCodeValid, passesLuhn } from './card-rules.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { paymentTypeOf } from './payment-types.ts';

const details = PAYMENT_MESSAGES.cardDetails;

/** A payment type named by name or id. */
export const paymentTypeSchema = z.union([z.string().trim().max(40), z.number().int()]).transform((value, ctx) => {
  const type = paymentTypeOf(value);
  if (!type) {
    ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.chooseType });
    return z.NEVER;
  }
  return type;
});

/**
 * The card section of the Payment step: card type, number, expiry (the month input's 'YYYY-MM')
 * and the card code: 3 digits, 4 for American Express (decision 0018; the brand comes from the
 * number). Every part missing or wrong answers the spec's message. Without the code's length rule,
 * for forms that add fields; `cardSchema` is this with the rule.
 */
export const cardFieldsSchema = z.object({
  cardType: z
    .string({ message: PAYMENT_MESSAGES.cardType })
    .trim()
    .max(40)
    .refine((v) => v === '' || cardBrandNamed(v) !== null, PAYMENT_MESSAGES.cardType)
    .optional(),
  cardNumber: z
    .string({ message: details })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, details)
        .regex(/^\d{12,19}$/, details)
        .refine(passesLuhn, details),
    ),
  expirationDate: z
    .string({ message: details })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, details),
  cardCode: z
    .string({ message: details })
    .trim()
    // 3 or 4 digits here; which of the two, the brand decides (cardCodeFitsBrand).
    .regex(/^\d{3,4}$/, details),
});

/** The card code's length follows the brand of the number: 4 digits for American Express, 3 for the others. */
export const cardCodeFitsBrand = (card: { cardNumber: string; cardCode: string }, ctx: z.RefinementCtx) => {
  if (!isCardCodeValid(card.cardCode, card.cardNumber))
    ctx.addIssue({ code: 'custom', message: details, path: ['cardCode'] });
};

export const cardSchema = cardFieldsSchema.superRefine(cardCodeFitsBrand);
export type CardInput = z.infer<typeof cardSchema>;

/** A wallet token charged through Authorize.Net (Google Pay: 'COMMON.GOOGLE.INAPP.PAYMENT'). */
export const GOOGLE_PAY_DESCRIPTOR = 'COMMON.GOOGLE.INAPP.PAYMENT';
export const opaqueDataSchema = z.object({
  dataDescriptor: z.literal(GOOGLE_PAY_DESCRIPTOR),
  dataValue: z.string({ message: details }).trim().min(1, details).max(16_384),
});

/** One key per payment attempt (double clicks and retries share it); new after a failure. */
const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9:_-]+$/)
  .optional();

/** Who is paying for what: the booking, the site on the default product site, a guest's proof. */
export const bookingRefSchema = z.object({
  bookingId: recordId,
  siteId: siteIdField.optional(),
  guestUserUniqueId: z.uuid().optional(),
  idempotencyKey: idempotencyKeySchema,
});

/** POST api/auth/ChargeAuthorizeNetPayment: a card, or a Google Pay token, for a booking. */
export const chargeCardSchema = bookingRefSchema
  .extend({
    paymentType: z.enum(['AuthorizeNet', 'GPay']).optional(),
    card: cardSchema.optional(),
    opaqueData: opaqueDataSchema.optional(),
    billTo: billingSchema.optional(),
  })
  .refine((b) => Boolean(b.card) !== Boolean(b.opaqueData), { message: details, path: ['card'] });

const secret = z.string().trim().max(2000);

/** POST api/auth/ActivateServiceProviderPayment: enable (or disable) a type with its credentials and flags. */
const flag = z.boolean().optional();
export const activatePaymentTypeSchema = z.object({
  siteId: siteIdField.optional(),
  paymentType: paymentTypeSchema,
  isEnabled: z.boolean().default(true),
  /** Absent keeps the stored value; '' clears it. */
  apiloginId: secret.optional(),
  transactionKey: secret.optional(),
  accessToken: secret.optional(),
  refreshToken: secret.optional(),
  accessTokenExpiry: z.union([z.iso.datetime({ offset: true }), z.literal(''), z.null()]).optional(),
  locationId: z.string().trim().max(200).optional(),
  isVisa: flag,
  isMastercard: flag,
  isAmericanExpress: flag,
  isJcb: flag,
  isDiscover: flag,
  isDinersClub: flag,
  isApplePay: flag,
});
export type ActivatePaymentTypeInput = z.infer<typeof activatePaymentTypeSchema>;

/** POST api/subscriptionplan/isAuthorizedSPSquareAccount: Square's OAuth code exchange. */
export const squareAuthorizationSchema = z.object({
  siteId: siteIdField.optional(),
  clientID: z.string().trim().min(1).max(200),
  clientSecret: z.string().trim().min(1).max(500),
  code: z.string().trim().min(1).max(500),
  grantType: z.literal('authorization_code').default('authorization_code'),
  redirectUri: z.string().trim().max(500).optional(),
  locationid: z.string().trim().min(1).max(200),
});

/** POST api/bookingpayment/create: a payment record entered by staff (cash received, or a terminal charge). */
export const paymentRecordSchema = z.object({
  bookingID: recordId,
  siteId: siteIdField.optional(),
  transactionID: z.string().trim().max(100).optional(),
  transactionDate: z.iso.datetime({ offset: true }).optional(),
  transactionAmount: z.coerce.number().positive().max(1_000_000).optional(),
  paymentType: paymentTypeSchema.default('COD'),
  transactionType: z.enum(['authCaptureTransaction', 'paybycash']).default('paybycash'),
});

/** POST api/bookingpayment/refund: full (no amount) or partial. */
export const refundSchema = z.object({
  bookingId: recordId,
  siteId: siteIdField.optional(),
  amount: z.coerce.number().positive().max(1_000_000).optional(),
  idempotencyKey: idempotencyKeySchema,
});
