import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter.ts';

describe('the attempt limiter', () => {
  it('When a key fails max times inside the window, then it is blocked; after the window it is free again', () => {
    let t = 0;
    const limiter = createAttemptLimiter({ max: 3, windowMs: 1000, now: () => t });
    for (let i = 0; i < 3; i++) limiter.fail('alice');
    expect(limiter.isBlocked('alice')).toBe(true);
    t = 1500;
    expect(limiter.isBlocked('alice')).toBe(false);
  });

  it('When many other usernames are each tried once, then the count of the account tried again and again is kept (no wipe)', () => {
    let t = 0;
    const limiter = createAttemptLimiter({ max: 5, windowMs: 60_000, now: () => t, maxKeys: 100 });
    for (let i = 0; i < 5; i++) limiter.fail('victim');
    expect(limiter.isBlocked('victim')).toBe(true);
    // A spray of one failure each at 1,000 usernames: ten times the keys the limiter keeps.
    for (let i = 0; i < 1000; i++) {
      t += 1;
      limiter.fail(`sprayed-${i}`);
    }
    expect(limiter.isBlocked('victim')).toBe(true);
    expect(limiter.size()).toBeLessThanOrEqual(100);
  });

  it('When the keys are full of expired failures, then those go first and recent ones stay', () => {
    let t = 0;
    const limiter = createAttemptLimiter({ max: 2, windowMs: 1000, now: () => t, maxKeys: 10 });
    for (let i = 0; i < 10; i++) limiter.fail(`old-${i}`);
    t = 5000;
    limiter.fail('new');
    expect(limiter.size()).toBe(1);
    expect(limiter.count('new')).toBe(1);
  });

  it('When every key has several failures, then memory stays bounded by evicting the oldest keys', () => {
    const limiter = createAttemptLimiter({ max: 3, windowMs: 60_000, now: () => 0, maxKeys: 20 });
    for (let i = 0; i < 100; i++) {
      limiter.fail(`k-${i}`);
      limiter.fail(`k-${i}`);
    }
    expect(limiter.size()).toBeLessThanOrEqual(20);
    expect(limiter.count('k-99')).toBe(2);
  });
});
