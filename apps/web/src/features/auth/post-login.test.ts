import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/session.ts';
import type { TokenAnswer } from './api/get-token.ts';
import { clientIdOf, PLAN_CHOOSER_PATH, postLoginTarget, sessionFromTokens } from './post-login.ts';

const user = testUser({ userId: 1 });
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${base64url({ alg: 'ES256' })}.${base64url(claims)}.signature`;

describe('after signing in', () => {
  it('When provider staff sign in with a pending subscription, then they see the plan chooser', () => {
    expect(postLoginTarget('admin-portal', { paymentStatus: 'Subscription Pending' })).toBe(PLAN_CHOOSER_PATH);
  });

  it('When provider staff sign in otherwise, then they go to the dashboard', () => {
    expect(postLoginTarget('admin-portal', { paymentStatus: 'Approved' })).toBe('/admin/dashboard');
    expect(postLoginTarget('admin-portal', { paymentStatus: null })).toBe('/admin/dashboard');
  });

  it('When the platform administrator or a traveller signs in, then they go to their profile', () => {
    expect(postLoginTarget('super-admin-portal', { paymentStatus: null })).toBe('/admin/myaccount/profile');
    expect(postLoginTarget('customer-portal', { paymentStatus: null })).toBe('/myaccount/profile');
  });

  it('When the token names its client, then that client is used for the refresh', () => {
    const answer = { access_token: jwt({ client_id: 'super-admin-portal' }), user: { ...user, role: 'SuperAdmin' } };
    expect(clientIdOf(answer, 'admin', 'admin-portal')).toBe('super-admin-portal');
  });

  it('When the token cannot be read, then the remembered client, else the role decides', () => {
    expect(clientIdOf({ access_token: 'opaque', user }, 'admin', 'admin-portal')).toBe('admin-portal');
    expect(clientIdOf({ access_token: 'opaque', user: { ...user, role: 'SuperAdmin' } }, 'admin', null)).toBe(
      'super-admin-portal',
    );
    expect(clientIdOf({ access_token: 'opaque', user }, 'customer', null)).toBe('customer-portal');
  });

  it('When tokens arrive, then the session expires after expires_in seconds', () => {
    const answer: TokenAnswer = { access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 900, user };
    expect(sessionFromTokens(answer, 'admin-portal', 1_000)).toMatchObject({
      loggedIn: true,
      expiresAt: 901_000,
      refreshToken: 'r',
    });
  });
});
