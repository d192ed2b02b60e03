/**
 * True when the error (or one it wraps: Drizzle wraps the driver's error) is a unique violation
 * (SQLSTATE 23505) of the named constraint or index. node-postgres and PGlite both carry
 * `code` and `constraint` on their errors.
 */
export const isUniqueViolation = (error: unknown, constraint: string) => {
  let current = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505')
      return current.constraint === constraint || String(current.message ?? '').includes(constraint);
    current = current.cause as typeof current;
  }
  return false;
};

/** The SQLSTATE of a database error, looking through the errors that wrap it. */
export const pgErrorCode = (error: unknown): string | undefined => {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
};

/** Node's socket errors when the database is not there (stopped, restarting, unreachable). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
/** node-postgres's own messages for a session that is gone; they carry no code. */
const GONE = /Connection terminated|not queryable|Client was closed|Connection ended/i;

/**
 * True when the error (or one it wraps) says the database is unavailable for a while rather than
 * that the request is wrong: a connection failure (SQLSTATE class 08), the server shutting down or
 * starting (57P01-57P03), too many connections (53300), a refused or dropped socket.
 */
export const isDatabaseUnavailable = (error: unknown) => {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300' || SOCKET_CODES.has(code))
      return true;
    if (GONE.test(String(current.message ?? ''))) return true;
    current = current.cause as typeof current;
  }
  return false;
};
