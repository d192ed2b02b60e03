import type { FastifyRequest } from 'fastify';

/**
 * Query values that are credentials: the sign-in code (gettoken, the /redirect callbacks, the
 * external sign-in and e-mail verification codes), the refresh token of RefreshAccessToken,
 * and any token or password a client might put in an address. The spec keeps some of them in
 * the query (it is the contract), so every address we log or store goes through redactUrl.
 */
const SECRET_PARAMS = new Set([
  'code',
  'refreshtoken',
  'refresh_token',
  'token',
  'access_token',
  'ticket',
  'accesstoken',
  'id_token',
  'password',
  'newpassword',
]);

export const REDACTED = '[redacted]';

const nameOf = (pair: string) => {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The address with every secret query value replaced by [redacted]; the rest is kept as sent. */
export const redactUrl = (url: string) => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => (SECRET_PARAMS.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair));
  return `${url.slice(0, at)}?${pairs.join('&')}`;
};

/** Fastify's own request serializer, with the address redacted. */
const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** The server's logger options: headers that carry credentials and secret query values never reach a log line. */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream) =>
  level === 'silent'
    ? false
    : {
        level,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        serializers: { req: requestSerializer },
        ...(stream ? { stream } : {}),
      };
