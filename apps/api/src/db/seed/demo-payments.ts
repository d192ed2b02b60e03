import { upsertMapping } from '../../modules/payments/payments.repository.ts';
import { findSiteByHost } from '../../modules/sites/sites.repository.ts';
import type { Tx } from '../client.ts';
import { DEMO_PROVIDERS } from './demo.ts';

/** The card brands the demo sites take (no JCB, Diners Club or Apple Pay). */
const DEMO_CARD_FLAGS = { isVisa: true, isMastercard: true, isAmericanExpress: true, isDiscover: true };

/**
 * Payment types of the demo providers (after the pricing seed): pay by cash and 'Credit Card'
 * (Authorize.Net) everywhere, City Limo also Square. None holds credentials, so every card goes
 * through the sandbox gateway, which takes the usual test card numbers.
 */
export const seedDemoPayments = async (tx: Tx) => {
  for (const provider of DEMO_PROVIDERS) {
    const site = await findSiteByHost(tx, provider.host);
    if (!site) continue;
    await upsertMapping(tx, site.id, 'COD', { isEnabled: true }, null);
    await upsertMapping(tx, site.id, 'AuthorizeNet', { isEnabled: true, ...DEMO_CARD_FLAGS }, null);
    if (provider.host === 'citylimo.localhost')
      await upsertMapping(tx, site.id, 'Square', { isEnabled: true, ...DEMO_CARD_FLAGS }, null);
  }
};
