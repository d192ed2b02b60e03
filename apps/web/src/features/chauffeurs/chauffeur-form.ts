import { PHONE_MESSAGE, toE164 } from '@ridedesk/domain/rides/phone';
import { checkWorkingHours, isClockTime, type WorkingDay } from '@ridedesk/domain/rides/ride-rules';
import { z } from 'zod';
import { WEEKDAYS_FROM_MONDAY } from './chauffeur.ts';

/**
 * The invite and edit form's values and rules. The phone is read with libphonenumber-js (shared
 * rule in packages/domain/rides/phone.ts) and sent in E.164; the hours use the shared week check.
 */
export type DayHoursValue = { weekday: number; works: boolean; start: string; end: string };

export type ChauffeurFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photo: string | null;
  licenceTypeId: string;
  licenceNumber: string;
  licenceExpiry: string;
  vehicleTypeIds: string[];
  active: boolean;
  hours: DayHoursValue[];
  daysOff: string[];
};

export type ChauffeurBody = {
  firstName: string;
  lastName: string;
  email?: string;
  phone: string;
  photo: string | null;
  licenceTypeId: number;
  licenceNumber: string;
  licenceExpiry: string;
  vehicleTypeIds: number[];
  active: boolean;
  workingHours: WorkingDay[];
  daysOff: string[];
};

export const FORM_MESSAGES = {
  firstName: 'Please enter the first name',
  lastName: 'Please enter the last name',
  email: 'Please enter a valid e-mail address',
  licenceType: 'Please choose the licence type',
  licenceNumber: 'Please enter the licence number',
  licenceExpiry: 'Please enter the licence expiry date',
  vehicleTypes: 'Please choose at least one vehicle type the chauffeur may drive',
  clock: 'Write the time as HH:MM, for example 08:00',
  startBeforeEnd: 'The day must start before it ends',
  dayOffDate: 'Please enter the date as YYYY-MM-DD',
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const dayHours = z
  .object({ weekday: z.number().int().min(0).max(6), works: z.boolean(), start: z.string(), end: z.string() })
  .superRefine((day, ctx) => {
    if (!day.works) return;
    if (!isClockTime(day.start)) ctx.addIssue({ code: 'custom', path: ['start'], message: FORM_MESSAGES.clock });
    if (!isClockTime(day.end)) ctx.addIssue({ code: 'custom', path: ['end'], message: FORM_MESSAGES.clock });
    else if (isClockTime(day.start) && day.start >= day.end)
      ctx.addIssue({ code: 'custom', path: ['end'], message: FORM_MESSAGES.startBeforeEnd });
  });

const base = {
  firstName: z.string().trim().min(1, FORM_MESSAGES.firstName).max(100),
  lastName: z.string().trim().min(1, FORM_MESSAGES.lastName).max(100),
  phone: z
    .string()
    .trim()
    .refine((value) => toE164(value) !== null, PHONE_MESSAGE)
    .transform((value) => toE164(value) ?? value),
  photo: z.string().nullable(),
  licenceTypeId: z.string().regex(/^\d+$/, FORM_MESSAGES.licenceType).transform(Number),
  licenceNumber: z.string().trim().min(1, FORM_MESSAGES.licenceNumber).max(50),
  licenceExpiry: z.string().regex(isoDate, FORM_MESSAGES.licenceExpiry),
  vehicleTypeIds: z
    .array(z.string())
    .min(1, FORM_MESSAGES.vehicleTypes)
    .transform((ids) => ids.map(Number)),
  active: z.boolean(),
  hours: z.array(dayHours),
  daysOff: z.array(z.string().regex(isoDate, FORM_MESSAGES.dayOffDate)),
};

const toBody = ({ hours, ...rest }: z.output<z.ZodObject<typeof base>> & { email?: string }): ChauffeurBody => {
  const workingHours = hours.filter((d) => d.works).map(({ weekday, start, end }) => ({ weekday, start, end }));
  return { ...rest, workingHours, daysOff: [...new Set(rest.daysOff)].sort() };
};

const weekChecked = <T extends z.ZodType<{ hours: DayHoursValue[] }>>(schema: T) =>
  schema.superRefine((values, ctx) => {
    const check = checkWorkingHours(values.hours.filter((d) => d.works));
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['hours'], message: check.reason });
  });

export const chauffeurInviteSchema = weekChecked(
  z.object({ ...base, email: z.string().trim().email(FORM_MESSAGES.email).max(254) }),
).transform(toBody);

export const chauffeurEditSchema = weekChecked(z.object(base).passthrough()).transform(({ email: _e, ...v }) =>
  toBody(v as z.output<z.ZodObject<typeof base>>),
);

/** The form's values for a chauffeur (or a new one: Monday to Friday, 08:00-18:00). */
export const formValues = (c?: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photo: string | null;
  licenceTypeId: number | null;
  licenceNumber: string;
  licenceExpiry: string | null;
  vehicleTypeIds: number[];
  active: boolean;
  workingHours: WorkingDay[];
  daysOff: string[];
}): ChauffeurFormValues => ({
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  photo: c?.photo ?? null,
  licenceTypeId: c?.licenceTypeId ? String(c.licenceTypeId) : '',
  licenceNumber: c?.licenceNumber ?? '',
  licenceExpiry: c?.licenceExpiry ?? '',
  vehicleTypeIds: (c?.vehicleTypeIds ?? []).map(String),
  active: c?.active ?? true,
  hours: WEEKDAYS_FROM_MONDAY.map((weekday) => {
    const day = c ? c.workingHours.find((d) => d.weekday === weekday) : undefined;
    const works = c ? !!day : weekday >= 1 && weekday <= 5;
    return { weekday, works, start: day?.start ?? '08:00', end: day?.end ?? '18:00' };
  }),
  daysOff: c?.daysOff ?? [],
});
