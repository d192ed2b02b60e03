import { Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingPaymentType } from '../api/create-booking.ts';
import { BOOKING_NS } from '../i18n.ts';

/** The payment type labels of spec 03 "Payment Details form". */
export const PAYMENT_TYPE_LABELS = {
  COD: 'Pay by cash',
  AuthorizeNet: 'Credit Card',
  PayPal: 'PayPal',
  Square: 'Square',
  GPay: 'GPay',
} as const;
export type PaymentTypeName = keyof typeof PAYMENT_TYPE_LABELS;

/**
 * One way to pay in the Payment step: its radio label, the section shown when it is chosen, and
 * what the booking call records. A card gateway adds an entry here with its own section (card
 * fields, a hosted button) and its own charge before or after the booking.
 */
export type PaymentMethod = {
  type: PaymentTypeName;
  bookingPaymentType: BookingPaymentType;
  Section: ComponentType;
  /** Card gateways need the billing address; cash takes it only if the traveller adds one. */
  billing: 'required' | 'optional';
};

const CashSection = () => {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Text size="sm" c="dimmed">
      {t('cashHelp')}
    </Text>
  );
};

/** The payment types this release takes; the card gateways come with the payments work. */
export const PAYMENT_METHODS: PaymentMethod[] = [
  { type: 'COD', bookingPaymentType: 'COD', Section: CashSection, billing: 'optional' },
];
