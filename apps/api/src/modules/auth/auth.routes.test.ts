import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const redirect = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/account/getredirecturl', payload, remoteAddress: ip });

describe('sign-in with the authorization-code flow', () => {
  it('When a provider signs in, then the answer carries a back-office redirect with a code that gettoken exchanges once', async () => {
    const res = await redirect({ userName: 'provider', password: 'ridedesk-demo', clientId: 'admin-portal' });
    expect(res.statusCode).toBe(200);
    const { redirectUrl, code } = res.json().results[0];
    expect(redirectUrl).toBe(`/admin/redirect?code=${encodeURIComponent(code)}`);

    const token = await t.app.inject({ url: `/api/auth/gettoken?code=${code}` });
    expect(token.statusCode).toBe(200);
    const body = token.json().results[0];
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.user).toMatchObject({ userName: 'provider', role: 'SPAdmin', siteId: 5, paymentStatus: 'Approved' });

    const sites = await t.app.inject({ url: '/api/site', headers: t.bearer(body.access_token) });
    expect(sites.statusCode).toBe(200);

    const replay = await t.app.inject({ url: `/api/auth/gettoken?code=${code}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_CODE');
  });

  it('When a customer signs in on the customer portal, then it is sent to /redirect', async () => {
    const res = await redirect({
      userName: 'customer',
      password: 'ridedesk-demo',
      clientId: 'customer-portal',
      CustomerSiteID: 5,
    });
    expect(res.json().results[0].redirectUrl).toMatch(/^\/redirect\?code=/);
  });

  it('When the user name is written in capitals or as the e-mail address, then it still signs in', async () => {
    expect(
      (await redirect({ userName: 'PROVIDER', password: 'ridedesk-demo', clientId: 'admin-portal' })).statusCode,
    ).toBe(200);
    expect(
      (
        await redirect({
          userName: 'superadmin@ridedesk.example',
          password: 'ridedesk-demo',
          clientId: 'super-admin-portal',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('When the password is wrong or the user unknown, then both answer the same 401', async () => {
    const wrong = await redirect(
      { userName: 'provider2', password: 'not-the-password', clientId: 'admin-portal' },
      '10.0.0.2',
    );
    const unknown = await redirect(
      { userName: 'nobody-here', password: 'not-the-password', clientId: 'admin-portal' },
      '10.0.0.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
    expect(wrong.json().message).toBe('Invalid username or password');
  });

  it('When an account signs in through the wrong portal, then it answers 403 naming the right one', async () => {
    const res = await redirect({ userName: 'customer', password: 'ridedesk-demo', clientId: 'admin-portal' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account signs in to the traveller site, not here.');
  });

  it('When fields are missing or the client is unknown, then it answers 400 with each message', async () => {
    const res = await redirect({ userName: '', clientId: 'other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      userName: 'Please enter the username',
      password: 'Please enter the password',
      clientId: 'Unknown client id',
    });
  });

  it('When one account fails five times from one address, then that address is refused with 429 but the real user and another account still sign in', async () => {
    for (let i = 0; i < 5; i++)
      await redirect({ userName: 'provider3', password: `wrong-${i}-password`, clientId: 'admin-portal' }, '10.1.0.9');
    const blocked = await redirect(
      { userName: 'provider3', password: 'ridedesk-demo', clientId: 'admin-portal' },
      '10.1.0.9',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const owner = await redirect(
      { userName: 'provider3', password: 'ridedesk-demo', clientId: 'admin-portal' },
      '10.1.1.1',
    );
    expect(owner.statusCode).toBe(200);
    const other = await redirect(
      { userName: 'dispatcher', password: 'ridedesk-demo', clientId: 'admin-portal' },
      '10.1.0.9',
    );
    expect(other.statusCode).toBe(200);
  });

  it('When the code is posted in a JSON body, then gettoken exchanges it once, as the query form does', async () => {
    const res = await redirect({ userName: 'dispatcher', password: 'ridedesk-demo', clientId: 'admin-portal' });
    const { code } = res.json().results[0];
    const token = await t.app.inject({ method: 'POST', url: '/api/auth/gettoken', payload: { code } });
    expect(token.statusCode).toBe(200);
    expect(token.json().results[0].user).toMatchObject({ userName: 'dispatcher' });
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/gettoken', payload: { code } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_CODE');
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/gettoken', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('When gettoken has no code, then it answers 400', async () => {
    const res = await t.app.inject({ url: '/api/auth/gettoken' });
    expect(res.statusCode).toBe(400);
  });
});

describe('refresh tokens', () => {
  /** Trades a refresh token for new tokens on a client (the back office's unless told). */
  const refresh = (refreshToken: string, clientId = 'admin-portal') =>
    t.app.inject({
      method: 'POST',
      url: `/api/auth/RefreshAccessToken?clientId=${clientId}&refreshToken=${refreshToken}`,
    });

  it('When a refresh token is used, then it is rotated; when the old one is reused, the whole family is revoked', async () => {
    const first = await t.signIn('dispatcher');
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().results[0];
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).toEqual(expect.any(String));

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('TOKEN_REUSED');

    // The thief's reuse also ended the rightful owner's newer token.
    const owner = await refresh(second.refresh_token);
    expect(owner.statusCode).toBe(401);
  });

  it('When the refresh token belongs to another client, then it is refused', async () => {
    const session = await t.signIn('dispatcher');
    const res = await refresh(session.refresh_token, 'customer-portal');
    expect(res.statusCode).toBe(401);
  });

  it('When the refresh token is missing, then it answers 400 No refresh token available', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/RefreshAccessToken?clientId=admin-portal' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'No refresh token available' });
    expect(res.json().fields).toMatchObject({ refreshToken: 'No refresh token available' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/RefreshAccessToken',
      payload: { clientId: 'admin-portal' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No refresh token available');
  });

  it('When the refresh token is sent in a JSON body, then it is rotated like the query form, and a reuse in the body ends the family', async () => {
    const first = await t.signIn('dispatcher');
    const refresh = (refreshToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/RefreshAccessToken',
        payload: { clientId: 'admin-portal', refreshToken },
      });
    const rotated = await refresh(first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().results[0];
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await t.app.inject({ url: '/api/auth/getaspnetroles', headers: t.bearer(second.access_token) })).statusCode,
    ).toBe(200);
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('TOKEN_REUSED');
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('When a user signs out, then its refresh token no longer works', async () => {
    const session = await t.signIn('dispatcher');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    const res = await refresh(session.refresh_token);
    expect(res.statusCode).toBe(401);
  });
});

describe('access tokens and roles', () => {
  it('When an access token is older than 15 minutes, then it is refused with 401', async () => {
    let clock = new Date('2026-01-01T10:00:00Z');
    const timed = await createTestApp({ now: () => clock });
    try {
      const session = await timed.signIn('provider');
      expect(
        (await timed.app.inject({ url: '/api/site', headers: timed.bearer(session.access_token) })).statusCode,
      ).toBe(200);
      clock = new Date('2026-01-01T10:16:00Z');
      expect(
        (await timed.app.inject({ url: '/api/site', headers: timed.bearer(session.access_token) })).statusCode,
      ).toBe(401);
    } finally {
      await timed.close();
    }
  });

  it('When staff ask for the roles, then the five roles answer (chauffeurs since issue 21); a customer is refused', async () => {
    const staff = await t.signIn('dispatcher');
    const res = await t.app.inject({ url: '/api/auth/getaspnetroles', headers: t.bearer(staff.access_token) });
    expect(res.json().results.map((r: { name: string }) => r.name)).toEqual([
      'SuperAdmin',
      'SPAdmin',
      'SPUser',
      'Customer',
      'Chauffeur',
    ]);
    const customer = await t.signIn('customer', 'customer-portal');
    expect(
      (await t.app.inject({ url: '/api/auth/getaspnetroles', headers: t.bearer(customer.access_token) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/getaspnetroles' })).statusCode).toBe(401);
  });

  it('When a site token from getSiteIdOfClient is sent, then the caller is anonymous, not refused', async () => {
    const site = (
      await t.app.inject({ url: '/api/site/getSiteIdOfClient', headers: { host: 'citylimo.localhost' } })
    ).json().results[0];
    const res = await t.app.inject({ url: '/api/language/getMasterData', headers: t.bearer(site.access_token) });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/site', headers: t.bearer(site.access_token) })).statusCode).toBe(401);
  });

  it('When the JWKS is asked for, then it holds the public signing key only', async () => {
    const res = await t.app.inject({ url: '/api/.well-known/jwks.json' });
    const [key] = res.json().keys;
    expect(key).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(key.d).toBeUndefined();
  });
});
