/**
 * Delivery of the built web app and of API answers: precompressed build files chosen by
 * Accept-Encoding, on-the-fly compression for API JSON over 1 KB only, caching, robots.txt,
 * sitemap.xml, and 404 for files that do not exist. A small build of the same shape as Vite's
 * (index.html, hashed files under assets/ with their .br and .gz twins, unhashed public files).
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
import { IMMUTABLE } from './web.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>RideDesk</title></head><body><div id="root"></div></body></html>';
const MAIN = `export const main = () => ${JSON.stringify('the first screen '.repeat(400))};\n`;
const VEHICLE = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

const writeBuild = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-web-'));
  const put = (rel: string, text: string, twins = true) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (!twins) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  put('index.html', INDEX);
  put('assets/index-B1a2c3D4.js', MAIN);
  put('vehicles/Premium Sedan.svg', VEHICLE, false);
  return dir;
};

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let dist: string;

beforeAll(async () => {
  dist = writeBuild();
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: dist });
  app = await buildApp({ config, database, serveWeb: true });
  // A stream of server-sent events, as a later live-updates route will answer.
  app.get('/api/test-events', async (_request, reply) =>
    reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'citylimo.localhost:3000', ...headers } });

describe('built files', () => {
  it('When the main script is asked for with br and gzip accepted, then its brotli file comes back, immutable, varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-B1a2c3D4.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(MAIN);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(MAIN) / 10);
  });

  it('When only gzip is accepted, then the gzip file comes back, compressed once', async () => {
    const res = await get('/assets/index-B1a2c3D4.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(MAIN);
  });

  it('When no encoding is accepted, then the file comes back as it is', async () => {
    const res = await get('/assets/index-B1a2c3D4.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(MAIN);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('When a file missing from assets is asked for, then 404, not the app page', async () => {
    const res = await get('/assets/x.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('When a missing file outside assets is asked for (favicon.ico), then 404', async () => {
    expect((await get('/favicon.ico')).statusCode).toBe(404);
  });

  it('When a precompressed twin is asked for by its own name, then 404: twins exist only for negotiation', async () => {
    expect((await get('/assets/index-B1a2c3D4.js.br')).statusCode).toBe(404);
  });

  it('When an unhashed public file with a space in its name is asked for, then it comes back, revalidated', async () => {
    const res = await get('/vehicles/Premium%20Sedan.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(VEHICLE);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the app page', () => {
  for (const url of ['/', '/systembooking', '/admin/login', '/index.html'])
    it(`When ${url} is asked for, then index.html comes back brotli-compressed with no-cache`, async () => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    });

  it('When an unknown API path is asked for, then the API 404, not the app page', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route GET /api/nothing-here');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('When robots.txt is asked for, then plain text allowing the public pages, keeping out the back office and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api');
    expect(lines).toContain('Sitemap: http://citylimo.localhost:3000/sitemap.xml');
  });

  it("When sitemap.xml is asked for, then XML naming the host's public booking pages", async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<loc>http://citylimo.localhost:3000/</loc>');
    expect(res.body).toContain('<loc>http://citylimo.localhost:3000/systembooking</loc>');
    expect(res.body).not.toContain('/admin');
  });
});

describe('API answers', () => {
  it('When an API answer is over 1 KB and brotli is accepted, then it is compressed on the fly', async () => {
    const res = await get('/api/docs/json', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('When an API answer is under 1 KB, then it goes out as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeLessThan(1024);
  });

  it('When an answer is a stream of server-sent events, then it is never compressed (nothing held in a buffer)', async () => {
    const res = await get('/api/test-events', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('data: xxx');
  });
});
