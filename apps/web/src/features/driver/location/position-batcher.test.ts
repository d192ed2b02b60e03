import { describe, expect, it } from 'vitest';
import { createPositionBatcher, type Fix, MAX_BATCH } from './position-batcher.ts';

const T0 = Date.parse('2026-11-26T09:00:00Z');
/** A reading `metersNorth` of Chicago's Loop (1 degree of latitude is about 111.2 km). */
const fix = (metersNorth: number, ms = 0): Fix => ({
  at: new Date(T0 + ms).toISOString(),
  latitude: 41.8781 + metersNorth / 111_195,
  longitude: -87.6298,
});

/** Sends whatever is due right away, as the location sharing does. */
const sendIfDue = (batcher: ReturnType<typeof createPositionBatcher>, due: boolean, nowMs: number) => {
  if (!due) return null;
  const batch = batcher.take();
  batcher.sent(batch, nowMs);
  return batch;
};

describe('the batching of positions', () => {
  it('When the first reading of a ride comes in, then it is sent at once', () => {
    const batcher = createPositionBatcher();
    expect(batcher.add(fix(0), T0)).toBe(true);
  });

  it('When the phone stands still, then readings wait and go out together 10 s after the last batch', () => {
    const batcher = createPositionBatcher();
    sendIfDue(batcher, batcher.add(fix(0), T0), T0);
    expect(batcher.add(fix(2, 3_000), T0 + 3_000)).toBe(false);
    expect(batcher.add(fix(4, 6_000), T0 + 6_000)).toBe(false);
    expect(batcher.due(T0 + 9_999)).toBe(false);
    expect(batcher.due(T0 + 10_000)).toBe(true);
    expect(sendIfDue(batcher, true, T0 + 10_000)?.length).toBe(2);
    expect(batcher.due(T0 + 30_000)).toBe(false);
  });

  it('When the phone has moved 50 m since the last batch, then a batch is due before the 10 s', () => {
    const batcher = createPositionBatcher();
    sendIfDue(batcher, batcher.add(fix(0), T0), T0);
    expect(batcher.add(fix(30, 2_000), T0 + 2_000)).toBe(false);
    expect(batcher.add(fix(49, 3_000), T0 + 3_000)).toBe(false);
    expect(batcher.add(fix(51, 4_000), T0 + 4_000)).toBe(true);
    expect(sendIfDue(batcher, true, T0 + 4_000)?.map((sent) => sent.at)).toEqual([
      fix(30, 2_000).at,
      fix(49, 3_000).at,
      fix(51, 4_000).at,
    ]);
    // The distance counts from the last position sent, not from the ride's start.
    expect(batcher.add(fix(90, 5_000), T0 + 5_000)).toBe(false);
  });

  it('When a batch could not be sent, then its readings go again in front of the newer ones', () => {
    const batcher = createPositionBatcher();
    batcher.add(fix(0), T0);
    const lost = batcher.take();
    batcher.putBack(lost);
    batcher.add(fix(5, 1_000), T0 + 1_000);
    expect(batcher.take().map((sent) => sent.at)).toEqual([fix(0).at, fix(5, 1_000).at]);
  });

  it('When the phone stays offline for long, then only the latest 100 readings are kept', () => {
    const batcher = createPositionBatcher();
    for (let second = 0; second < 150; second += 1) batcher.add(fix(second, second * 1_000), T0 + second * 1_000);
    const batch = batcher.take();
    expect(batch).toHaveLength(MAX_BATCH);
    expect(batch[0].at).toBe(fix(50, 50_000).at);
  });
});
