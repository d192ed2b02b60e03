/**
 * Which gateway takes a site's payment of a type: the vendor's adapter when the mapping holds
 * its credentials, otherwise the sandbox gateway (unless the sandbox is off, as in production).
 */
import type { GatewayName, PaymentTypeName } from '@ridedesk/domain/payments/payment-types';
import { createAuthorizeNet } from '../../integrations/payments/authorize-net.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { createPayPal } from '../../integrations/payments/paypal.ts';
import { createSandboxGateway, type SandboxGateway } from '../../integrations/payments/sandbox.ts';
import { createSquare, createSquareOAuth } from '../../integrations/payments/square.ts';

export type GatewaySettings = {
  authorizeNetBaseUrl: string;
  squareBaseUrl: string;
  paypalBaseUrl: string;
  timeoutMs: number;
  sandboxEnabled: boolean;
};

export type Credentials = {
  apiloginId: string | null;
  transactionKey: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExpiry: Date | null;
  locationId: string | null;
};

/** Whether the mapping holds what its gateway needs to take real money. */
export const hasLiveCredentials = (type: PaymentTypeName, c: Credentials) => {
  if (type === 'COD') return false;
  if (type === 'Square') return Boolean(c.accessToken && c.locationId);
  return Boolean(c.apiloginId && c.transactionKey);
};

export const createGatewayDirectory = (settings: GatewaySettings, sandboxSecret: Buffer) => {
  const sandbox = createSandboxGateway({ secret: sandboxSecret });
  const timeoutMs = settings.timeoutMs;

  const authorizeNet = (c: Credentials) =>
    createAuthorizeNet({
      baseUrl: settings.authorizeNetBaseUrl,
      apiLoginId: c.apiloginId ?? '',
      transactionKey: c.transactionKey ?? '',
      timeoutMs,
    });
  const square = (c: Credentials) =>
    createSquare({
      baseUrl: settings.squareBaseUrl,
      accessToken: c.accessToken ?? '',
      locationId: c.locationId ?? '',
      timeoutMs,
    });
  const paypal = (c: Credentials) =>
    createPayPal({
      baseUrl: settings.paypalBaseUrl,
      clientId: c.apiloginId ?? '',
      clientSecret: c.transactionKey ?? '',
      timeoutMs,
    });

  /** The live adapter of a type with these credentials. */
  const live = (type: PaymentTypeName, c: Credentials): PaymentGateway | null => {
    if (type === 'AuthorizeNet' || type === 'GPay') return authorizeNet(c);
    if (type === 'Square') return square(c);
    if (type === 'PayPal') return paypal(c);
    return null;
  };

  return {
    sandbox: sandbox as SandboxGateway,
    sandboxEnabled: settings.sandboxEnabled,
    authorizeNet,
    square,
    paypal,
    squareOAuth: () => createSquareOAuth({ baseUrl: settings.squareBaseUrl, timeoutMs }),
    /** The gateway for new payments of a type; null when it has no credentials and the sandbox is off. */
    forType: (type: PaymentTypeName, c: Credentials | null): PaymentGateway | null => {
      if (c && hasLiveCredentials(type, c)) return live(type, c);
      return settings.sandboxEnabled && type !== 'COD' ? sandbox : null;
    },
    /** The gateway that took an earlier payment (for recovery and refunds). */
    byName: (name: GatewayName, type: PaymentTypeName, c: Credentials | null): PaymentGateway | null => {
      if (name === 'sandbox') return sandbox;
      if (!c || !hasLiveCredentials(type, c)) return null;
      return live(type, c);
    },
  };
};

export type GatewayDirectory = ReturnType<typeof createGatewayDirectory>;
