import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';

/** The server's own log, captured: the credentials the spec sends in addresses must never reach it. */
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const signIn = async () => {
  const redirect = await app.inject({
    method: 'POST',
    url: '/api/account/getredirecturl',
    payload: { userName: 'dispatcher', password: 'ridedesk-demo', clientId: 'admin-portal' },
  });
  return redirect.json().results[0].code as string;
};

describe('credentials in the request log', () => {
  it('When a sign-in code and a refresh token travel in the query (the spec form), then the log shows the route but neither value', async () => {
    const code = await signIn();
    lines = [];
    const tokens = await app.inject({ url: `/api/auth/gettoken?code=${encodeURIComponent(code)}` });
    expect(tokens.statusCode).toBe(200);
    const { refresh_token: refreshToken } = tokens.json().results[0];
    const refreshed = await app.inject({
      method: 'POST',
      url: `/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=${encodeURIComponent(refreshToken)}`,
    });
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.json().results[0].refresh_token as string;
    // A spent token answers 401: the failure is logged too, and must not carry it either.
    const reuse = await app.inject({
      method: 'POST',
      url: `/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=${encodeURIComponent(refreshToken)}`,
    });
    expect(reuse.statusCode).toBe(401);

    const log = lines.join('\n');
    expect(log).toContain('/api/auth/RefreshAccessToken?clientId=admin-portal&refreshToken=[redacted]');
    expect(log).toContain('/api/auth/gettoken?code=[redacted]');
    for (const secret of [code, encodeURIComponent(code), refreshToken, newToken]) expect(log).not.toContain(secret);
  });

  it('When a bearer token is sent, then the log never holds it', async () => {
    const code = await signIn();
    const { access_token: accessToken } = (
      await app.inject({ method: 'POST', url: '/api/auth/gettoken', payload: { code } })
    ).json().results[0];
    lines = [];
    await app.inject({ url: '/api/auth/getaspnetroles', headers: { authorization: `Bearer ${accessToken}` } });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(accessToken);
  });
});
