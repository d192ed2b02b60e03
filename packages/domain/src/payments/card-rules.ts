import type { CardBrandFlag, CardBrandFlags } from './payment-types.ts';

/** Card brands the card-brand flags name (Apple Pay is a wallet, not a brand of card number). */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'AmericanExpress', 'Discover', 'Jcb', 'DinersClub'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const FLAG_OF_BRAND: Record<CardBrand, CardBrandFlag> = {
  Visa: 'isVisa',
  Mastercard: 'isMastercard',
  AmericanExpress: 'isAmericanExpress',
  Discover: 'isDiscover',
  Jcb: 'isJcb',
  DinersClub: 'isDinersClub',
};

/** The card code is a hidden field of exactly 3 characters (spec 03 sections 5 and 9)... */
export const CARD_CODE_LENGTH = 3;
/** ...but American Express prints 4 digits on the front of its cards (decision 0018). */
export const AMEX_CARD_CODE_LENGTH = 4;

export const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export const passesLuhn = (cardNumber: string) => {
  const digits = digitsOf(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

const inRange = (digits: string, length: number, from: number, to: number) => {
  const prefix = Number(digits.slice(0, length));
  return prefix >= from && prefix <= to;
};

/** The brand of a card number by its issuer prefix, or null when none matches. */
export const cardBrandOf = (cardNumber: string): CardBrand | null => {
  const d = digitsOf(cardNumber);
  if (/^3[47]/.test(d)) return 'AmericanExpress';
  if (/^3(0[0-5]|[68])/.test(d)) return 'DinersClub';
  if (inRange(d, 4, 3528, 3589)) return 'Jcb';
  if (/^(6011|65|64[4-9])/.test(d) || inRange(d, 6, 622126, 622925)) return 'Discover';
  if (/^5[1-5]/.test(d) || inRange(d, 4, 2221, 2720)) return 'Mastercard';
  if (/^4/.test(d)) return 'Visa';
  return null;
};

/** How many digits the card code of a brand has: 4 for American Express, 3 for every other. */
export const cardCodeLengthOf = (brand: CardBrand | null) =>
  brand === 'AmericanExpress' ? AMEX_CARD_CODE_LENGTH : CARD_CODE_LENGTH;

/** Whether a card code fits the card whose number is given (the brand comes from the number). */
export const isCardCodeValid = (cardCode: string, cardNumber: string) => {
  const code = cardCode.trim();
  return /^\d+$/.test(code) && code.length === cardCodeLengthOf(cardBrandOf(cardNumber));
};

/** The most digits a number of the brand has: 15 for American Express, 19 for the others. */
export const cardNumberMaxDigits = (brand: CardBrand | null) => (brand === 'AmericanExpress' ? 15 : 19);

/**
 * A card number as printed on the card, for display while it is typed: American Express in
 * groups of 4, 6 and 5 digits, every other brand in fours. Anything but digits is dropped.
 */
export const formatCardNumber = (input: string) => {
  const all = input.replace(/\D/g, '');
  const brand = cardBrandOf(all);
  const digits = all.slice(0, cardNumberMaxDigits(brand));
  if (brand === 'AmericanExpress')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return (digits.match(/\d{1,4}/g) ?? []).join(' ');
};

/**
 * The expiry as a card shows it, for display while it is typed: 'MM/YY'. A first digit above 1
 * is a month on its own ('4' reads '04').
 */
export const formatExpiryInput = (input: string) => {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** 'MM/YY' (as the card shows it) to the 'YYYY-MM' the payment calls take; anything else unchanged. */
export const expiryFromMonthYear = (input: string) => {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.trim());
  return match ? `20${match[2]}-${match[1]}` : input.trim();
};

/** 'YYYY-MM' to 'MM/YY', as a card shows its expiry. */
export const monthYearOfExpiry = (expiry: string) => {
  const match = /^\d{2}(\d{2})-(0[1-9]|1[0-2])$/.exec(expiry.trim());
  return match ? `${match[2]}/${match[1]}` : expiry;
};

/** A card type as the form or a gateway names it ('visa', 'MasterCard', 'American Express'...). */
export const cardBrandNamed = (name: string): CardBrand | null => {
  const key = name.toLowerCase().replace(/[\s_-]/g, '');
  const names: Record<string, CardBrand> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    mc: 'Mastercard',
    amex: 'AmericanExpress',
    americanexpress: 'AmericanExpress',
    discover: 'Discover',
    jcb: 'Jcb',
    diners: 'DinersClub',
    dinersclub: 'DinersClub',
  };
  return names[key] ?? null;
};

/** The brands a site accepts, from its mapping's flags. */
export const acceptedBrands = (flags: CardBrandFlags): CardBrand[] =>
  CARD_BRANDS.filter((b) => flags[FLAG_OF_BRAND[b]]);

/** An expiry 'YYYY-MM' (the month input's value) still valid at `now` (a card is good through its month). */
export const isExpiryValid = (expiry: string, now: Date) => {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(expiry);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + month >= current && year <= now.getUTCFullYear() + 20;
};

/** 'XXXX1111' as gateways show a card number. */
export const maskedCardNumber = (cardNumber: string) => `XXXX${digitsOf(cardNumber).slice(-4)}`;

/** The payment customer id: G for guests, U for registered users (spec 03 section 6). */
export const paymentCustomerId = (customer: { guestUserId?: number | null; userId?: number | null }) => {
  if (customer.guestUserId) return `G${customer.guestUserId}`;
  if (customer.userId) return `U${customer.userId}`;
  return null;
};
