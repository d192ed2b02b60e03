import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of 1 KB or more go out compressed (brotli at quality 4, or gzip, by the request's
 * Accept-Encoding, with `Vary: Accept-Encoding`). Registered before the routes: it hooks every
 * route added after it. One mechanism each:
 * - The built web app's files are compressed at build time and sent as they are
 *   (plugins/web.ts); its route says `compress: false`, and an answer that already carries a
 *   Content-Encoding is never compressed again.
 * - Streaming answers: `text/event-stream` is never compressed (the plugin's default types leave it
 *   out), so server-sent events are not held back in a compressor's buffer. A later route that
 *   streams anything else a piece at a time must say `compress: false` on its route for the same
 *   reason.
 */
export const registerCompression = async (app: FastifyInstance) => {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
};
