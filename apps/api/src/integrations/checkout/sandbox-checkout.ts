import { randomBytes } from 'node:crypto';
import type { HostedCheckout } from './hosted-checkout.ts';

/** The sandbox checkout page of the web app (paths relative to the provider's own host). */
export const SANDBOX_CHECKOUT_PATH = '/admin/subscriptions/checkout';

/**
 * The product's own hosted checkout: a page of the back office takes a test card for the
 * session; its state lives in the subscription order, so there is nothing to ask anyone here.
 */
export const createSandboxCheckout = (): HostedCheckout => ({
  kind: 'sandbox',
  createSession: async () => {
    const id = `cs_sandbox_${randomBytes(16).toString('hex')}`;
    return { id, url: `${SANDBOX_CHECKOUT_PATH}/${id}` };
  },
  retrieveSession: async () => null,
  expireSession: async () => {},
});
