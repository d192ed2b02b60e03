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
