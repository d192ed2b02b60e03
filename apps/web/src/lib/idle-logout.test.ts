import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../test/session.ts';
import { startIdleLogout } from './idle-logout.ts';
import { hardNavigate } from './navigation.ts';
import { readSession, writeSession } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

vi.mock('./navigation.ts', () => ({ hardNavigate: vi.fn(), currentPath: () => window.location.pathname }));

const NOW = new Date('2026-01-10T10:00:00Z').getTime();
let stop: (() => void) | undefined;

const signIn = () => writeSession(testSession('Customer', { accessToken: 'a', refreshToken: 'r' }, NOW));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  vi.mocked(hardNavigate).mockReset();
  window.history.replaceState(null, '', '/mybookings/viewbookings');
});

afterEach(() => {
  stop?.();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('idle sign-out', () => {
  it('When nothing happens for 900 s, then local storage is cleared and the browser goes to the site root', async () => {
    signIn();
    stop = startIdleLogout();
    await vi.advanceTimersByTimeAsync(890_000);
    expect(readSession()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(readSession()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(hardNavigate).toHaveBeenCalledWith('/');
  });

  it('When the user keeps working, then the session stays', async () => {
    signIn();
    stop = startIdleLogout();
    for (let minute = 0; minute < 30; minute++) {
      await vi.advanceTimersByTimeAsync(60_000);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    expect(readSession()).not.toBeNull();
  });

  it('When the page opens on a session idle since long before, then it ends at once', () => {
    signIn();
    window.localStorage.setItem(STORAGE_KEYS.lastActivity, String(NOW - 3_600_000));
    stop = startIdleLogout();
    expect(readSession()).toBeNull();
  });
});
