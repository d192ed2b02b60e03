import { zodResolver } from '@hookform/resolvers/zod';
import { expiryFromMonthYear } from '@ridedesk/domain/payments/card-rules';
import { PAYMENT_MESSAGES } from '@ridedesk/domain/payments/payment-messages';
import { cardCodeFitsBrand, cardFieldsSchema } from '@ridedesk/domain/payments/payment-schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The expiry typed as the card shows it ('MM/YY') leaves as the 'YYYY-MM' the payment calls take. */
const expiryField = z
  .string({ message: PAYMENT_MESSAGES.cardDetails })
  .transform(expiryFromMonthYear)
  .pipe(cardFieldsSchema.shape.expirationDate);

/**
 * The card section (spec 03 section 5): for a credit card the card type must be chosen
 * ('Please enter the card type!!'); number, expiry and the card code (3 digits, 4 for American
 * Express) are required ('Please enter the card details!!'). Square's sandbox form has no card
 * type: the nonce names it.
 */
export const cardFormSchema = (needsType: boolean) =>
  (needsType
    ? cardFieldsSchema.extend({
        cardType: z.string({ message: PAYMENT_MESSAGES.cardType }).trim().min(1, PAYMENT_MESSAGES.cardType),
        expirationDate: expiryField,
      })
    : cardFieldsSchema.extend({ expirationDate: expiryField })
  ).superRefine(cardCodeFitsBrand);

export type CardFormInput = { cardType: string; cardNumber: string; expirationDate: string; cardCode: string };
export type CardFormOutput = z.output<typeof cardFieldsSchema>;

export const useCardForm = (needsType: boolean) =>
  useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(cardFormSchema(needsType)) as never,
    defaultValues: { cardType: '', cardNumber: '', expirationDate: '', cardCode: '' },
  });
export type CardForm = ReturnType<typeof useCardForm>;
