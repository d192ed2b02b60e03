import type { UserRow } from '../users/users.service.ts';

/** What the account use cases answer: their messages, and a user's profile as the API shows it. */
export const ACCOUNT_ANSWERS = {
  userNameTaken: 'This username is already taken. Please choose another one.',
  emailTaken: 'An account with this e-mail address already exists. Please sign in or reset your password.',
  verifyFirst: 'Please verify your e-mail address first.',
  resetLinkDead: 'This password reset link has expired or was already used. Please ask for a new one.',
  emailLinkDead: 'This e-mail change link has expired or was already used. Please ask for a new one.',
  confirmEmailFirst: 'Please confirm the new e-mail address with the link we sent to it.',
  oldEmailMismatch: 'The current e-mail address does not match your account',
  sameEmail: 'The new e-mail address must be different from the current one',
  wrongCurrentPassword: 'The current password is not correct',
  currentPasswordNeeded: 'Please enter your current password',
  googlePassword: 'Accounts signed in with Google cannot change their password.',
  notYours: 'You can only change your own account',
  registered: 'Your account has been created. Please sign in.',
  resetSent:
    'If an account matches, we have sent a link to reset its password to its e-mail address. The link is valid for 30 minutes.',
  passwordReset: 'Your password has been changed. Please sign in with the new password.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
} as const;

export const profileOf = (user: UserRow) => ({
  userId: user.id,
  firstname: user.firstName,
  lastname: user.lastName,
  phone: user.phone ?? '',
  email: user.email,
  username: user.userName,
  preferredTimezone: user.preferredTimezone,
  authenticationType: user.authenticationType,
  role: user.role,
  siteId: user.siteId,
  emailVerified: user.emailVerified,
});

/** Two e-mail addresses or names compared as a person would: trimmed, any case. */
export const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
