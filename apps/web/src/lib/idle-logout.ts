import { currentPath, hardNavigate } from './navigation.ts';
import { forgetEverything, readSession } from './session.ts';
import { idleSignOutApplies, isIdle, portalRoot } from './session-rules.ts';
import { readText, STORAGE_KEYS, writeText } from './storage.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const WRITE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 10_000;

/**
 * Signs an idle user out after 900 s (spec 01 section 9). Activity is recorded in storage,
 * so a user working in another tab keeps this one alive too.
 */
export const startIdleLogout = () => {
  let lastWrite = 0;
  const recordActivity = () => {
    const now = Date.now();
    if (now - lastWrite < WRITE_EVERY_MS) return;
    lastWrite = now;
    if (readSession()) writeText(STORAGE_KEYS.lastActivity, String(now));
  };
  const check = () => {
    const session = readSession();
    if (!session || !idleSignOutApplies(session.clientId)) return;
    const last = Number(readText(STORAGE_KEYS.lastActivity));
    if (!Number.isFinite(last) || last <= 0) {
      writeText(STORAGE_KEYS.lastActivity, String(Date.now()));
      return;
    }
    if (isIdle(last, Date.now())) {
      forgetEverything();
      hardNavigate(portalRoot(currentPath()));
    }
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, recordActivity, { passive: true });
  const interval = setInterval(check, CHECK_EVERY_MS);
  // A session left idle while the page was closed ends as soon as the page opens again.
  check();
  recordActivity();
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, recordActivity);
    clearInterval(interval);
  };
};
