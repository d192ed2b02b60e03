import type { Discount } from '../pricing.ts';

/** A published promo code of site 5 for the pricing tests: 10 % off, 12 of its 100 uses taken, valid through 2026. */
export const WELCOME10: Discount = {
  id: 3,
  siteId: 5,
  code: 'WELCOME10',
  description: '10 % off your first ride',
  kind: 'percent',
  value: 10,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  usageLimit: 100,
  usedCount: 12,
  remainingUses: 88,
  isEnabled: true,
  isDraft: false,
  isPublished: true,
  createdOn: null,
  createdBy: null,
  updatedOn: null,
  updatedBy: null,
};
