import { Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_NS } from '../i18n.ts';
import { CreditCardSection, SandboxWalletSection, SquareSandboxSection } from '../payment/gateway-sections.tsx';
import { PAYMENT_NS } from '../payment/i18n.ts';
import { GooglePayLiveSection, PaypalLiveSection, SquareLiveSection } from '../payment/live-sections.tsx';
import type { SitePaymentType } from '../payment/payment-api.ts';
import type { PayRunner, Prepare } from '../payment/use-pay-runner.ts';

/** Whether the vendor's own script takes this type's payment (live credentials and their public ids). */
export const usesVendorScript = (type: SitePaymentType) => {
  if (type.mode !== 'live') return false;
  const c = type.publicConfig ?? {};
  if (type.paymentType === 'Square') return Boolean(c.squareApplicationId && c.squareLocationId);
  if (type.paymentType === 'PayPal') return Boolean(c.paypalClientId);
  if (type.paymentType === 'GPay') return Boolean(c.googlePay?.gatewayMerchantId);
  return false;
};

/** The PayPal buttons are PayPal's own Pay action; every other type pays with the step's button. */
export const paysWithOwnButton = (type: SitePaymentType | null) =>
  type?.paymentType === 'PayPal' && usesVendorScript(type);

/**
 * The chosen type's own section (spec 03 "Payment Details form"): cash, the card form, or the
 * vendor's form when the site has live credentials; without them the sandbox gateway takes the
 * payment through the same server calls.
 */
export const PaymentTypeSection = ({
  type,
  prepareRef,
  runner,
}: {
  type: SitePaymentType;
  prepareRef: RefObject<Prepare | null>;
  runner: PayRunner;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const { t: tPayment } = useTranslation(PAYMENT_NS);
  const props = { type, prepareRef };
  const live = usesVendorScript(type);
  // A live type without its credentials cannot take a payment: the site has not finished setting it up.
  const notConfigured = (
    <Text size="sm" c="red">
      {tPayment('notConfigured')}
    </Text>
  );
  switch (type.paymentType) {
    case 'COD':
      return (
        <Text size="sm" c="dimmed">
          {t('cashHelp')}
        </Text>
      );
    case 'AuthorizeNet':
      return <CreditCardSection {...props} />;
    case 'Square':
      if (type.mode === 'live' && !live) return notConfigured;
      return live ? <SquareLiveSection {...props} /> : <SquareSandboxSection {...props} />;
    case 'GPay':
      if (type.mode === 'live' && !live) return notConfigured;
      return live ? (
        <GooglePayLiveSection {...props} />
      ) : (
        <SandboxWalletSection wallet="GPay" prepareRef={prepareRef} />
      );
    case 'PayPal':
      if (type.mode === 'live' && !live) return notConfigured;
      return live ? (
        <PaypalLiveSection {...props} runner={runner} />
      ) : (
        <SandboxWalletSection wallet="PayPal" prepareRef={prepareRef} />
      );
  }
};
