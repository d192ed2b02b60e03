import { z } from 'zod';
import COMMON_PASSWORDS from './common-passwords.json' with { type: 'json' };
import { PASSWORD_MAX, PASSWORD_MIN } from './password.ts';

/** Messages of the password rules (DESIGN.md section 4: 8 to 128 characters, no common password). */
export const PASSWORD_MESSAGES = {
  required: 'Please enter the password',
  tooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  common: 'This password is one of the most common passwords. Please choose a less common one.',
  sameAsUserName: 'Password must not be the same as your username or e-mail address',
  sameAsCurrent: 'The new password must be different from the current one',
} as const;

const common = new Set<string>(COMMON_PASSWORDS as string[]);

/** The commonest passwords of at least 8 characters (3,000 of them), compared in lower case. */
export const COMMON_PASSWORD_COUNT = common.size;

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

/** The first rule a new password breaks, or null when it is acceptable. */
export const passwordProblem = (
  password: string,
  context: { userName?: string | null; email?: string | null } = {},
): string | null => {
  if (!password) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  const lower = password.toLowerCase();
  if ([context.userName, context.email].some((v) => v && v.trim().toLowerCase() === lower))
    return PASSWORD_MESSAGES.sameAsUserName;
  return null;
};

/** A new password (registration, reset, change): length and the common-password list. */
export const newPasswordSchema = z
  .string({ message: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong)
  .refine((p) => !isCommonPassword(p), PASSWORD_MESSAGES.common);
