import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../shared/field-messages.ts';
import { checkoutCardSchema, isCheckoutExpiryValid } from './checkout-card.ts';

const now = new Date('2026-11-22T05:00:00Z');

describe('sandbox checkout card', () => {
  it('When the expiry is this month or later, then it is valid; earlier or malformed, not', () => {
    expect(isCheckoutExpiryValid('11/26', now)).toBe(true);
    expect(isCheckoutExpiryValid('01/27', now)).toBe(true);
    expect(isCheckoutExpiryValid('10/26', now)).toBe(false);
    expect(isCheckoutExpiryValid('13/27', now)).toBe(false);
    expect(isCheckoutExpiryValid('2027-01', now)).toBe(false);
  });

  it('When the card form is wrong, then each field has its message', () => {
    const r = checkoutCardSchema(() => now).safeParse({
      nameOnCard: '',
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
    });
    expect(fieldMessages(r)).toEqual({
      nameOnCard: 'Please enter the name on the card',
      cardNumber: 'Please enter a valid card number',
      expiry: 'Please enter the expiry as MM/YY, not in the past',
      cvc: 'Please enter the 3 or 4 digit security code',
    });
  });

  it('When a test card is entered with spaces, then the form accepts it', () => {
    expect(
      checkoutCardSchema(() => now).safeParse({
        nameOnCard: 'Ada',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }).success,
    ).toBe(true);
  });
});
