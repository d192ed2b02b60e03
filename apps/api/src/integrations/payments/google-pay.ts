/**
 * Google Pay: the browser's Google Pay token is charged through Authorize.Net as opaque data
 * (dataDescriptor 'COMMON.GOOGLE.INAPP.PAYMENT', dataValue the token in base64). This file turns
 * a token into that payment, and gives the browser its tokenization settings (gateway
 * 'authorizenet', the merchant's gateway id, the networks the site's card flags allow).
 */
import { GOOGLE_PAY_DESCRIPTOR } from '@ridedesk/domain/payments/payment-schemas';
import type { CardBrandFlags } from '@ridedesk/domain/payments/payment-types';
import type { PaymentSource } from './gateway.ts';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The token as Authorize.Net takes it: base64 of Google's token JSON (sent as is when already base64). */
export const googlePaySource = (token: string): PaymentSource => {
  const trimmed = token.trim();
  const dataValue =
    trimmed.startsWith('{') || !BASE64.test(trimmed) ? Buffer.from(trimmed, 'utf8').toString('base64') : trimmed;
  return { kind: 'opaque', dataDescriptor: GOOGLE_PAY_DESCRIPTOR, dataValue };
};

/** Google Pay's allowedCardNetworks from the site's card-brand flags. */
export const googlePayNetworks = (flags: CardBrandFlags) =>
  [
    flags.isAmericanExpress && 'AMEX',
    flags.isDiscover && 'DISCOVER',
    flags.isJcb && 'JCB',
    flags.isMastercard && 'MASTERCARD',
    flags.isVisa && 'VISA',
  ].filter((n): n is string => Boolean(n));

/** PaymentMethodTokenizationSpecification for Authorize.Net. */
export const googlePayTokenization = (gatewayMerchantId: string) => ({
  type: 'PAYMENT_GATEWAY' as const,
  parameters: { gateway: 'authorizenet', gatewayMerchantId },
});
