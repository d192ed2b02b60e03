import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Any GET that is not an API call and not a file gets index.html,
 * so the browser's router handles the spec's routes (and unknown paths go to the root).
 */
export const registerWeb = async (app: FastifyInstance, distDir: string) => {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir }, 'web app is not built: run npm run build (npm start does it)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]);
    if (urlPath.toLowerCase().startsWith('/api/')) return reply.callNotFound();
    const file = path.join(distDir, path.normalize(urlPath));
    if (file.startsWith(distDir) && urlPath !== '/' && fs.existsSync(file) && fs.statSync(file).isFile())
      return reply.sendFile(path.relative(distDir, file));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  return true;
};
