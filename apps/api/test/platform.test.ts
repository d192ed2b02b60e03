import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from './error-answer.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A route that fails the way a bug would, to prove unhandled errors are logged with their id.
    extend: (app) =>
      app.get('/api/test/explode', async () => {
        throw new Error('boom in a handler');
      }),
  });
});
afterAll(() => t.close());

describe('the platform frame', () => {
  it('When health is asked for, then the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('When a route is unknown, then it answers 404 in the error model', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expectErrorAnswer(res, 404, { message: 'No route GET /api/does-not-exist', code: 'NOT_FOUND' });
  });

  it('When the body is not JSON, then it answers 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/getredirecturl',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('When a handler fails unexpectedly, then it answers 500 with an errorId that is stored in the error log', async () => {
    const res = await t.app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe('Something went wrong!! please try later');
    const stored = await t.db.execute(sql`select source, message from error_logs where id = ${body.errorId}`);
    expect(stored.rows[0]).toEqual({ source: 'server', message: 'boom in a handler' });
  });

  it('When the OpenAPI document is asked for, then it lists the spec routes with their schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/site', '/api/site/{id}', '/api/account/getredirecturl', '/api/auth/gettoken']),
    );
    expect(doc.paths['/api/account/getredirecturl'].post.requestBody).toBeDefined();
  });

  it('When any answer goes out, then it carries the security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
