import { describe, expect, it, vi } from 'vitest';
import { createPayIntent, payUntilSettled } from './pay-intent.ts';
import type { PaymentAnswer } from './payment-api.ts';

const answer = (status: PaymentAnswer['status']) => ({ status }) as PaymentAnswer;
let n = 0;
const keys = () => `key-${++n}-abcdefgh`;
const noWait = { times: 5, delayMs: 0, sleep: async () => {} };

describe('a Pay intent', () => {
  it('When the same intent is sent twice, then both requests carry the same idempotency key', () => {
    const intent = createPayIntent(keys);
    expect(intent.key()).toBe(intent.key());
  });

  it('When the gateway declines, then the next try is a new intent with a new key', async () => {
    const intent = createPayIntent(keys);
    const sent: string[] = [];
    for (const status of ['failed', 'succeeded'] as const)
      await payUntilSettled(
        intent,
        async (key) => {
          sent.push(key);
          return answer(status);
        },
        noWait,
      );
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
  });

  it('When the answer is pending (202), then it is asked again under the same key until it settles', async () => {
    const intent = createPayIntent(keys);
    const send = vi
      .fn<(key: string) => Promise<PaymentAnswer>>()
      .mockResolvedValueOnce(answer('pending'))
      .mockResolvedValueOnce(answer('pending'))
      .mockResolvedValueOnce(answer('succeeded'));
    const result = await payUntilSettled(intent, send, noWait);
    expect(result.status).toBe('succeeded');
    expect(new Set(send.mock.calls.map(([key]) => key)).size).toBe(1);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('When it stays pending, then it stops after the retries and keeps the key for the next Pay', async () => {
    const intent = createPayIntent(keys);
    const send = vi.fn(async () => answer('pending'));
    const result = await payUntilSettled(intent, send, { ...noWait, times: 2 });
    expect(result.status).toBe('pending');
    expect(send).toHaveBeenCalledTimes(3);
    const first = send.mock.calls[0] as unknown as [string];
    expect(intent.key()).toBe(first[0]);
  });

  it('When a request throws (no answer), then the key is kept for the retry', async () => {
    const intent = createPayIntent(keys);
    const before = intent.key();
    await expect(payUntilSettled(intent, async () => Promise.reject(new Error('network')), noWait)).rejects.toThrow();
    expect(intent.key()).toBe(before);
  });
});
