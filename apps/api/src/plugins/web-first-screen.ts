import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page's first screen, rendered by the web build's own module (apps/web/src/app/first-screen/,
 * built to server/first-screen.mjs beside the build): the shell the phone paints before the
 * application's code has run, the public API answers that screen needs (so the app starts without
 * waiting for them) and preload hints for the first route's code (from .vite/manifest.json).
 */
export const FIRST_SCREEN_MODULE = 'server/first-screen.mjs';
export const MANIFEST = '.vite/manifest.json';
/** Where the build keeps what only the server reads: never served. */
export const SERVER_ONLY = /^(server|\.vite)\//;
/** The element the app reads the inlined answers from (apps/web/src/lib/inlined-answers.ts). */
export const ANSWERS_ID = 'rd-answers';

type FirstScreen = { lang: string; title: string; style: string; body: string };
type FirstScreenModule = {
  renderFirstScreen: (input: { path: string; answers: Record<string, unknown> }) => FirstScreen | null;
  answersFor: (path: string) => string[];
  modulesFor: (path: string) => string[];
};
type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that cannot end its <script> element early, whatever a site's texts hold. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The manifest's key of a source module: the module itself, or, for a module that is also imported
 * eagerly elsewhere (Vite then keys its chunk by the chunk's own name, '_booking-wizard-<hash>.js'),
 * the chunk named after the module's file.
 */
const chunkKeyOf = (manifest: Manifest, module: string) => {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[cm]?[jt]sx?$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
};

/**
 * The files of the first route's code, and their stylesheets, that the page itself does not
 * already name (the entry and what it imports): the browser fetches them with the main script
 * instead of after it has run.
 */
export const preloadsFor = (manifest: Manifest, modules: string[]) => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const named = new Set<string>();
  const mark = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) mark(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) mark(entryKey, named);
  const wanted = new Set<string>();
  for (const module of modules) {
    const key = chunkKeyOf(manifest, module);
    if (key) mark(key, wanted);
  }
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of wanted) {
    if (named.has(key)) continue;
    scripts.push(manifest[key].file);
    for (const css of manifest[key].css ?? []) if (!styles.includes(css)) styles.push(css);
  }
  return { scripts, styles };
};

/** The best encoding the request accepts of brotli and gzip (q=0 refuses one). */
const encodingFor = (request: FastifyRequest): 'br' | 'gzip' | null => {
  const header = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token.trim() !== name && token.trim() !== '*') return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
};

/**
 * Loads the build's first-screen module and manifest; null for a build without them (the page
 * then goes out as the build wrote it).
 */
export const loadFirstScreen = async (app: FastifyInstance, root: string) => {
  const modulePath = path.join(root, FIRST_SCREEN_MODULE);
  if (!fs.existsSync(modulePath)) return null;
  const screens = (await import(pathToFileURL(modulePath).href)) as FirstScreenModule;
  const manifestPath = path.join(root, MANIFEST);
  const manifest: Manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : {};
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');

  /** The public answers, asked of this server for the request's host (the tenant), as the app would. */
  const answersOf = async (request: FastifyRequest, urls: string[]) => {
    const answers: Record<string, unknown> = {};
    await Promise.all(
      urls.map(async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: { host: request.headers.host ?? '' } });
        if (res.statusCode === 200) answers[url] = res.json();
      }),
    );
    return answers;
  };

  const pageFor = async (request: FastifyRequest, urlPath: string) => {
    const answers = await answersOf(request, screens.answersFor(urlPath));
    const screen = screens.renderFirstScreen({ path: urlPath, answers });
    const { scripts, styles } = preloadsFor(manifest, screens.modulesFor(urlPath));
    const head = [
      screen ? `<style id="rd-first-screen">${screen.style}</style>` : '',
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      `<script type="application/json" id="${ANSWERS_ID}">${scriptSafeJson(answers)}</script>`,
    ].join('');
    let html = template.replace('</head>', `${head}</head>`);
    if (screen) {
      html = html
        .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(screen.lang)}"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
        .replace('<div id="root"></div>', `<div id="root">${screen.body}</div>`);
    }
    return html;
  };

  /** Sends the page for an app route: rendered per request, compressed as the browser accepts, never cached unchecked. */
  return async (request: FastifyRequest, reply: FastifyReply, urlPath: string) => {
    const html = await pageFor(request, urlPath);
    const encoding = encodingFor(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (encoding === 'br')
      return reply
        .header('content-encoding', 'br')
        .send(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, { level: 6 }));
    return reply.send(html);
  };
};
