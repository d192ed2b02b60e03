import { z } from 'zod';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../shared/phone.ts';
import { TIME_ZONE_ABBREVIATIONS } from '../shared/time-zones.ts';
import { siteAddressSchema } from '../site/site-address.ts';
import { PASSWORD_MAX } from './password.ts';
import { newPasswordSchema, passwordProblem } from './password-rules.ts';

/** Messages of the account forms (registration, profile, passwords, e-mail change). */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Please enter the e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  emailTooLong: 'E-mail address must be at most 254 characters',
  userNameRequired: 'Please enter the username',
  userNameTooShort: 'Username must be at least 3 characters',
  userNameTooLong: 'Username must be at most 64 characters',
  userNameCharacters: 'Username may contain only letters, digits and . _ - @ +',
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  nameTooLong: 'Maximum of 100 characters allowed',
  companyRequired: 'Please enter the company name',
  einRequired: 'Please enter the EIN',
  einInvalid: 'Please enter a valid EIN (e.g., 12-3456789)',
  zipRequired: 'Please enter the ZIP code',
  zipInvalid: 'Please enter a valid ZIP code (e.g., 60601)',
  clientInvalid: 'Please register through the admin-portal or the customer-portal',
  codeInvalid: 'Please enter the 6-digit code from the e-mail',
  timeZoneInvalid: 'Please choose a time zone from the list',
  currentPasswordRequired: 'Please enter the current password',
  resetTokenMissing: 'This password reset link is incomplete. Please ask for a new one.',
  templateInvalid: 'Unknown template type',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_NAME_PATTERN = /^[A-Za-z0-9._@+-]+$/;
const EIN_PATTERN = /^\d{2}-?\d{7}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** An e-mail address, trimmed and kept in lower case (addresses are global identities). */
export const emailSchema = z
  .string({ message: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.emailTooLong)
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

export const userNameSchema = z
  .string({ message: ACCOUNT_MESSAGES.userNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.userNameRequired)
  .min(3, ACCOUNT_MESSAGES.userNameTooShort)
  .max(64, ACCOUNT_MESSAGES.userNameTooLong)
  .regex(USER_NAME_PATTERN, ACCOUNT_MESSAGES.userNameCharacters);

const requiredText = (required: string) =>
  z.string({ message: required }).trim().min(1, required).max(100, ACCOUNT_MESSAGES.nameTooLong);

export const firstNameSchema = requiredText(ACCOUNT_MESSAGES.firstNameRequired);
export const lastNameSchema = requiredText(ACCOUNT_MESSAGES.lastNameRequired);

/** Phone: 10 digits or ddd-ddd-dddd, one message for empty and wrong (spec 01 section 5). */
export const phoneSchema = z
  .string({ message: PHONE_MESSAGE })
  .trim()
  .max(12, PHONE_MESSAGE)
  .regex(PHONE_PATTERN, PHONE_MESSAGE);

/** One of the America/ zones of the Preferred TimeZone dropdown; empty means none. */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64, ACCOUNT_MESSAGES.timeZoneInvalid)
  .refine((v) => v === '' || v in TIME_ZONE_ABBREVIATIONS, ACCOUNT_MESSAGES.timeZoneInvalid)
  .transform((v) => v || null)
  .nullable();

export const REGISTRATION_CLIENTS = ['admin-portal', 'customer-portal'] as const;

/** The company's EIN: optional at registration, asked before the first paid invoice. */
export const einSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || EIN_PATTERN.test(v), ACCOUNT_MESSAGES.einInvalid);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ACCOUNT_MESSAGES.nameTooLong)
    .nullish()
    .transform((v) => v || null);

