import { describe, expect, it } from 'vitest';
import {
  acceptedBrands,
  cardBrandNamed,
  cardBrandOf,
  isExpiryValid,
  maskedCardNumber,
  passesLuhn,
  paymentCustomerId,
} from './card-rules.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';
import { activatePaymentTypeSchema, cardSchema, chargeCardSchema } from './payment-schemas.ts';
import { PAYMENT_TYPE_LABELS, paymentTypeOf } from './payment-types.ts';
import {
  SANDBOX_APPROVED_CARDS,
  sandboxCardVerdict,
  sandboxNonceVerdict,
  sandboxSquareNonce,
} from './sandbox-cards.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('card rules', () => {
  it('When the usual test numbers are checked, then each passes Luhn and has its brand', () => {
    expect(SANDBOX_APPROVED_CARDS.map((n) => [passesLuhn(n), cardBrandOf(n)])).toEqual([
      [true, 'Visa'],
      [true, 'Visa'],
      [true, 'Mastercard'],
      [true, 'AmericanExpress'],
      [true, 'Discover'],
    ]);
    expect(cardBrandOf('3530111333300000')).toBe('Jcb');
    expect(cardBrandOf('30569309025904')).toBe('DinersClub');
    expect(cardBrandOf('2223003122003222')).toBe('Mastercard');
  });

  it('When a digit is mistyped, then Luhn fails', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4111')).toBe(false);
  });

  it('When the flags are read, then the accepted brands follow them', () => {
    const flags = {
      isVisa: true,
      isMastercard: false,
      isAmericanExpress: true,
      isJcb: false,
      isDiscover: false,
      isDinersClub: false,
      isApplePay: true,
    };
    expect(acceptedBrands(flags)).toEqual(['Visa', 'AmericanExpress']);
    expect(cardBrandNamed('American Express')).toBe('AmericanExpress');
    expect(cardBrandNamed('MasterCard')).toBe('Mastercard');
  });

  it('When an expiry is checked, then its month still counts and past months do not', () => {
    expect(isExpiryValid('2026-11', NOW)).toBe(true);
    expect(isExpiryValid('2026-10', NOW)).toBe(false);
    expect(isExpiryValid('2030-13', NOW)).toBe(false);
    expect(isExpiryValid('12/30', NOW)).toBe(false);
  });

  it('When a customer pays, then guests get G and users U before their id', () => {
    expect(paymentCustomerId({ guestUserId: 12 })).toBe('G12');
    expect(paymentCustomerId({ userId: 7 })).toBe('U7');
    expect(maskedCardNumber('4111 1111 1111 1111')).toBe('XXXX1111');
  });
});

describe('payment types', () => {
  it('When a type is named by name, alias or id, then the same type comes back', () => {
    expect(paymentTypeOf('authorizenet')).toBe('AuthorizeNet');
    expect(paymentTypeOf('2')).toBe('AuthorizeNet');
    expect(paymentTypeOf('Google Pay')).toBe('GPay');
    expect(paymentTypeOf('bitcoin')).toBeUndefined();
    expect(PAYMENT_TYPE_LABELS.COD).toBe('Pay by cash');
    expect(PAYMENT_TYPE_LABELS.AuthorizeNet).toBe('Credit Card');
  });
});

describe('payment schemas', () => {
  it('When a card code is not exactly 3 characters, then the card details message answers', () => {
    const bad = cardSchema.safeParse({ cardNumber: '4111111111111111', expirationDate: '2030-01', cardCode: '1234' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe(PAYMENT_MESSAGES.cardDetails);
    const good = cardSchema.parse({ cardNumber: '4111 1111 1111 1111', expirationDate: '2030-01', cardCode: '123' });
    expect(good.cardNumber).toBe('4111111111111111');
  });

  it('When a card type is unknown, then the card type message answers', () => {
    const bad = cardSchema.safeParse({
      cardType: 'Bitcoin',
      cardNumber: '4111111111111111',
      expirationDate: '2030-01',
      cardCode: '123',
    });
    expect(bad.error?.issues[0].message).toBe(PAYMENT_MESSAGES.cardType);
  });

  it('When a charge has neither a card nor a token, then the card details message answers', () => {
    const bad = chargeCardSchema.safeParse({ bookingId: 1 });
    expect(bad.error?.issues[0].message).toBe(PAYMENT_MESSAGES.cardDetails);
  });

  it('When a payment type is unknown, then the choose-type message answers', () => {
    const bad = activatePaymentTypeSchema.safeParse({ paymentType: 'Bitcoin' });
    expect(bad.error?.issues[0].message).toBe(PAYMENT_MESSAGES.chooseType);
  });
});

describe('sandbox cards', () => {
  it('When test, decline and real numbers are charged, then they approve, decline and are refused', () => {
    expect(sandboxCardVerdict('4242424242424242')).toEqual({ approved: true });
    expect(sandboxCardVerdict('4000000000000002')).toMatchObject({ approved: false, code: 'GENERIC_DECLINE' });
    expect(sandboxCardVerdict('4000000000009995')).toMatchObject({ approved: false, code: 'INSUFFICIENT_FUNDS' });
    expect(sandboxCardVerdict('4012888888881881')).toMatchObject({ approved: false, code: 'INVALID_CARD' });
  });

  it('When a test card stands in for Square tokenization, then the nonce carries the same verdict', () => {
    expect(sandboxNonceVerdict(sandboxSquareNonce('4111111111111111'))).toEqual({ approved: true });
    expect(sandboxNonceVerdict(sandboxSquareNonce('4000000000009995'))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  });
});
