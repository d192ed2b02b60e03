/**
 * Shared by the account tests that move time (registration, passwords, email change): one app per
 * test file on a clock the file moves, since codes, links and lockouts expire on it.
 */
import { afterAll, beforeAll } from 'vitest';
import { movableClock } from '../movable-clock.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export let t: TestApp;
/** The file's clock; the app reads the time from it. */
export const clock = movableClock();

/** Builds the app on the file's clock before its tests and closes it after; call it at the top of the file. */
export const startAccountsApp = () => {
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());
};
