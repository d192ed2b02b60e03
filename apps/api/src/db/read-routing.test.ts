import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createRecentWriters } from '../plugins/read-your-writes.ts';
import { ReadRoutingPool, readRouting } from './read-routing.ts';

/** A pool stand-in that records its queries and answers, or fails as told. */
const fakePool = (name: string, fail?: () => Error) => {
  const queries: string[] = [];
  let connects = 0;
  const pool = {
    query: async (text: string) => {
      if (fail) throw fail();
      queries.push(text);
      return { rows: [{ from: name }] };
    },
    connect: async () => {
      connects += 1;
      return { from: name };
    },
  };
  return { pool: pool as unknown as pg.Pool, queries, connects: () => connects };
};

describe('read routing (DATABASE_READ_URL)', () => {
  it('When a read runs outside a request, or in a request that did not write, then it goes to the replica', async () => {
    const primary = fakePool('primary');
    const replica = fakePool('replica');
    const router = new ReadRoutingPool(primary.pool, replica.pool);
    await router.query('select 1');
    await readRouting.run({ primary: false }, () => router.query('select 2'));
    expect(replica.queries).toEqual(['select 1', 'select 2']);
    expect(primary.queries).toEqual([]);
  });

  it('When the request writes or its caller wrote lately, then its reads go to the primary; transactions always do', async () => {
    const primary = fakePool('primary');
    const replica = fakePool('replica');
    const router = new ReadRoutingPool(primary.pool, replica.pool);
    await readRouting.run({ primary: true }, async () => {
      await router.query('select own write');
      // Carried across awaits and timers: the whole request is in the context.
      await new Promise((r) => setTimeout(r, 5));
      await router.query('select after a wait');
    });
    const client = await router.connect();
    expect(primary.queries).toEqual(['select own write', 'select after a wait']);
    expect(client).toEqual({ from: 'primary' });
    expect(primary.connects()).toBe(1);
    expect(replica.connects()).toBe(0);
  });

  it('When the replica cannot be reached, then the read is answered by the primary, the outage is told once, and the replica is left alone for a while', async () => {
    let now = 0;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const primary = fakePool('primary');
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
      const replica = fakePool('replica', () => refused);
      const told: unknown[] = [];
      const router = new ReadRoutingPool(primary.pool, replica.pool, {
        pauseMs: 5_000,
        onReplicaDown: (e) => told.push(e),
      });
      expect(await router.query('select 1')).toEqual({ rows: [{ from: 'primary' }] });
      now = 1_000;
      await router.query('select 2');
      expect(primary.queries).toEqual(['select 1', 'select 2']);
      expect(told).toHaveLength(1);
    } finally {
      Date.now = realNow;
    }
  });

  it('When the replica answers an error of the query itself, then that error is the answer (no silent retry on the primary)', async () => {
    const primary = fakePool('primary');
    const wrong = Object.assign(new Error('column "nope" does not exist'), { code: '42703' });
    const router = new ReadRoutingPool(primary.pool, fakePool('replica', () => wrong).pool);
    await expect(router.query('select nope')).rejects.toThrow('column "nope" does not exist');
    expect(primary.queries).toEqual([]);
  });

  it('When a caller wrote, then they read the primary for the window only, and other callers are not affected', () => {
    let t = 0;
    const writers = createRecentWriters(5_000, () => t);
    writers.mark('u:7');
    t = 4_999;
    expect(writers.wroteLately('u:7')).toBe(true);
    expect(writers.wroteLately('u:8')).toBe(false);
    t = 5_000;
    expect(writers.wroteLately('u:7')).toBe(false);
  });
});
