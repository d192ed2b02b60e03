/**
 * The chauffeur form (/admin/chauffeurs, issue 21): the web validates with it and the API
 * answers with the same messages.
 */
import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, userNameSchema } from '../auth/account-forms.ts';
import { PHONE_MESSAGE, toE164 } from './phone.ts';
import { checkWorkingHours, type WorkingDay } from './ride-rules.ts';

export const CHAUFFEUR_MESSAGES = {
  notFound: 'Chauffeur not found',
  invited: (email: string) =>
    `We have sent an invitation to ${email}. The link to set the password is valid for 7 days; then they sign in at /driver.`,
  saved: 'The chauffeur has been saved.',
  licenceExpiry: 'Please enter the licence expiry as a date (YYYY-MM-DD)',
  licenceType: 'Please choose a licence type of your site',
  vehicleTypes: 'Please choose the vehicle types this chauffeur may drive',
  vehicleType: 'Please choose vehicle types your site offers',
  photo: 'The photo must be a JPEG, PNG or WebP image of at most 200 KB',
  dayOff: 'Days off are dates (YYYY-MM-DD)',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A data URL of at most 200 KB of image (about 270,000 characters of base64). */
const PHOTO_MAX_CHARS = 280_000;

const phone = z
  .string({ message: PHONE_MESSAGE })
  .trim()
  .min(1, PHONE_MESSAGE)
  .max(30, PHONE_MESSAGE)
  .transform((v, ctx) => {
    const e164 = toE164(v);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return e164;
  });

const workingDay = z.object({
  weekday: z.number().int().min(0).max(6),
  start: z.string().max(5),
  end: z.string().max(5),
});

/** The fields an administrator edits (all but the e-mail and username, fixed by the invitation). */
export const chauffeurProfileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone,
  photo: z
    .string()
    .max(PHOTO_MAX_CHARS, CHAUFFEUR_MESSAGES.photo)
    .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, CHAUFFEUR_MESSAGES.photo)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  licenceTypeId: z.number().int().positive(CHAUFFEUR_MESSAGES.licenceType).nullable().default(null),
  licenceNumber: z.string().trim().max(40, 'Please enter at most 40 characters').default(''),
  licenceExpiry: z.string().regex(isoDate, CHAUFFEUR_MESSAGES.licenceExpiry).nullable().default(null),
  vehicleTypeIds: z
    .array(z.number().int().positive(), { message: CHAUFFEUR_MESSAGES.vehicleTypes })
    .min(1, CHAUFFEUR_MESSAGES.vehicleTypes)
    .max(50),
  workingHours: z
    .array(workingDay)
    .max(7)
    .superRefine((days, ctx) => {
      const check = checkWorkingHours(days as WorkingDay[]);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.reason });
    }),
  daysOff: z.array(z.string().regex(isoDate, CHAUFFEUR_MESSAGES.dayOff)).max(366).default([]),
  active: z.boolean().default(true),
});
export type ChauffeurProfile = z.infer<typeof chauffeurProfileSchema>;

/** Inviting a chauffeur: the profile plus the e-mail the invitation goes to and the username. */
export const chauffeurInviteSchema = chauffeurProfileSchema.extend({
  email: emailSchema,
  userName: userNameSchema,
});
export type ChauffeurInvite = z.infer<typeof chauffeurInviteSchema>;
