/** The payment texts of spec 03 sections 5 and 8, reproduced exactly. */
export const PAYMENT_MESSAGES = {
  chooseType: 'Please choose Payment type !!',
  cardType: 'Please enter the card type!!',
  cardDetails: 'Please enter the card details!!',
  success: 'Thank you for the Payment. Transaction Successful!!',
  failed: 'Transaction failed !!',
} as const;

export const tokenizationFailedMessage = (status: string) => `Tokenization failed-status: ${status}`;

/** Texts of our own where the spec is silent (decision 0007). */
export const PAYMENT_TEXTS = {
  pending: 'The payment gateway did not confirm the payment in time. Please try again: you will not be charged twice.',
  inProgress: 'A payment for this booking is already in progress. Please wait a moment.',
  alreadyPaid: 'This booking is already paid.',
  /** Another request holds the booking's payment (issue 16): answered 409 while it is in flight. */
  beingPaid: 'This booking is already being paid.',
  refunded: 'This booking has been refunded.',
  notEnabled: 'This payment type is not available for this booking.',
  amountMismatch: 'The amount to pay does not match the booking total.',
  tooManyFailures: 'Too many failed payment attempts for this booking. Please contact the provider.',
  refundSuccess: 'The refund was successful.',
  refundFailed: 'The refund failed.',
  nothingToRefund: 'Nothing is left to refund on this booking.',
  refundTooHigh: 'The refund is more than what is left to refund on this booking.',
  notPaid: 'Only a paid booking can be refunded.',
  credentialsRefused: 'The payment gateway refused these credentials.',
  gatewayUnavailable: 'The payment gateway is not reachable. Please try again later.',
  sandboxOff: 'This payment type has no gateway credentials yet.',
  keyReused: 'This payment key was already used for another booking.',
} as const;