/** Fields both registrations share (api/account/register and api/account/googleregister). */
const registrationFields = {
  email: emailSchema,
  userName: userNameSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  status: z.string().max(50).nullish(),
  serviceProviderName: optionalText(100),
  EIN: einSchema,
  zipcode: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || ZIP_PATTERN.test(v), ACCOUNT_MESSAGES.zipInvalid),
  /** A provider's site address (label or host); none: made from the company name. */
  siteHost: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .pipe(siteAddressSchema.nullable()),
  clientid: z.enum(REGISTRATION_CLIENTS, { message: ACCOUNT_MESSAGES.clientInvalid }),
  subscriptionplanid: z.coerce
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .nullish()
    .transform((v) => v || null),
};

type ProviderFields = {
  clientid: string;
  serviceProviderName: string | null;
  EIN: string | null;
  zipcode: string | null;
};

const requireProviderFields = (value: ProviderFields, ctx: z.RefinementCtx) => {
  if (value.clientid !== 'admin-portal') return;
  if (!value.serviceProviderName)
    ctx.addIssue({ code: 'custom', path: ['serviceProviderName'], message: ACCOUNT_MESSAGES.companyRequired });
  if (!value.zipcode) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: ACCOUNT_MESSAGES.zipRequired });
};

/**
 * api/account/register: a provider (clientid admin-portal: company name and ZIP code required;
 * the EIN is asked at the first paid invoice, not to start a trial) or a traveller (clientid
 * customer-portal).
 */
export const registerSchema = z
  .object({ ...registrationFields, password: newPasswordSchema })
  .superRefine((value, ctx) => {
    requireProviderFields(value, ctx);
    const problem = passwordProblem(value.password, value);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterForm = z.output<typeof registerSchema>;

/**
 * api/account/googleregister: the same without a password of our own. The registration
 * ticket answered by getgoogleauthtoken or getregistergoogleauthtoken comes in `token`
 * (or, as the spec's payload has no such field, in `password`).
 */
export const googleRegisterSchema = z
  .object({
    ...registrationFields,
    token: z.string().trim().max(200).nullish(),
    password: z.string().max(PASSWORD_MAX).nullish(),
  })
  .superRefine((value, ctx) => requireProviderFields(value, ctx));
export type GoogleRegisterInput = z.input<typeof googleRegisterSchema>;

export const verificationCodeSchema = z
  .string({ message: ACCOUNT_MESSAGES.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeInvalid);

/** My Profile as the form holds it (spec 01 section 5): every field required but the zone. */
export const profileFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phoneNumber: phoneSchema,
  preferredTimezone: timeZoneSchema.optional(),
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/**
 * api/auth/updateuser: a field left out stays as it is; a field sent is checked. The e-mail
 * changes only with the confirmation token mailed to the new address.
 */
export const updateUserSchema = z.object({
  oldemailaddress: z.string().trim().max(254).nullish(),
  newemailaddress: z
    .string()
    .trim()
    .max(254, ACCOUNT_MESSAGES.emailTooLong)
    .nullish()
    .transform((v) => v?.toLowerCase() || null)
    .refine((v) => v === null || EMAIL_PATTERN.test(v), ACCOUNT_MESSAGES.emailInvalid),
  phoneNumber: phoneSchema.optional(),
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  userName: z.string().trim().max(256).nullish(),
  preferredTimezone: timeZoneSchema.optional(),
  token: z.string().trim().max(200).nullish(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const updatePasswordSchema = z.object({
  username: z.string().trim().max(256).nullish(),
  password: z
    .string({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/** api/account/resetpassword: the mailed token comes in `token`, or in `userId` as the spec sends it. */
export const resetPasswordSchema = z
  .object({
    userId: z.union([z.string().trim().max(200), z.number()]).nullish(),
    token: z.string().trim().max(200).nullish(),
    newPassword: newPasswordSchema,
  })
  .transform((v) => ({ token: v.token || (v.userId == null ? '' : String(v.userId)), newPassword: v.newPassword }))
  .refine((v) => v.token.length > 0, { message: ACCOUNT_MESSAGES.resetTokenMissing, path: ['token'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
