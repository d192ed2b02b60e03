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

/** The card code is a hidden field of exactly 3 characters (spec 03 sections 5 and 9). */
export const CARD_CODE_LENGTH = 3;

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
