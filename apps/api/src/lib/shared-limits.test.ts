import { randomInt, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLimitStore, SIGN_IN_PAUSED } from './shared-limits.ts';

/** The machine's Redis on a database number of this suite's own (flushed here, and only this one). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

const redisReachable = async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.flushdb();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};

const reachable = await redisReachable();

/** A fresh address per test, so the per-address limits of one test never reach another's. */
const freshAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

const wrongSignIn = (t: TestApp, userName: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/getredirecturl',
    remoteAddress,
    payload: { userName, password: 'not-the-password', clientId: 'customer-portal' },
  });

/** The attempt (1-based) that is first refused with 429, trying the apps in turn. */
const firstRefusedSignIn = async (apps: TestApp[], tries: number) => {
  const userName = `nobody-${randomUUID().slice(0, 8)}`;
  const address = freshAddress();
  for (let i = 1; i <= tries; i++) {
    const res = await wrongSignIn(apps[(i - 1) % apps.length] as TestApp, userName, address);
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(401);
  }
  return null;
};

const firstRefusedRead = async (apps: TestApp[], tries: number) => {
  const remoteAddress = freshAddress();
  for (let i = 1; i <= tries; i++) {
    const res = await (apps[(i - 1) % apps.length] as TestApp).app.inject({
      method: 'GET',
      url: `/api/user/getuserbyemailaddress?email=${randomUUID().slice(0, 8)}@example.com`,
      remoteAddress,
    });
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(200);
  }
  return null;
};

// CI sets REDIS_REQUIRED=1 (.ci/run): there a missing Redis fails the suite instead of skipping these tests.
describe.runIf(!reachable && process.env.REDIS_REQUIRED === '1')('Redis for the limiter tests', () => {
  it('When REDIS_REQUIRED=1, then Redis answers at TEST_REDIS_URL (redis://127.0.0.1:6379/5 by default)', () => {
    expect(reachable, `no Redis at ${REDIS_URL}: start one, or unset REDIS_REQUIRED to skip its tests`).toBe(true);
  });
});

describe.skipIf(!reachable)('limits shared through Redis (REDIS_URL)', () => {
  let one: TestApp;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, RATE_LIMITS: 'on' };
    [one, a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), a?.close(), b?.close()]);
  });

  it('When wrong passwords go to two app instances in turn, then sign-in is refused at the same attempt as on one instance', async () => {
    const alone = await firstRefusedSignIn([one], 8);
    expect(alone).toBe(6);
    expect(await firstRefusedSignIn([a, b], 8)).toBe(alone);
  });

  it('When an account signs in from an address on one replica, then every replica knows that address (it skips the per-account refusal)', async () => {
    const log = { error: () => {}, info: () => {} };
    const [storeA, storeB] = [
      createLimitStore({ redisUrl: REDIS_URL, log }),
      createLimitStore({ redisUrl: REDIS_URL, log }),
    ];
    try {
      await Promise.all([storeA.ready(), storeB.ready()]);
      const pair = `customer|${freshAddress()}`;
      await storeA.recent('signin-known-address', 60_000).add(pair);
      expect(await storeB.recent('signin-known-address', 60_000).has(pair)).toBe(true);
      expect(await storeB.recent('signin-known-address', 60_000).has(`customer|${freshAddress()}`)).toBe(false);
    } finally {
      await Promise.all([storeA.close(), storeB.close()]);
    }
  });

  it('When reads go to two app instances in turn, then the API rate limit refuses at the same request as on one instance', async () => {
    const alone = await firstRefusedRead([one], 25);
    expect(alone).toBe(21);
    expect(await firstRefusedRead([a, b], 25)).toBe(alone);
  });
});

describe('limits without Redis', () => {
  it('When REDIS_URL is not set, then each instance counts in its own memory (two instances allow twice the attempts)', async () => {
    const env = { RATE_LIMITS: 'on' };
    const [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
    try {
      expect(await firstRefusedSignIn([a], 8)).toBe(6);
      // Ten wrong passwords in turn: five on each, so neither instance has refused yet.
      expect(await firstRefusedSignIn([a, b], 10)).toBeNull();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('When REDIS_URL points at a Redis that is down, then sign-in answers 503 with what to do, reads still answer, and the outage is logged once', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', REDIS_URL: 'redis://127.0.0.1:1/0' });
    const app = await buildApp({ config, database, logStream });
    await app.ready();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (let i = 0; i < 3; i++) {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/account/getredirecturl',
          payload: { userName: 'customer', password: 'ridedesk-demo', clientId: 'customer-portal' },
        });
        expect(signIn.statusCode).toBe(503);
        expect(signIn.json().message).toBe(SIGN_IN_PAUSED);
        const read = await app.inject({ method: 'GET', url: '/api/user/getuserbyemailaddress?email=x@example.com' });
        expect(read.statusCode).toBe(200);
      }
      const outages = lines.filter((line) => line.includes('Redis is unreachable'));
      expect(outages).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
