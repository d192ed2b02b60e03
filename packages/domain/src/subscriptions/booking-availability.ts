/**
 * What a traveller reads when a provider's trial has ended without a paid plan. Kept apart from
 * subscription-plans.ts (its zod schemas): the booking page's first screen shows it, and must
 * not download zod for one sentence.
 */
export const SITE_NOT_TAKING_BOOKINGS =
  'This company is not taking online bookings at the moment. Please contact them directly.';
