/**
 * The hosted card checkout a provider pays its plan through (spec 01 section 7: a line item
 * with the plan and quantity 1, a customer vault request, success and cancel addresses).
 * Stripe Checkout when STRIPE_SECRET_KEY is set; otherwise the product's own sandbox page.
 */

export type CheckoutRequest = {
  orderId: number;
  siteId: number;
  planId: number;
  planName: string;
  amountCents: number;
  customerEmail: string | null;
  /** Where the payer returns after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = { id: string; url: string };

/** What the checkout knows about a session now. */
export type CheckoutOutcome = {
  state: 'open' | 'paid' | 'expired';
  transactionId: string | null;
  customerVaultId: string | null;
};

export type HostedCheckout = {
  kind: 'stripe' | 'sandbox';
  createSession: (request: CheckoutRequest) => Promise<CheckoutSession>;
  /** The session's state at the checkout (the sandbox keeps its state in the order instead). */
  retrieveSession: (id: string) => Promise<CheckoutOutcome | null>;
  /** Closes a session the payer abandoned, so it can no longer be paid. */
  expireSession: (id: string) => Promise<void>;
};

export class CheckoutUnavailable extends Error {}
