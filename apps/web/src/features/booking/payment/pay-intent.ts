import type { PaymentAnswer } from './payment-api.ts';

/** A fresh idempotency key (the API takes 8 to 100 letters, digits, '-', '_' or ':'). */
export const newIdempotencyKey = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * One Pay intent (decision 0007): its idempotency key is made before the first request and kept
 * for every repeat of the same intent — a double click, a retry after a lost answer, a 202 asked
 * again — so the server charges once and answers the first result. A decline closes the attempt
 * on the server, which takes a new key for a new try; so does this intent.
 */
export const createPayIntent = (makeKey: () => string = newIdempotencyKey) => {
  let key: string | null = null;
  return {
    key: () => {
      key ??= makeKey();
      return key;
    },
    settle: (answer: Pick<PaymentAnswer, 'status'>) => {
      if (answer.status === 'failed') key = null;
    },
  };
};
export type PayIntent = ReturnType<typeof createPayIntent>;

/** How long a pending payment (HTTP 202) is asked again before the traveller is told to try later. */
export const PENDING_RETRY = { times: 5, delayMs: 2_000 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the intent's request, and while the answer is 'pending' asks again under the same key
 * (the server first settles the attempt with the gateway, so nothing is charged twice).
 */
export const payUntilSettled = async (
  intent: PayIntent,
  send: (idempotencyKey: string) => Promise<PaymentAnswer>,
  retry: { times: number; delayMs: number; sleep?: (ms: number) => Promise<void> } = PENDING_RETRY,
) => {
  const sleep = retry.sleep ?? wait;
  let answer = await send(intent.key());
  for (let i = 0; answer.status === 'pending' && i < retry.times; i++) {
    await sleep(retry.delayMs);
    answer = await send(intent.key());
  }
  intent.settle(answer);
  return answer;
};
