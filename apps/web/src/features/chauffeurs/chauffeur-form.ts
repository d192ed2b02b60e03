import {
  type ChauffeurInvite,
  type ChauffeurProfile,
  chauffeurInviteSchema,
  chauffeurProfileSchema,
} from '@ridedesk/domain/rides/chauffeur-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { memberLoginValues } from '../../components/forms/member-login-fields.tsx';
import { type Chauffeur, WEEKDAYS_FROM_MONDAY } from './chauffeur.ts';

/**
 * The invite and edit form's values, and its resolver: the values become the API's body and are
 * checked with the shared schemas (packages/domain/rides/chauffeur-form.ts), so the form shows the
 * very messages the API answers. The phone is read with libphonenumber-js there and sent in E.164.
 */
export type DayHoursValue = { weekday: number; works: boolean; start: string; end: string };

export type ChauffeurFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
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

export type ChauffeurBody = ChauffeurProfile & Partial<Pick<ChauffeurInvite, 'email' | 'userName'>>;

/** The body's fields the form shows under another name. */
const FORM_FIELD: Record<string, keyof ChauffeurFormValues> = { workingHours: 'hours' };

export const formFieldOf = (apiField: string): keyof ChauffeurFormValues | null => {
  const field = FORM_FIELD[apiField] ?? apiField;
  return field in FORM_FIELDS ? (field as keyof ChauffeurFormValues) : null;
};

const FORM_FIELDS: Record<keyof ChauffeurFormValues, true> = {
  firstName: true,
  lastName: true,
  email: true,
  userName: true,
  phone: true,
  photo: true,
  licenceTypeId: true,
  licenceNumber: true,
  licenceExpiry: true,
  vehicleTypeIds: true,
  active: true,
  hours: true,
  daysOff: true,
};

/** The body the API takes, from the form's values (before the shared checks). */
export const toBody = (v: ChauffeurFormValues, invite: boolean) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  ...(invite ? { email: v.email, userName: v.userName } : {}),
  phone: v.phone,
  photo: v.photo,
  licenceTypeId: v.licenceTypeId ? Number(v.licenceTypeId) : null,
  licenceNumber: v.licenceNumber,
  licenceExpiry: v.licenceExpiry || null,
  vehicleTypeIds: v.vehicleTypeIds.map(Number),
  workingHours: v.hours.filter((d) => d.works).map(({ weekday, start, end }) => ({ weekday, start, end })),
  daysOff: v.daysOff,
  active: v.active,
});

/** Checks the values with the shared schema; each message goes to its form field, the first per field. */
export const chauffeurResolver =
  (invite: boolean): Resolver<ChauffeurFormValues, unknown, ChauffeurBody> =>
  async (values) => {
    const parsed = (invite ? chauffeurInviteSchema : chauffeurProfileSchema).safeParse(toBody(values, invite));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<ChauffeurFormValues> };
  };

/** The form's values for a chauffeur (or a new one: Monday to Friday, 08:00-18:00). */
export const formValues = (c?: Chauffeur): ChauffeurFormValues => ({
  ...memberLoginValues(c),
  phone: c?.phoneDisplay ?? c?.phone ?? '',
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
