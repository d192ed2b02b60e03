/** What the subscription use cases answer when a rule refuses (the routes and screens show them as they are). */
export const SUBSCRIPTION_MESSAGES = {
  trialUsed: 'The one month trial has already been used. Please choose a plan.',
  trialWhilePaid: 'You already have a paid plan; the trial is for new providers.',
  samePlan: 'This is already your plan.',
  notCancellable: 'This payment can no longer be cancelled.',
  notPending: 'This checkout is closed. Please choose the subscription again.',
  noProvider: 'Only a provider site has a subscription.',
  approveNeedsPayment: 'The subscription is not paid yet, so the registration cannot be approved.',
  approveNeedsPlan: 'This provider has no trial or paid plan to approve.',
  checkoutDown: 'The card checkout is not available right now. Please try again in a few minutes.',
  webhookSecretMissing: 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).',
} as const;

/** The order statuses as stored. */
export const ORDER = {
  pending: 'Pending',
  paid: 'Paid',
  trial: 'Trial',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const;
