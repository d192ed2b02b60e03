/**
 * The vendors' browser scripts (Square Web Payments, PayPal buttons, Google Pay). They load only
 * when the site holds live credentials for the type (mode 'live'); in sandbox mode nothing is
 * fetched from the vendors and the sandbox gateway takes the payment through the same server calls.
 */
export const VENDOR_SCRIPTS = {
  squareSandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  squareProduction: 'https://web.squarecdn.com/v1/square.js',
  paypal: 'https://www.paypal.com/sdk/js',
  googlePay: 'https://pay.google.com/gp/p/js/pay.js',
} as const;

const loading = new Map<string, Promise<void>>();

/** Adds a script once; later calls share its loading. A failure lets the next call try again. */
export const loadScript = (src: string, isReady: () => boolean) => {
  if (isReady()) return Promise.resolve();
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (isReady() ? resolve() : reject(new Error(`${src} loaded without its API`)));
    script.onerror = () => {
      script.remove();
      reject(new Error(`${src} could not be loaded`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
};

/** The Square application ids of its sandbox start with 'sandbox-'; they take the sandbox script. */
export const squareScriptFor = (applicationId: string) =>
  applicationId.startsWith('sandbox-') ? VENDOR_SCRIPTS.squareSandbox : VENDOR_SCRIPTS.squareProduction;

export const paypalScriptFor = (clientId: string, currency = 'USD') =>
  `${VENDOR_SCRIPTS.paypal}?${new URLSearchParams({ 'client-id': clientId, currency, intent: 'capture' })}`;

// The parts of the vendors' APIs this app uses.
export type SquareCard = {
  attach: (selector: string | HTMLElement) => Promise<void>;
  tokenize: () => Promise<{ status: string; token?: string; errors?: { message: string }[] }>;
  destroy?: () => Promise<boolean>;
};
export type SquareGlobal = {
  payments: (applicationId: string, locationId: string) => { card: () => Promise<SquareCard> };
};
export type PaypalGlobal = {
  Buttons: (options: {
    style?: Record<string, unknown>;
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError?: (error: unknown) => void;
  }) => { render: (container: HTMLElement) => Promise<void>; close?: () => Promise<void> };
};
export type GooglePaymentsClient = {
  isReadyToPay: (request: object) => Promise<{ result: boolean }>;
  loadPaymentData: (request: object) => Promise<{ paymentMethodData: { tokenizationData: { token: string } } }>;
};
export type GoogleGlobal = {
  payments: { api: { PaymentsClient: new (options: { environment: string }) => GooglePaymentsClient } };
};

export const vendorWindow = () =>
  window as unknown as { Square?: SquareGlobal; paypal?: PaypalGlobal; google?: GoogleGlobal };
