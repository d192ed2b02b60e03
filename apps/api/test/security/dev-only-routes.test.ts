/**
 * Development-only routes (the dev mailbox, with every password-reset link) from the network
 * (issue 16, defect 3). The suites used to reach them only through app.inject, whose default
 * peer is 127.0.0.1, so nothing ever asked as another machine would. Here every route under
 * /dev and /api/dev, found in the app's own route table, is asked from non-loopback peers, with
 * and without a forged X-Forwarded-For, and in a production build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { isLoopbackAddress } from '../../src/plugins/dev-only.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test-app.ts';

const REMOTE = ['10.1.2.3', '192.168.1.20', '203.0.113.9', '::ffff:10.1.2.3', '2001:db8::7', '::', '0.0.0.0'];
const LOOPBACK = ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'];
const DEV_PATH = /^\/(api\/)?dev(\/|$)/i;

type App = TestApp['app'];

/** Every route path of the app, read from Fastify's route tree (hidden routes included). */
const routePaths = (app: App) => {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    const full = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = full;
    stack.length = depth + 1;
    if (match[3]?.includes('GET')) paths.push(full);
  }
  return paths;
};

/** A path with its parameters filled with a plausible value (ids are numbers). */
const concrete = (route: string) => route.replace(/:[A-Za-z]+/g, '1');

const ask = (app: App, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ url, remoteAddress, headers });

describe('development-only routes in development', () => {
  let t: TestApp;
  let devRoutes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    devRoutes = routePaths(t.app).filter((p) => DEV_PATH.test(p));
  });
  afterAll(() => t.close());

  it('When the route table is read, then the dev mailbox pages and API are among the development-only routes', () => {
    expect(devRoutes).toEqual(expect.arrayContaining(['/api/dev/mailbox', '/dev/mailbox', '/dev/mailbox/:id']));
  });

  it('When a peer on another machine asks any development-only route, then it answers 404 like a path that does not exist', async () => {
    const unknown = await ask(t.app, '/api/dev/no-such-route', REMOTE[0]);
    for (const route of devRoutes)
      for (const peer of REMOTE) {
        const res = await ask(t.app, concrete(route), peer);
        expect(res.statusCode, `${route} from ${peer}`).toBe(404);
        expect(res.json().code, `${route} from ${peer}`).toBe(unknown.json().code);
        expect(res.body).not.toContain('@');
      }
  });

  it('When a peer on another machine writes X-Forwarded-For: 127.0.0.1, then it still answers 404 (the header is not trusted)', async () => {
    for (const route of devRoutes) {
      const res = await ask(t.app, concrete(route), '10.1.2.3', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '::1' });
      expect(res.statusCode, route).toBe(404);
    }
  });

  it('When a loopback peer asks, then the mailbox answers 200 with the messages', async () => {
    for (const peer of LOOPBACK) {
      const api = await ask(t.app, '/api/dev/mailbox', peer);
      expect(api.statusCode, peer).toBe(200);
      expect(Array.isArray(api.json().results)).toBe(true);
      const page = await ask(t.app, '/dev/mailbox', peer);
      expect(page.statusCode, peer).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
  });
});

describe('development-only routes behind a trusted proxy (TRUST_PROXY=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('When a proxy on this machine forwards a remote client, or a remote peer claims to be local, then it answers 404', async () => {
    for (const [peer, forwarded] of [
      ['127.0.0.1', '203.0.113.9'],
      ['127.0.0.1', '127.0.0.1, 203.0.113.9'],
      ['127.0.0.1', '203.0.113.9, 127.0.0.1'],
      ['10.1.2.3', '127.0.0.1'],
    ]) {
      const res = await ask(t.app, '/api/dev/mailbox', peer, { 'x-forwarded-for': forwarded });
      expect(res.statusCode, `${peer} for ${forwarded}`).toBe(404);
    }
  });

  it('When a proxy on this machine forwards a client on this machine, then the mailbox answers 200', async () => {
    const res = await ask(t.app, '/api/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '::1' });
    expect(res.statusCode).toBe(200);
  });
});

describe('development-only routes in production (NODE_ENV=production)', () => {
  let app: App;
  let close: () => Promise<void>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-prod-'));
  beforeAll(async () => {
    const database = await createTestDatabase();
    const webDist = path.join(dataDir, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>RideDesk</title>');
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: webDist });
    app = (await buildApp({ config, database, serveWeb: true })) as App;
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('When the production app is built, then no development-only route is registered', () => {
    expect(routePaths(app).filter((p) => DEV_PATH.test(p))).toEqual([]);
  });

  it('When even a loopback peer asks for the mailbox in production, then it answers 404, not the web app', async () => {
    for (const url of ['/api/dev/mailbox', '/dev/mailbox', '/dev/mailbox/1', '/DEV/MAILBOX', '/dev']) {
      const res = await ask(app, url, '127.0.0.1');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>RideDesk</title>');
    }
    // The web app itself is still served (the 404 is the mailbox's, not a broken build).
    expect((await ask(app, '/mybookings/viewbookings', '127.0.0.1')).body).toContain('<title>RideDesk</title>');
  });
});

describe('isLoopbackAddress', () => {
  it('When an address is on this machine, then it is loopback; anything else, the unspecified address included, is not', () => {
    for (const a of LOOPBACK) expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [...REMOTE, '', undefined, null, '127.0.0.1.evil', '::ffff:10.0.0.1', 'localhost'])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});
