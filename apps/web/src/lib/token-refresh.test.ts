import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { testSession } from '../test/session.ts';
import { hardNavigate } from './navigation.ts';
import { readSession, type Session, writeSession } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';
import { RefreshError, refreshSession, startTokenRefresh } from './token-refresh.ts';

vi.mock('./navigation.ts', () => ({ hardNavigate: vi.fn(), currentPath: () => window.location.pathname }));

const fetchMock = vi.fn<typeof fetch>();
const NOW = new Date('2026-01-10T10:00:00Z').getTime();

const session = (overrides: Partial<Session> = {}): Session => ({
  ...testSession('SPAdmin', { accessToken: 'access-1', refreshToken: 'refresh-1' }, NOW),
  ...overrides,
});

const refreshed = (access: string, refresh: string) =>
  jsonResponse(200, { results: [{ access_token: access, refresh_token: refresh, expires_in: 900 }] });

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(hardNavigate).mockReset();
  window.history.replaceState(null, '', '/admin/dashboard');
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('one refresh call', () => {
  it('When there is no refresh token, then it fails with "No refresh token available"', async () => {
    await expect(refreshSession(session({ refreshToken: null }))).rejects.toThrow('No refresh token available');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the answer has no access token, then it fails with "Refresh response missing accessToken"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [{ refresh_token: 'r' }] }));
    await expect(refreshSession(session())).rejects.toThrow('Refresh response missing accessToken');
  });

  it('When the refresh succeeds, then the refresh token went in the body, not the address, and the new tokens and expiry are stored in the session', async () => {
    fetchMock.mockResolvedValue(refreshed('access-2', 'refresh-2'));
    const next = await refreshSession(session(), () => NOW);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/RefreshAccessToken');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ clientId: 'admin-portal', refreshToken: 'refresh-1' });
    expect(next).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: NOW + 900_000 });
  });

  it('When the server refuses, then the failure carries its status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Your session has ended.' }));
    const error = await refreshSession(session()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefreshError);
    expect((error as RefreshError).status).toBe(401);
  });
});

describe('the refresh schedule', () => {
  // Each session is due for its refresh `due` ms after the start: nothing is asked a second before, once at it.
  it.each([
    {
      when: 'When a session starts, then the token is refreshed 180 s before it expires',
      expiresAt: undefined,
      due: 720_000,
    },
    {
      when: 'When the token is about to expire, then the refresh still waits at least 15 s',
      expiresAt: NOW + 60_000,
      due: 15_000,
    },
  ])('$when', async ({ expiresAt, due }) => {
    writeSession(expiresAt ? session({ expiresAt }) : session());
    fetchMock.mockResolvedValue(refreshed('access-2', 'refresh-2'));
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(due - 1_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readSession()?.accessToken).toBe('access-2');
  });

  it('When the refresh answers 401, then the tokens are cleared and the browser goes to the portal root', async () => {
    writeSession(session());
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'ended' }));
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(720_000);
    expect(readSession()).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/admin');
  });

  it('When the refresh fails with 500, then the tokens are kept and it is retried once; a second failure signs out', async () => {
    writeSession(session());
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'down' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(720_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readSession()?.accessToken).toBe('access-1');
    expect(warn).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readSession()).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith('/admin');
    warn.mockRestore();
  });

  it('When another tab stores a newer token, then this tab reschedules instead of spending the old refresh token', async () => {
    writeSession(session());
    fetchMock.mockResolvedValue(refreshed('access-3', 'refresh-3'));
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(600_000);
    // The other tab refreshed: it wrote a later expiry to storage and the browser told this tab.
    const newer = session({
      accessToken: 'access-other',
      refreshToken: 'refresh-other',
      expiresAt: NOW + 600_000 + 900_000,
    });
    window.localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(newer));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.session }));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body)).refreshToken).toBe('refresh-other');
  });
});
