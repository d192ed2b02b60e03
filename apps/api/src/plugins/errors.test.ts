/**
 * The error model when the database is away (restart, outage): 503 with Retry-After and the
 * error body, found by bench/faults (PostgreSQL stopped under load answered 500s). Any other
 * unexpected error stays a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.ts';

/** An error as Drizzle hands it on: its own message, the driver's error as the cause. */
const wrapped = (cause: Error & { code?: string }) => Object.assign(new Error('Failed query: select 1'), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const FAILURES: Record<string, () => Error> = {
  'admin-shutdown': () => wrapped(withCode('terminating connection due to administrator command', '57P01')),
  'starting-up': () => wrapped(withCode('the database system is starting up', '57P03')),
  refused: () => wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
  terminated: () => wrapped(new Error('Connection terminated unexpectedly')),
  'not-queryable': () => new Error('Client has encountered a connection error and is not queryable'),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id')"),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/api/test-failure/:kind', async (req) => {
        throw FAILURES[(req.params as { kind: string }).kind]();
      });
    },
  });
});
afterAll(() => t.close());

describe('error handling, database unavailable', () => {
  for (const kind of ['admin-shutdown', 'starting-up', 'refused', 'terminated', 'not-queryable'])
    it(`When the database is away (${kind}), then 503 with Retry-After and the error model`, async () => {
      const res = await t.app.inject({ url: `/api/test-failure/${kind}` });
      expectErrorAnswer(res, 503, { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'INTERNAL' });
      expect(res.headers['retry-after']).toBe('5');
    });

  it('When the code fails otherwise, then it is still a 500 in the error model', async () => {
    const res = await t.app.inject({ url: '/api/test-failure/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ message: 'Something went wrong!! please try later', code: 'INTERNAL' });
  });
});
