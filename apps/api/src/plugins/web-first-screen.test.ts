/**
 * The page with its first screen (web-first-screen.ts): a build that carries the first-screen
 * module gets the shell the module renders for the host's site, the public answers that screen
 * needs inlined as script-safe JSON; what only the server reads (server/, .vite/) is never served.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { scriptSafeJson } from './web-first-screen.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>RideDesk</title><script type="module" src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>';

/** A first-screen module of the real one's shape: it renders from the answers it was given. */
const MODULE = `
export const answersFor = (path) => ['/api/site/getSiteIdOfClient', ...(path === '/systembooking' ? ['/api/vehicleType/getVehicleTypeBySiteIdOrState'] : [])];
export const renderFirstScreen = ({ path, answers }) => {
  const site = answers['/api/site/getSiteIdOfClient']?.results?.[0];
  if (!site) return null;
  const types = answers['/api/vehicleType/getVehicleTypeBySiteIdOrState']?.results?.length ?? 0;
  return { lang: 'es', title: 'Shell of ' + path, style: 'body{color:red}', body: '<p data-first-screen="x">site ' + site.site_id + ' types ' + types + '</p>' };
};
`;
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-first-screen-'));
  const put = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), text);
  };
  put('index.html', INDEX);
  put('assets/index-A1.js', 'export {};');
  put('server/first-screen.mjs', MODULE);
  put('.vite/manifest.json', JSON.stringify({ 'index.html': { file: 'assets/index-A1.js', isEntry: true } }));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: dist });
  app = await buildApp({ config, database, serveWeb: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host = 'citylimo.localhost:3000', encoding = 'identity') =>
  app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': encoding } });

const answersIn = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="rd-answers">(.*?)<\/script>/)?.[1] ?? 'null');

describe('the page with its first screen', () => {
  it("When the booking page is asked for on a provider's host, then the shell and its answers are in the page, and nothing competes with its first paint", async () => {
    const res = await get('/systembooking');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Shell of /systembooking</title>');
    expect(html).toMatch(/<div id="root"><p data-first-screen="x">site 5 types [1-9]\d*<\/p><\/div>/);
    expect(html).toContain('<style id="rd-first-screen">body{color:red}</style>');
    // No preloads of the route's chunks: on a slow phone network they delay the first paint.
    expect(html).not.toContain('rel="modulepreload"');
    const answers = answersIn(html);
    expect(answers['/api/site/getSiteIdOfClient'].results[0].site_id).toBe(5);
    expect(answers['/api/vehicleType/getVehicleTypeBySiteIdOrState'].results.length).toBeGreaterThan(0);
  });

  it("When another provider's host asks, then its own site is inlined, never City Limo's", async () => {
    const html = (await get('/', 'baychauffeurs.localhost:3000')).body;
    expect(answersIn(html)['/api/site/getSiteIdOfClient'].results[0].site_id).toBe(6);
    expect(html).toContain('site 6 types 0');
  });

  it('When brotli is accepted, then the page is compressed, varying on Accept-Encoding', async () => {
    const res = await get('/', 'citylimo.localhost:3000', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('data-first-screen');
  });

  it('When the first-screen module or the manifest is asked for, then 404: only the server reads them', async () => {
    expect((await get('/server/first-screen.mjs')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the rules of the inlined answers', () => {
  it('When a text holds </script> or line separators, then the JSON cannot end its script element', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>\u2028');
  });
});
