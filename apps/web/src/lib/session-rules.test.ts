import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { describe, expect, it } from 'vitest';
import {
  idleSignOutApplies,
  isIdle,
  loaderDelayMs,
  portalRoot,
  readRefreshedTokens,
  refreshDelayMs,
  refreshFailureAction,
  refreshIsDue,
} from './session-rules.ts';

const NOW = 1_700_000_000_000;

describe('refresh scheduling', () => {
  it('When the token expires in 15 minutes, then the refresh runs 180 s before expiry', () => {
    expect(refreshDelayMs(NOW + 900_000, NOW)).toBe(720_000);
  });

  it('When the token expires in 100 s, then the refresh still waits the minimum 15 s', () => {
    expect(refreshDelayMs(NOW + 100_000, NOW)).toBe(15_000);
  });

  it('When the token has already expired, then the refresh waits the minimum 15 s', () => {
    expect(refreshDelayMs(NOW - 60_000, NOW)).toBe(15_000);
  });

  it('When another tab stored a fresh token, then no refresh is due', () => {
    expect(refreshIsDue(NOW + 900_000, NOW)).toBe(false);
    expect(refreshIsDue(NOW + 170_000, NOW)).toBe(true);
  });
});

describe('reading a refresh answer', () => {
  it('When the answer has results[0].access_token, then tokens and lifetime are read from it', () => {
    expect(
      readRefreshedTokens({ results: [{ access_token: 'a', refresh_token: 'r', id_token: 'i', expires_in: 900 }] }),
    ).toEqual({ accessToken: 'a', refreshToken: 'r', idToken: 'i', expiresIn: 900 });
  });

  it('When the token is under accessToken, token or data.accessToken, then it is found there', () => {
    expect(readRefreshedTokens({ results: [{ accessToken: 'b', refreshToken: 'r2' }] }).accessToken).toBe('b');
    expect(readRefreshedTokens({ results: [{ token: 'c' }] }).accessToken).toBe('c');
    expect(readRefreshedTokens({ data: { accessToken: 'd', refreshToken: 'r4' } })).toMatchObject({
      accessToken: 'd',
      refreshToken: 'r4',
    });
  });

  it('When the answer has no access token, then it fails with "Refresh response missing accessToken"', () => {
    expect(() => readRefreshedTokens({ results: [{ refresh_token: 'r' }] })).toThrow(
      MESSAGES.refreshMissingAccessToken,
    );
    expect(() => readRefreshedTokens(null)).toThrow('Refresh response missing accessToken');
  });
});

describe('after a failed refresh', () => {
  it.each([400, 401, 403])('When the refresh answers %i, then the session ends at once', (status) => {
    expect(refreshFailureAction(status, 1)).toBe('sign-out');
  });

  it('When the refresh fails otherwise the first time, then the tokens are kept and it is retried once', () => {
    expect(refreshFailureAction(500, 1)).toBe('retry');
    expect(refreshFailureAction(undefined, 1)).toBe('retry');
  });

  it('When the retry fails too, then the user is signed out', () => {
    expect(refreshFailureAction(503, 2)).toBe('sign-out');
  });

  it('When the browser is offline, then the refresh waits for the network instead of signing out', () => {
    expect(refreshFailureAction(undefined, 2, false)).toBe('wait-online');
    expect(refreshFailureAction(401, 1, false)).toBe('sign-out');
  });
});

describe('idle sign-out', () => {
  it('When 900 s pass without activity, then the session is idle', () => {
    expect(isIdle(NOW - 900_000, NOW)).toBe(true);
    expect(isIdle(NOW - 899_000, NOW)).toBe(false);
  });

  it("When the session is the chauffeur app's, then no idle sign-out applies; every other portal's has it", () => {
    expect(idleSignOutApplies('driver-portal')).toBe(false);
    expect(idleSignOutApplies('admin-portal')).toBe(true);
    expect(idleSignOutApplies('customer-portal')).toBe(true);
  });
});

describe('portal root and loader delay', () => {
  it('When on a back-office page, then the portal root is /admin; elsewhere the site root', () => {
    expect(portalRoot('/admin/site/new')).toBe('/admin');
    expect(portalRoot('/admin')).toBe('/admin');
    expect(portalRoot('/administrator-faq')).toBe('/');
    expect(portalRoot('/mybookings/viewbookings')).toBe('/');
    expect(portalRoot('/driver/jobs/12')).toBe('/driver');
    expect(portalRoot('/drivers-faq')).toBe('/');
  });

  it('When in the booking area, then the loader waits 700 ms; elsewhere 200 ms', () => {
    expect(loaderDelayMs('/systembooking')).toBe(700);
    expect(loaderDelayMs('/systembooking/step/2')).toBe(700);
    expect(loaderDelayMs('/admin/dashboard')).toBe(200);
  });
});
