/**
 * Auth abuse (issue 9 item 3): credential stuffing is slowed, then refused per account and
 * address, per address and per account across addresses, without locking the real user out;
 * sign-in codes, reset links and refresh tokens cannot be replayed; a stolen refresh token is
 * dead once its owner ends the session. Tests that already prove a part elsewhere are named
 * in docs/security.md.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureDelayMs } from '../../src/modules/auth/auth.routes.ts';
import { insertTraveller } from '../fixtures/users.ts';
import { linkMailedTo } from '../mailbox.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'first-uncommon-phrase';

/** A traveller of City Limo (site 5) made for one test, so no test meets another's counters. */
const makeUser = async () => {
  const { userName, email } = await insertTraveller(t.db, {
    userName: `victim${randomUUID().slice(0, 8)}`,
    password: PASSWORD,
    firstName: 'Vera',
    lastName: 'Victim',
  });
  return { userName, email };
};

const signIn = (userName: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/getredirecturl',
    headers: { host: 'citylimo.localhost', ...headers },
    payload: { userName, password, clientId: 'customer-portal' },
    remoteAddress: ip,
  });

const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
};

const exchange = (code: string) => t.app.inject({ url: `/api/auth/gettoken?code=${encodeURIComponent(code)}` });

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/RefreshAccessToken?clientId=customer-portal&refreshToken=${encodeURIComponent(refreshToken)}`,
  });

const session = async (userName: string, password = PASSWORD, ip = '10.9.9.9') => {
  const res = await signIn(userName, password, ip);
  expect(res.statusCode).toBe(200);
  const token = await exchange(res.json().results[0].code);
  return token.json().results[0] as { access_token: string; refresh_token: string };
};

describe('credential stuffing against the sign-in', () => {
  it('When one address tries wrong passwords on one account, then the failures are slowed, the sixth try is refused even with the right password, and the real user elsewhere signs in', async () => {
    const victim = await makeUser();
    const attacker = '203.0.113.10';
    const durations: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { value, ms } = await timed(() => signIn(victim.userName, `guess-${i}-password`, attacker));
      expect(value.statusCode).toBe(401);
      expect(value.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
      durations.push(ms);
    }
    // Slowed: the fifth failure waits failureDelayMs(5) = 750 ms on top of the password check.
    expect(failureDelayMs(5)).toBe(750);
    expect(durations[4] ?? 0).toBeGreaterThanOrEqual(failureDelayMs(5));
    expect((durations[2] ?? 0) + (durations[3] ?? 0)).toBeGreaterThanOrEqual(failureDelayMs(3) + failureDelayMs(4));

    const refused = await signIn(victim.userName, PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes or reset your password.',
    });
    expect(refused.json().errorId).toEqual(expect.any(String));

    const owner = await signIn(victim.userName, PASSWORD, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
  });

  it('When many addresses share the guessing on one account, then after 20 failures new addresses are refused for it, while an address the owner signed in from keeps working', async () => {
    const victim = await makeUser();
    const home = '198.51.100.20';
    expect((await signIn(victim.userName, PASSWORD, home)).statusCode).toBe(200);

    // A botnet: 20 addresses, one guess each, at once (each stays under the per-address limits).
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(victim.userName, `botnet-${i}-guess`, `203.0.113.${100 + i}`)),
    );
    expect(guesses.map((g) => g.statusCode)).toEqual(Array(20).fill(401));

    const fresh = await signIn(victim.userName, PASSWORD, '203.0.113.200');
    expect(fresh.statusCode).toBe(429);
    const owner = await signIn(victim.userName, PASSWORD, home);
    expect(owner.statusCode).toBe(200);
  });

  it('When one address sprays one password over many accounts, then after 30 failures that address is refused for every account, and other addresses are not', async () => {
    const victim = await makeUser();
    const sprayer = '203.0.113.50';
    const spray = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(`sprayed-${i}-${randomUUID().slice(0, 6)}`, 'Summer2026!', sprayer)),
    );
    expect(spray.map((s) => s.statusCode)).toEqual(Array(30).fill(401));

    expect((await signIn(victim.userName, PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await signIn(victim.userName, PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it('When the attacker rotates X-Forwarded-For, then the address limits still count the real peer (TRUST_PROXY is off by default)', async () => {
    const victim = await makeUser();
    const attacker = '203.0.113.60';
    for (let i = 0; i < 5; i++) {
      const res = await signIn(victim.userName, `xff-${i}-guess`, attacker, { 'x-forwarded-for': `192.0.2.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    const next = await signIn(victim.userName, PASSWORD, attacker, { 'x-forwarded-for': '192.0.2.99' });
    expect(next.statusCode).toBe(429);
  });

  it('When the user name is unknown, then the failure looks like a wrong password (no account enumeration)', async () => {
    const victim = await makeUser();
    const wrong = await signIn(victim.userName, 'not-the-password', '203.0.113.70');
    const unknown = await signIn(`nobody-${randomUUID().slice(0, 8)}`, 'not-the-password', '203.0.113.70');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(unknown.json().code).toBe(wrong.json().code);
  });
});

