/**
 * The sandbox gateway's test cards: the usual numbers card gateways publish for testing. It
 * approves the test cards, declines the decline cards, and refuses every other number, so a
 * real card never "succeeds" without a real gateway.
 */
export const SANDBOX_APPROVED_CARDS = [
  '4111111111111111',
  '4242424242424242',
  '5555555555554444',
  '378282246310005',
  '6011111111111117',
] as const;

export const SANDBOX_DECLINES: Record<string, { code: string; text: string }> = {
  '4000000000000002': { code: 'GENERIC_DECLINE', text: 'This transaction has been declined.' },
  '4000000000009995': { code: 'INSUFFICIENT_FUNDS', text: 'Insufficient funds.' },
};

/** Square's documented sandbox card nonces, which the Square sandbox (and ours) answer to. */
export const SQUARE_SANDBOX_NONCES = {
  ok: 'cnon:card-nonce-ok',
  declined: 'cnon:card-nonce-declined',
  insufficientFunds: 'cnon:card-nonce-insufficient-funds',
} as const;

export type SandboxVerdict = { approved: true } | { approved: false; code: string; text: string };

export const sandboxCardVerdict = (cardNumber: string): SandboxVerdict => {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if ((SANDBOX_APPROVED_CARDS as readonly string[]).includes(digits)) return { approved: true };
  const decline = SANDBOX_DECLINES[digits];
  if (decline) return { approved: false, ...decline };
  return { approved: false, code: 'INVALID_CARD', text: 'The sandbox gateway takes only test card numbers.' };
};

/**
 * What the sandbox stands in for Square's card form: the nonce Square's sandbox would give for
 * a test card (the browser uses this when a site has no Square credentials, so no card number
 * reaches our server).
 */
export const sandboxSquareNonce = (cardNumber: string) => {
  const verdict = sandboxCardVerdict(cardNumber);
  if (verdict.approved) return SQUARE_SANDBOX_NONCES.ok;
  return verdict.code === 'INSUFFICIENT_FUNDS'
    ? SQUARE_SANDBOX_NONCES.insufficientFunds
    : SQUARE_SANDBOX_NONCES.declined;
};

export const sandboxNonceVerdict = (sourceId: string): SandboxVerdict => {
  if (sourceId === SQUARE_SANDBOX_NONCES.ok) return { approved: true };
  if (sourceId === SQUARE_SANDBOX_NONCES.insufficientFunds)
    return { approved: false, code: 'INSUFFICIENT_FUNDS', text: 'Insufficient funds.' };
  if (sourceId === SQUARE_SANDBOX_NONCES.declined)
    return { approved: false, code: 'GENERIC_DECLINE', text: 'This transaction has been declined.' };
  return { approved: false, code: 'INVALID_CARD_DATA', text: 'The sandbox gateway takes only sandbox nonces.' };
};
