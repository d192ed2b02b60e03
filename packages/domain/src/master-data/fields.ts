import { z } from 'zod';

/** The largest id a PostgreSQL integer column holds. */
const PG_INTEGER_MAX = 2_147_483_647;

/** A required text field: trimmed, with the form's message when empty and its length bound. */
export const requiredText = (message: string, max: number, maxMessage = `Maximum of ${max} characters allowed`) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/** An optional text field: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maximum of ${max} characters allowed`)
    .nullish()
    .transform((v) => (v ? v : null));

const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A decimal the form sends as a number or a string ("12.5"); required, at least 0. */
export const requiredDecimal = (message: string, max: number) =>
  z.preprocess(
    (value) => {
      const v = emptyToUndefined(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z
      .number({ error: message })
      .finite(message)
      .min(0, 'Please enter a number of 0 or more')
      .max(max, `Please enter a number of at most ${max}`)
      .transform((n) => Math.round(n * 100) / 100),
  );

/** A whole number the form sends as a number or a string; required. */
export const requiredInteger = (
  message: string,
  range: { min: number; max: number; minMessage?: string; maxMessage?: string },
) =>
  z.preprocess(
    (value) => {
      const v = emptyToUndefined(value);
      return typeof v === 'string' ? Number(v.trim()) : v;
    },
    z
      .number({ error: message })
      .int(range.minMessage ?? message)
      .min(range.min, range.minMessage ?? message)
      .max(range.max, range.maxMessage ?? message),
  );

/** An id chosen in a select; 0, '' and null mean "none". */
export const optionalId = z.preprocess((value) => {
  const v = emptyToUndefined(value);
  if (v === undefined || v === 0 || v === '0') return null;
  return typeof v === 'string' ? Number(v) : v;
}, z.number().int().positive().max(PG_INTEGER_MAX).nullable());

/** A record's id in a body or a path: a positive whole number that fits PostgreSQL's integer. */
export const recordId = z.coerce.number().int().positive().max(PG_INTEGER_MAX);

/**
 * The site a platform administrator names in a body; 0 is the default product site (or, where a
 * call says so, every site). Each call adds whether it may be left out.
 */
export const siteIdField = z.coerce.number().int().min(0).max(PG_INTEGER_MAX);
