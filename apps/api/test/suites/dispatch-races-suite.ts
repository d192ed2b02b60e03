/**
 * Shared by the dispatch race tests (chauffeur-races, knock-on-races): one app per test file on the
 * demo data, the provider signed in, and raw SQL reads to arrange and check rows below the API.
 */
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { tokenOf } from '../fixtures/rides.ts';
import { rowsOf } from '../fixtures/sql-rows.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export let t: TestApp;
/** The demo provider (City Limo), signed in. */
export let provider: string;

/** The rows a raw SQL query answers on the file's app (fixtures/sql-rows.ts). */
export const rows = (query: SQL) => rowsOf(t, query);

/**
 * Builds the app and signs the provider in before the file's own setup, and closes it after the
 * file; call it at the top of the file, before the file's own beforeAll.
 */
export const startDispatchRaceApp = () => {
  beforeAll(async () => {
    t = await createTestApp();
    provider = await tokenOf(t, 'provider');
  });
  afterAll(() => t.close());
};
