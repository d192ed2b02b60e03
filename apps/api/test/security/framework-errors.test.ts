/**
 * Requests the router refuses before any route runs still answer the error model (found by
 * the hostile-input suite: a 600-character path parameter answered Fastify's own 414 body).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../error-answer.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('router errors', () => {
  it('When a path parameter is longer than 500 characters, then 414 answers with the error model', async () => {
    const res = await t.app.inject({ url: `/api/site/${'9'.repeat(600)}` });
    expectErrorAnswer(res, 414, { message: 'The address is too long', code: 'VALIDATION' });
  });

  it('When a path holds a broken percent-encoding, then 400 answers with the error model', async () => {
    const res = await t.app.inject({ url: '/api/site/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorId: expect.any(String), code: 'VALIDATION' });
  });
});
