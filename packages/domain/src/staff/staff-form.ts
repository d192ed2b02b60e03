import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, userNameSchema } from '../auth/account-forms.ts';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../shared/phone.ts';

/** A provider's staff roles: admin (everything) and standard (limited), spec 01 section 6. */
export const STAFF_ROLES = ['SPAdmin', 'SPUser'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { SPAdmin: 'Admin', SPUser: 'Standard' };

export const STAFF_STATUS = { active: 'Active', disabled: 'Disabled' } as const;

/** How long an invitation link to set the password stays valid. */
export const STAFF_INVITATION_DAYS = 7;

export const STAFF_MESSAGES = {
  roleRequired: 'Please choose the role',
  userNameTaken: 'This username is already taken. Please choose another one.',
  emailTaken: 'An account with this e-mail address already exists.',
  noPlan: 'Your site has no subscription plan yet. Please choose a plan before adding users.',
  notYourself: 'You cannot disable your own account or change your own role.',
  lastAdmin: 'Your site needs at least one active admin user.',
  alreadyActive: 'This user has already set a password.',
  invited: (email: string) =>
    `We have sent an invitation to ${email}. The link to set the password is valid for ${STAFF_INVITATION_DAYS} days.`,
  saved: 'The user has been saved.',
  enabled: 'The user has been enabled.',
  disabled: 'The user has been disabled. Their sessions have been signed out.',
} as const;

/**
 * The message when the plan's user count is reached: names the plan and the count, and says
 * what to do about it.
 */
export const userLimitMessage = (planName: string, noOfUsers: number) =>
  `Your ${planName} plan allows ${noOfUsers} active ${noOfUsers === 1 ? 'user' : 'users'}. Disable a user or upgrade your plan to add another.`;

/** Whether one more active staff member fits the plan's number of users. */
export const canActivateAnother = (activeStaff: number, noOfUsers: number) => activeStaff < noOfUsers;

/** Optional phone: empty or absent is null; otherwise 10 digits or ddd-ddd-dddd. */
const optionalPhone = z
  .preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string()
      .trim()
      .max(12, PHONE_MESSAGE)
      .refine((v) => v === '' || PHONE_PATTERN.test(v), PHONE_MESSAGE),
  )
  .transform((v) => v || null);

const role = z.enum(STAFF_ROLES, { message: STAFF_MESSAGES.roleRequired });

/** The add-user form (/admin/users); the API validates with the same schema. */
export const staffCreateSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  userName: userNameSchema,
  phoneNumber: optionalPhone,
  role,
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;
export type StaffCreate = z.output<typeof staffCreateSchema>;

/** The edit-user form: names, phone and role (user name and address are identities). */
export const staffUpdateSchema = staffCreateSchema.omit({ email: true, userName: true });
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;
export type StaffUpdate = z.output<typeof staffUpdateSchema>;
