import { PASSWORD_MAX, PASSWORD_MIN } from '@ridedesk/domain/auth/password';
import { isCommonPassword, passwordProblem } from '@ridedesk/domain/auth/password-rules';

export type Strength = 0 | 1 | 2 | 3 | 4;
export type PasswordContext = { userName?: string | null; email?: string | null };

/** The rules a new password must meet (DESIGN.md section 4), each with whether it is met. */
export const passwordChecks = (password: string, context: PasswordContext) => {
  const lower = password.toLowerCase();
  const names = [context.userName, context.email].map((v) => (v ?? '').trim().toLowerCase()).filter(Boolean);
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    uncommon: password.length > 0 && !isCommonPassword(password),
    notName: password.length > 0 && !names.includes(lower),
  };
};

/**
 * A hint, not a rule: 0 empty, 1 refused by the rules, then 2 fair, 3 good, 4 strong by length
 * and by how many kinds of character (lower case, capitals, digits, others) it mixes.
 */
export const passwordStrength = (password: string, context: PasswordContext = {}): Strength => {
  if (!password) return 0;
  if (passwordProblem(password, context)) return 1;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  let score = 2;
  if (password.length >= 12) score++;
  if (password.length >= 16 || (kinds >= 3 && password.length >= 10)) score++;
  return Math.min(score, 4) as Strength;
};
