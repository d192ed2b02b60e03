import { z } from 'zod';
import { passesLuhn } from '../payments/card-rules.ts';

export const CHECKOUT_CARD_MESSAGES = {
  nameRequired: 'Please enter the name on the card',
  numberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter the expiry as MM/YY, not in the past',
  cvcInvalid: 'Please enter the 3 or 4 digit security code',
} as const;

/** Whether 'MM/YY' is this month or later (a card is good through its month). */
export const isCheckoutExpiryValid = (expiry: string, now: Date) => {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

/** The card form of the sandbox hosted checkout page. */
export const checkoutCardSchema = (now: () => Date = () => new Date()) =>
  z.object({
    nameOnCard: z.string().trim().min(1, CHECKOUT_CARD_MESSAGES.nameRequired).max(100),
    cardNumber: z
      .string()
      .trim()
      .max(23)
      .refine((n) => passesLuhn(n), CHECKOUT_CARD_MESSAGES.numberInvalid),
    expiry: z.string().refine((e) => isCheckoutExpiryValid(e, now()), CHECKOUT_CARD_MESSAGES.expiryInvalid),
    cvc: z.string().regex(/^\d{3,4}$/, CHECKOUT_CARD_MESSAGES.cvcInvalid),
  });

export type CheckoutCardForm = z.output<ReturnType<typeof checkoutCardSchema>>;