describe('replays', () => {
  it('When a sign-in code is exchanged twice, then the second exchange is refused and issues nothing', async () => {
    const victim = await makeUser();
    const res = await signIn(victim.userName, PASSWORD, '198.51.100.40');
    const code = res.json().results[0].code as string;
    expect((await exchange(code)).statusCode).toBe(200);
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'This sign-in link has expired or was already used. Please sign in again.',
    });
    expect(replay.json().results).toBeUndefined();
  });

  it('When a password reset link is used, then it cannot be used again, not even with the token under another field name', async () => {
    const victim = await makeUser();
    const ask = await t.app.inject({
      url: `/api/EmailVerificationCode/SendEmailForgotPassword?userName=${victim.userName}`,
      headers: { host: 'citylimo.localhost' },
      remoteAddress: '198.51.100.41',
    });
    expect(ask.statusCode).toBe(200);
    const token = (await linkMailedTo(t, victim.email)).searchParams.get('token') as string;
    const reset = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/account/resetpassword', payload, remoteAddress: '198.51.100.41' });
    expect((await reset({ token, newPassword: 'second-uncommon-phrase' })).statusCode).toBe(200);
    for (const replay of [
      { token, newPassword: 'attacker-chosen-phrase' },
      { userId: token, newPassword: 'attacker-chosen-phrase' },
    ]) {
      const res = await reset(replay);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'This password reset link has expired or was already used. Please ask for a new one.',
      );
    }
    expect((await signIn(victim.userName, 'attacker-chosen-phrase', '198.51.100.42')).statusCode).toBe(401);
    expect((await signIn(victim.userName, 'second-uncommon-phrase', '198.51.100.42')).statusCode).toBe(200);
  });

  it('When a rotated refresh token is replayed, then it is refused and the whole family ends', async () => {
    const victim = await makeUser();
    const first = await session(victim.userName);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('TOKEN_REUSED');
    expect((await refresh(rotated.json().results[0].refresh_token)).statusCode).toBe(401);
  });
});

describe('a stolen refresh token', () => {
  it('When the owner signs out, then the copy a thief took is refused', async () => {
    const victim = await makeUser();
    const owner = await session(victim.userName);
    const stolen = owner.refresh_token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: owner.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    const thief = await refresh(stolen);
    expect(thief.statusCode).toBe(401);
    expect(thief.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('When the thief took the newest token of a rotated session and the owner then signs out, then the thief is refused', async () => {
    const victim = await makeUser();
    const owner = await session(victim.userName);
    const newest = (await refresh(owner.refresh_token)).json().results[0].refresh_token as string;
    const stolen = newest;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: newest } });
    expect((await refresh(stolen)).statusCode).toBe(401);
  });

  it('When the owner changes the password, then a thief holding another session of the account is refused', async () => {
    const victim = await makeUser();
    const stolen = await session(victim.userName, PASSWORD, '203.0.113.90');
    const owner = await session(victim.userName, PASSWORD, '198.51.100.90');
    const change = await t.send('POST', '/api/auth/updatepassword', owner.access_token, {
      username: victim.userName,
      password: PASSWORD,
      newPassword: 'second-uncommon-phrase',
    });
    expect(change.statusCode).toBe(200);
    expect((await refresh(stolen.refresh_token)).statusCode).toBe(401);
    expect((await refresh(owner.refresh_token)).statusCode).toBe(200);
  });
});
