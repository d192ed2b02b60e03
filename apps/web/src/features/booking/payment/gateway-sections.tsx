import { Stack, Text } from '@mantine/core';
import { sandboxSquareNonce } from '@ridedesk/domain/payments/sandbox-cards';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFields } from './card-fields.tsx';
import { readCard, useCardForm } from './card-form.ts';
import { PAYMENT_NS } from './i18n.ts';
import type { SitePaymentType } from './payment-api.ts';
import type { Prepare } from './use-pay-runner.ts';

export type SectionProps = { type: SitePaymentType; prepareRef: RefObject<Prepare | null> };

/** 'Credit Card' (Authorize.Net, or the sandbox gateway): card type from the site's flags, number, expiry, code. */
export const CreditCardSection = ({ type, prepareRef }: SectionProps) => {
  const form = useCardForm(true);
  useEffect(() => {
    prepareRef.current = async () => {
      const card = await readCard(form);
      return card && { kind: 'card', card: { ...card, cardType: card.cardType ?? '' } };
    };
    return () => {
      prepareRef.current = null;
    };
  }, [form, prepareRef]);
  return <CardFields form={form} brands={type.acceptedCardBrands} withType sandbox={type.mode === 'sandbox'} />;
};

/**
 * Square without credentials: the same card fields, and the nonce Square's sandbox gives for the
 * test card (sandboxSquareNonce), so no card number reaches our server, as with Square's own form.
 */
export const SquareSandboxSection = ({ type, prepareRef }: SectionProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  const form = useCardForm(false);
  useEffect(() => {
    prepareRef.current = async () => {
      const card = await readCard(form);
      return card && { kind: 'square', sourceId: sandboxSquareNonce(card.cardNumber) };
    };
    return () => {
      prepareRef.current = null;
    };
  }, [form, prepareRef]);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('squareHelp')}
      </Text>
      <CardFields form={form} brands={type.acceptedCardBrands} withType={false} sandbox />
    </Stack>
  );
};

/** A Google Pay test token as the sandbox gateway takes it (Google's TEST environment needs the network). */
export const SANDBOX_GOOGLE_PAY_TOKEN = JSON.stringify({
  protocolVersion: 'ECv2',
  signature: 'sandbox',
  signedMessage: JSON.stringify({ environment: 'TEST', paymentMethod: 'CARD' }),
});

/** GPay without its own live account: the sandbox charges a test token through the same server call. */
export const GooglePaySandboxSection = ({ prepareRef }: SectionProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  useEffect(() => {
    prepareRef.current = async () => ({ kind: 'gpay', token: SANDBOX_GOOGLE_PAY_TOKEN });
    return () => {
      prepareRef.current = null;
    };
  }, [prepareRef]);
  return (
    <Stack gap={4}>
      <Text size="sm">{t('gpayHelp')}</Text>
      <Text size="sm" c="dimmed">
        {t('gpaySandbox')}
      </Text>
    </Stack>
  );
};

/** PayPal without credentials: the sandbox order is approved at once and the server captures it. */
export const PaypalSandboxSection = ({ prepareRef }: SectionProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  useEffect(() => {
    prepareRef.current = async () => ({ kind: 'paypal' });
    return () => {
      prepareRef.current = null;
    };
  }, [prepareRef]);
  return (
    <Stack gap={4}>
      <Text size="sm">{t('paypalHelp')}</Text>
      <Text size="sm" c="dimmed">
        {t('paypalSandbox')}
      </Text>
    </Stack>
  );
};
