import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Runs a check against the app built for production (NODE_ENV=production) on a data folder of its
 * own, for the tests that prove a development-only page is not there; the app is closed and the
 * folder removed afterwards, whether the check passes or not.
 */
export const withProductionApp = async (folderPrefix: string, check: (prod: TestApp) => Promise<void>) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const prod = await createTestApp({ env: { NODE_ENV: 'production', DATA_DIR: dataDir } });
  try {
    await check(prod);
  } finally {
    await prod.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
