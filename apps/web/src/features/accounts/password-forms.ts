import { ACCOUNT_MESSAGES } from '@ridedesk/domain/auth/account-forms';
import { PASSWORD_MAX } from '@ridedesk/domain/auth/password';
import { newPasswordSchema, PASSWORD_MESSAGES, passwordProblem } from '@ridedesk/domain/auth/password-rules';
import { z } from 'zod';
import { CONFIRM_MISMATCH } from './registration-form.ts';

/** A new password and its confirmation (reset), with the shared password rules. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRM_MISMATCH });
  });
export type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

/**
 * Change password: the current one, and a new one that follows the rules, differs from the
 * current one and is not the account's username or address.
 */
export const changePasswordFormSchema = (account: { userName?: string | null; email?: string | null }) =>
  z
    .object({
      currentPassword: z
        .string()
        .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
        .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentPasswordRequired),
      password: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .superRefine((value, ctx) => {
      const problem = value.password ? passwordProblem(value.password, account) : null;
      if (problem === PASSWORD_MESSAGES.sameAsUserName)
        ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
      else if (value.password && value.password === value.currentPassword)
        ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.sameAsCurrent });
      if (value.confirmPassword !== value.password)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRM_MISMATCH });
    });
export type ChangePasswordValues = z.input<ReturnType<typeof changePasswordFormSchema>>;
