import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The page's first screen, rendered by the web build's own module (apps/web/src/app/first-screen/,
 * built to server/first-screen.mjs beside the build): the shell the phone paints before the
 * application's code has run, the public API answers that screen needs (so the app starts without
 * waiting for them). The route's own chunks are not preloaded from the page: on a slow phone
 * network they compete with the page and its stylesheet for the first paint (decision 0026).
 */
export const FIRST_SCREEN_MODULE = 'server/first-screen.mjs';
/** Where the build keeps what only the server reads: never served. */
export const SERVER_ONLY = /^(server|\.vite)\//;
/** The element the app reads the inlined answers from (apps/web/src/lib/inlined-answers.ts). */
export const ANSWERS_ID = 'rd-answers';

type FirstScreen = { lang: string; title: string; style: string; body: string };
type FirstScreenModule = {
  renderFirstScreen: (input: { path: string; answers: Record<string, unknown> }) => FirstScreen | null;
  answersFor: (path: string) => string[];
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** JSON that cannot end its <script> element early, whatever a site's texts hold. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
 * Loads the build's first-screen module; null for a build without it (the page
 * then goes out as the build wrote it).
 */
export const loadFirstScreen = async (app: FastifyInstance, root: string) => {
  const modulePath = path.join(root, FIRST_SCREEN_MODULE);
  if (!fs.existsSync(modulePath)) return null;
  const screens = (await import(pathToFileURL(modulePath).href)) as FirstScreenModule;
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
    const head = [
      screen ? `<style id="rd-first-screen">${screen.style}</style>` : '',
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
