import { Stack, Text } from '@mantine/core';
import { sandboxSquareNonce } from '@ridedesk/domain/payments/sandbox-cards';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFields } from './card-fields.tsx';
import { type CardFormOutput, useCardForm } from './card-form.ts';
import { PAYMENT_NS } from './i18n.ts';
import type { SitePaymentType } from './payment-api.ts';
import { readForm } from './read-form.ts';
import type { PaySource, Prepare } from './use-pay-runner.ts';

export type SectionProps = { type: SitePaymentType; prepareRef: RefObject<Prepare | null> };

/** While the section is shown, the step's Pay prepares the payment with `prepare`; once it goes, with nothing. */
const usePrepare = (prepareRef: RefObject<Prepare | null>, prepare: Prepare) => {
  useEffect(() => {
    prepareRef.current = prepare;
    return () => {
      prepareRef.current = null;
    };
  }, [prepareRef, prepare]);
};

/** A section's card form, whose card, once every part is right, becomes the payment's source. */
const useCardSource = (
  prepareRef: RefObject<Prepare | null>,
  needsType: boolean,
  sourceOf: (card: CardFormOutput) => PaySource,
) => {
  const form = useCardForm(needsType);
  usePrepare(prepareRef, async () => {
    const card = await readForm(form);
    return card && sourceOf(card);
  });
  return form;
};

/** 'Credit Card' (Authorize.Net, or the sandbox gateway): card type from the site's flags, number, expiry, code. */
export const CreditCardSection = ({ type, prepareRef }: SectionProps) => {
  const form = useCardSource(prepareRef, true, (card) => ({
    kind: 'card',
    card: { ...card, cardType: card.cardType ?? '' },
  }));
  return <CardFields form={form} brands={type.acceptedCardBrands} withType sandbox={type.mode === 'sandbox'} />;
};

/**
 * Square without credentials: the same card fields, and the nonce Square's sandbox gives for the
 * test card (sandboxSquareNonce), so no card number reaches our server, as with Square's own form.
 */
export const SquareSandboxSection = ({ type, prepareRef }: SectionProps) => {
  const { t } = useTranslation(PAYMENT_NS);
  const form = useCardSource(prepareRef, false, (card) => ({
    kind: 'square',
    sourceId: sandboxSquareNonce(card.cardNumber),
  }));
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

/**
 * The wallets the sandbox stands in for when the site has no live account: GPay charges a test
 * token through the same server call; PayPal's sandbox order is approved at once and the server
 * captures it.
 */
const SANDBOX_WALLETS = {
  GPay: { source: { kind: 'gpay', token: SANDBOX_GOOGLE_PAY_TOKEN }, help: 'gpayHelp', note: 'gpaySandbox' },
  PayPal: { source: { kind: 'paypal' }, help: 'paypalHelp', note: 'paypalSandbox' },
} as const satisfies Record<string, { source: PaySource; help: string; note: string }>;

/** A wallet in the sandbox: what to press, what the sandbox does instead, and the source it pays with. */
export const SandboxWalletSection = ({
  wallet,
  prepareRef,
}: Pick<SectionProps, 'prepareRef'> & { wallet: keyof typeof SANDBOX_WALLETS }) => {
  const { t } = useTranslation(PAYMENT_NS);
  const { source, help, note } = SANDBOX_WALLETS[wallet];
  usePrepare(prepareRef, async () => source);
  return (
    <Stack gap={4}>
      <Text size="sm">{t(help)}</Text>
      <Text size="sm" c="dimmed">
        {t(note)}
      </Text>
    </Stack>
  );
};
