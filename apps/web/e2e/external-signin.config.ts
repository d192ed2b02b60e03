import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import shared, { E2E_PORT } from '../../../playwright.config.ts';

/**
 * External sign-in journeys: the server reads its OpenID Connect settings from the environment
 * when it starts, so this config starts a local OpenID provider first (the registry package
 * oidc-provider, apps/api/test/local-oidc-provider.ts) and then the product with its settings.
 *
 *   E2E_PORT=3231 npx playwright test -c apps/web/e2e/external-signin.config.ts
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = E2E_PORT;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const issuer = `http://127.0.0.1:${oidcPort}`;
const clientId = 'ridedesk-local';
const clientSecret = 'ridedesk-local-secret';

/** Every demo host's callback screens are registered redirect URIs (decision 0003). */
const callbacks = ['localhost', 'citylimo.localhost', 'baychauffeurs.localhost', 'lonestarcars.localhost'].flatMap(
  (host) =>
    ['/googleredirect', '/googleregisterredirect', '/admin/googleredirect', '/admin/googleregisterredirect'].map(
      (path) => `http://${host}:${port}${path}`,
    ),
);

const appServer = Array.isArray(shared.webServer) ? shared.webServer[0] : shared.webServer;

export default defineConfig({
  ...shared,
  testDir: '.',
  testMatch: 'external-signin.e2e.ts',
  outputDir: `${root}/test-results/external-signin`,
  reporter: [['list'], ['json', { outputFile: `${root}/test-results/e2e-external-results.json` }]],
  webServer: [
    {
      command: `npx tsx apps/api/test/local-oidc-provider.ts --port ${oidcPort} ${callbacks.map((c) => `--redirect ${c}`).join(' ')}`,
      cwd: root,
      url: `${issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      ...appServer,
      cwd: root,
      env: { OIDC_ISSUER_URL: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    },
  ],
});
