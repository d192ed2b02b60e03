import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardCodeLengthOf,
  expiryFromMonthYear,
  formatCardNumber,
  formatExpiryInput,
  isCardCodeValid,
  monthYearOfExpiry,
} from './card-rules.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { cardSchema } from './payment-schemas.ts';

const AMEX = '378282246310005';
const VISA = '4111111111111111';

describe('card code by brand', () => {
  it('When the card is an American Express, then its code has 4 digits; every other brand has 3', () => {
    expect(cardCodeLengthOf('AmericanExpress')).toBe(4);
    for (const brand of ['Visa', 'Mastercard', 'Discover', 'Jcb', 'DinersClub', null] as const)
      expect(cardCodeLengthOf(brand)).toBe(3);
  });

  it('When a code is checked against a number, then the number’s brand decides its length', () => {
    expect(isCardCodeValid('1234', AMEX)).toBe(true);
    expect(isCardCodeValid('123', AMEX)).toBe(false);
    expect(isCardCodeValid('123', VISA)).toBe(true);
    expect(isCardCodeValid('1234', VISA)).toBe(false);
    expect(isCardCodeValid('12a', VISA)).toBe(false);
    expect(isCardCodeValid(' 321 ', '5555555555554444')).toBe(true);
  });

  it('When an American Express card is paid with a 4-digit code, then the card schema takes it; 3 digits are refused', () => {
    const card = { cardNumber: '3782 822463 10005', expirationDate: '2030-01' };
    expect(cardSchema.parse({ ...card, cardCode: '1234' })).toMatchObject({ cardNumber: AMEX, cardCode: '1234' });
    const short = cardSchema.safeParse({ ...card, cardCode: '123' });
    expect(short.error?.issues).toEqual([
      expect.objectContaining({ path: ['cardCode'], message: PAYMENT_MESSAGES.cardDetails }),
    ]);
  });

  it('When a Visa is paid with a 4-digit code, then the card details message answers on the code', () => {
    const long = cardSchema.safeParse({ cardNumber: VISA, expirationDate: '2030-01', cardCode: '1234' });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['cardCode', PAYMENT_MESSAGES.cardDetails],
    ]);
  });
});

describe('card number display', () => {
  it('When a number is typed, then the brand is known from its first digits', () => {
    expect(cardBrandOf('37')).toBe('AmericanExpress');
    expect(cardBrandOf('4')).toBe('Visa');
    expect(cardBrandOf('5555')).toBe('Mastercard');
    expect(cardBrandOf('2221')).toBe('Mastercard');
    expect(cardBrandOf('6011')).toBe('Discover');
    expect(cardBrandOf('3530')).toBe('Jcb');
    expect(cardBrandOf('36')).toBe('DinersClub');
    expect(cardBrandOf('9')).toBeNull();
  });

  it('When a number is shown, then it is grouped in fours, American Express 4-6-5', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('6011000990139424123')).toBe('6011 0009 9013 9424 123');
    expect(formatCardNumber(AMEX)).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
    expect(formatCardNumber(`${AMEX}99`)).toBe('3782 822463 10005');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('expiry as MM/YY', () => {
  it('When the expiry is typed, then it reads MM/YY', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('1230')).toBe('12/30');
    expect(formatExpiryInput('12/3')).toBe('12/3');
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('429')).toBe('04/29');
    expect(formatExpiryInput('12/305')).toBe('12/30');
  });

  it('When MM/YY is sent, then the payment call gets YYYY-MM, and back again', () => {
    expect(expiryFromMonthYear('08/31')).toBe('2031-08');
    expect(expiryFromMonthYear(' 12 / 29 ')).toBe('2029-12');
    expect(expiryFromMonthYear('13/29')).toBe('13/29');
    expect(expiryFromMonthYear('2031-08')).toBe('2031-08');
    expect(monthYearOfExpiry('2031-08')).toBe('08/31');
    expect(monthYearOfExpiry('soon')).toBe('soon');
  });
});
