import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadFirstScreen, SERVER_ONLY } from './web-first-screen.ts';

/** Hashed build files never change under their name: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (every app route) and the other unhashed files: always asked again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/** The traveller's public pages: crawlers may read them (robots.txt) and find them (sitemap.xml). */
export const PUBLIC_PAGES = [
  '/',
  '/systembooking',
  '/aboutus',
  '/faq',
  '/support',
  '/privacypolicy',
  '/termsofservice',
];
/** The back office, the API and a traveller's own pages are nothing for a search engine. */
const DISALLOWED = ['/admin', '/api', '/mybookings', '/myaccount', '/mynotifications'];

const PRECOMPRESSED = ['.br', '.gz'];
/** A path that names a static file by its extension is never an app route. */
const FILE_LIKE = /\.(m?js|css|map|json|txt|xml|html?|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|webmanifest|pdf)$/i;

/** Every file of the build, relative with forward slashes, without its precompressed twins. */
const listFiles = (dir: string, base = ''): string[] =>
  fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const rel = base ? `${base}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(dir, rel);
    return PRECOMPRESSED.some((ext) => rel.endsWith(ext)) ? [] : [rel];
  });

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const sitemapXml = (origin: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => `  <url><loc>${xmlEscape(origin + page)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * Serves the built web app. Build files go out as they were compressed at build time (brotli or
 * gzip by the request's Accept-Encoding, `vite-plugin-compression2`), so these routes opt out of
 * the on-the-fly compression that API answers get (plugins/compression.ts). Hashed files under
 * /assets are cached for a year; index.html, which names them, is revalidated on every visit.
 * Any other GET that is not an API call and does not name a file gets index.html, so the
 * browser's router handles the spec's routes; a missing file answers 404, never the app's page.
 * A build with its first-screen module (web-first-screen.ts) gets that page rendered per request:
 * the site's shell and the answers its first screen needs.
 */
export const registerWeb = async (app: FastifyInstance, distDir: string) => {
  const root = path.resolve(distDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ distDir: root }, 'web app is not built: run npm run build (npm start does it)');
    return false;
  }
  // What only the server reads (the first screen's module, Vite's .vite folder) is never served.
  const files = new Set(listFiles(root).filter((rel) => !SERVER_ONLY.test(rel)));
  const sendFirstScreen = await loadFirstScreen(app, root);
  const hasTwin = (rel: string) => PRECOMPRESSED.some((ext) => fs.existsSync(path.join(root, rel + ext)));
  const negotiated = new Set([...files].filter(hasTwin));

  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      res.setHeader('cache-control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  const sendBuildFile = (reply: FastifyReply, rel: string) => {
    if (negotiated.has(rel)) reply.header('vary', 'Accept-Encoding');
    return reply.sendFile(rel);
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(sitemapXml(originOf(request))),
  );

  app.get('/*', { schema: { hide: true }, compress: false }, async (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return reply.callNotFound();
    }
    // API paths, and the dev pages (/dev/mailbox) where they are not registered (production), are 404s, not the app.
    if (/^\/(api|dev)(\/|$)/i.test(urlPath)) return reply.callNotFound();
    const rel = urlPath.replace(/^\/+/, '');
    if (files.has(rel)) return sendBuildFile(reply, rel);
    if (/^assets\//i.test(rel) || FILE_LIKE.test(rel)) return reply.callNotFound();
    // With the build's first-screen module, the page goes out with its first screen painted in.
    if (sendFirstScreen) return sendFirstScreen(request, reply, urlPath);
    return sendBuildFile(reply, 'index.html');
  });
  return true;
};
