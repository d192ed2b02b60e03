/**
 * Payment types a site can offer (spec 03 "Payment Details form", DESIGN.md section 9): a fixed
 * list, each tied to the gateway that takes the money. Ids are stable so calls may name a type
 * by id or by name.
 */
export const PAYMENT_TYPES = ['COD', 'AuthorizeNet', 'PayPal', 'Square', 'GPay'] as const;
export type PaymentTypeName = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_IDS: Record<PaymentTypeName, number> = {
  COD: 1,
  AuthorizeNet: 2,
  PayPal: 3,
  Square: 4,
  GPay: 5,
};

/** The labels of the Payment Type radio group. */
export const PAYMENT_TYPE_LABELS: Record<PaymentTypeName, string> = {
  COD: 'Pay by cash',
  AuthorizeNet: 'Credit Card',
  PayPal: 'PayPal',
  Square: 'Square',
  GPay: 'GPay',
};

export const PAYMENT_TYPE_DESCRIPTIONS: Record<PaymentTypeName, string> = {
  COD: 'The traveller pays the chauffeur in cash; staff record the payment.',
  AuthorizeNet: 'Card payments charged through Authorize.Net.',
  PayPal: 'PayPal checkout (Orders v2): the traveller approves, the server captures.',
  Square: 'Card payments tokenized by Square and charged by the server.',
  GPay: 'Google Pay tokens charged through Authorize.Net.',
};

/** Which gateway takes the money for each type (cash takes none). */
export const GATEWAY_OF_TYPE: Record<PaymentTypeName, 'authorizenet' | 'square' | 'paypal' | null> = {
  COD: null,
  AuthorizeNet: 'authorizenet',
  PayPal: 'paypal',
  Square: 'square',
  GPay: 'authorizenet',
};

export const GATEWAYS = ['authorizenet', 'square', 'paypal', 'sandbox', 'cash', 'manual'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/** A type named by name (any casing) or by its id; undefined when unknown. */
export const paymentTypeOf = (value: string | number): PaymentTypeName | undefined => {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return PAYMENT_TYPES.find((t) => PAYMENT_TYPE_IDS[t] === Number(text));
  const lower = text.toLowerCase().replace(/[\s_-]/g, '');
  const aliases: Record<string, PaymentTypeName> = {
    cod: 'COD',
    cash: 'COD',
    paybycash: 'COD',
    authorizenet: 'AuthorizeNet',
    creditcard: 'AuthorizeNet',
    card: 'AuthorizeNet',
    paypal: 'PayPal',
    square: 'Square',
    gpay: 'GPay',
    googlepay: 'GPay',
  };
  return aliases[lower];
};

/** Card-brand flags of a site's payment type mapping (spec 03 "Provider payment type"). */
export const CARD_BRAND_FLAGS = [
  'isVisa',
  'isMastercard',
  'isAmericanExpress',
  'isJcb',
  'isDiscover',
  'isDinersClub',
  'isApplePay',
] as const;
export type CardBrandFlag = (typeof CARD_BRAND_FLAGS)[number];
export type CardBrandFlags = Record<CardBrandFlag, boolean>;

/** The stored credential fields; every one is encrypted at rest and masked on the way out. */
export const SECRET_CREDENTIAL_FIELDS = ['apiloginId', 'transactionKey', 'accessToken', 'refreshToken'] as const;
export type SecretCredentialField = (typeof SECRET_CREDENTIAL_FIELDS)[number];

/** Transaction types of payment records (spec 03 section 4, plus the refund and void records). */
export const TRANSACTION_TYPES = {
  authCapture: 'authCaptureTransaction',
  payByCash: 'paybycash',
  refund: 'refundTransaction',
  void: 'voidTransaction',
} as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];
