/** A site's card brand flags as the payment type mappings answer them: Visa and Mastercard taken, the rest not. */
export const VISA_AND_MASTERCARD = {
  isVisa: true,
  isMastercard: true,
  isAmericanExpress: false,
  isJcb: false,
  isDiscover: false,
  isDinersClub: false,
  isApplePay: false,
};
