import type { FastifyInstance } from 'fastify';

/**
 * A content security policy: everything from this origin only, no frames around it, no plugins.
 * The app and the docs page differ only in where images may come from.
 */
const cspWithImages = (imgSrc: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/** The app: images of its own, data: URLs and the blobs it makes itself (a photo resized before upload). */
const APP_CSP = cspWithImages("'self' data: blob:");

/**
 * The API's own documentation page (swagger-ui at /api/docs): its scripts and styles are files of
 * its own, the schema comes from /api/docs/json and "Try it out" calls this origin. Swagger UI
 * sets inline styles and draws its icons from data: URLs; it runs no inline script.
 */
const DOCS_CSP = cspWithImages("'self' data:");

/** Browsers keep to HTTPS on this host for a year once they have seen it over HTTPS. */
export const HSTS = 'max-age=31536000';
/**
 * Geolocation for this origin only: the chauffeur's app (/driver) sends the phone's position
 * while on a ride (issue 21); no embedded frame may ask. Camera and microphone: nobody.
 */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=()';

/**
 * Security headers for every answer; the CSP keeps injected markup from running scripts.
 * Strict-Transport-Security only on an answer that went out over HTTPS: a TLS socket, or
 * `X-Forwarded-Proto: https` from a proxy the server trusts (TRUST_PROXY=true), which is what
 * Fastify's `request.protocol` reads.
 */
export const registerSecurityHeaders = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (/^\/api\/docs(\/|$|\?)/i.test(request.url)) {
      reply.header('content-security-policy', DOCS_CSP);
      reply.header('x-frame-options', 'DENY');
    } else reply.header('content-security-policy', APP_CSP);
  });
};
