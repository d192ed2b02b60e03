import {
  type GoogleRegisterInput,
  googleRegisterSchema,
  phoneSchema,
  type RegisterInput,
  registerSchema,
} from '@ridedesk/domain/auth/account-forms';
import type { ClientId } from '@ridedesk/domain/shared/constants';
import { CLIENT_IDS } from '@ridedesk/domain/shared/constants';
import { z } from 'zod';

/** The one message of ours: the shared schemas have no "confirm the password" field. */
export const CONFIRM_MISMATCH = 'The passwords do not match';

const text = z.string();

/** Who registers and how they sign in: every registration form has these. */
const PERSON = { firstName: text, lastName: text, email: text, userName: text };
const PASSWORDS = { password: text, confirmPassword: text };
/** A provider's company (the EIN is optional until the first paid plan). */
const COMPANY = { serviceProviderName: text, EIN: text, zipcode: text };

const blank = <K extends string>(shape: Record<K, unknown>) =>
  Object.fromEntries(Object.keys(shape).map((key) => [key, ''])) as Record<K, string>;

/** The payload's part every registration sends alike: the person, active from the start. */
const personPayload = (value: Record<keyof typeof PERSON, string>) => ({
  email: value.email,
  userName: value.userName,
  firstName: value.firstName,
  lastName: value.lastName,
  status: 'Active' as const,
});

/**
 * Registration forms hold strings; their rules and messages are the API's own
 * (registerSchema, phoneSchema), run on the payload the form will send, so every field shows
 * its message at once and nothing is checked differently on the two sides.
 */
const copyIssues = (result: z.ZodSafeParseResult<unknown>, ctx: z.RefinementCtx, field?: string) => {
  for (const issue of result.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: field ? [field] : issue.path, message: issue.message });
};

const confirmMatches = (value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (value.confirmPassword !== value.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRM_MISMATCH });
};

export const providerFormSchema = z
  .object({
    ...COMPANY,
    ...PERSON,
    ...PASSWORDS,
    subscriptionPlanId: z.string().nullable(),
    siteHost: text,
  })
  .superRefine((value, ctx) => {
    copyIssues(registerSchema.safeParse(providerPayload(value)), ctx);
    confirmMatches(value, ctx);
  });
export type ProviderFormValues = z.input<typeof providerFormSchema>;

export const emptyProviderForm: ProviderFormValues = {
  ...blank({ ...COMPANY, ...PERSON, ...PASSWORDS, siteHost: text }),
  subscriptionPlanId: null,
};

/**
 * api/account/register for a provider: company, ZIP code, site address, contact, sign-in, chosen
 * plan (or none yet). The EIN is asked before the first paid plan, not here.
 */
export function providerPayload(value: ProviderFormValues): RegisterInput {
  return {
    ...personPayload(value),
    password: value.password,
    EIN: value.EIN,
    serviceProviderName: value.serviceProviderName,
    zipcode: value.zipcode,
    clientid: CLIENT_IDS.admin,
    subscriptionplanid: value.subscriptionPlanId ? Number(value.subscriptionPlanId) : null,
    siteHost: value.siteHost || null,
  };
}

export const travellerFormSchema = z
  .object({ ...PERSON, ...PASSWORDS, phoneNumber: text })
  .superRefine((value, ctx) => {
    copyIssues(registerSchema.safeParse(travellerPayload(value)), ctx);
    copyIssues(phoneSchema.safeParse(value.phoneNumber), ctx, 'phoneNumber');
    confirmMatches(value, ctx);
  });
export type TravellerFormValues = z.input<typeof travellerFormSchema>;

export const emptyTravellerForm: TravellerFormValues = blank({ ...PERSON, ...PASSWORDS, phoneNumber: text });

/** api/account/register for a traveller of this site; the phone is saved to the profile right after. */
export function travellerPayload(value: TravellerFormValues): RegisterInput {
  return {
    ...personPayload(value),
    password: value.password,
    EIN: null,
    serviceProviderName: null,
    zipcode: null,
    clientid: CLIENT_IDS.customer,
    subscriptionplanid: null,
  };
}

/**
 * Registration after an external sign-in (api/account/googleregister): the address is the one
 * the identity provider confirmed and there is no password of ours. Providers give their
 * company and ZIP code (the EIN is optional there); travellers give their phone.
 */
export const externalFormSchema = z
  .object({
    clientid: z.string(),
    ...COMPANY,
    ...PERSON,
    phoneNumber: text,
    subscriptionPlanId: z.string().nullable(),
  })
  .superRefine((value, ctx) => {
    copyIssues(googleRegisterSchema.safeParse(externalPayload(value, '')), ctx);
    if (value.clientid === CLIENT_IDS.customer)
      copyIssues(phoneSchema.safeParse(value.phoneNumber), ctx, 'phoneNumber');
  });
export type ExternalFormValues = z.input<typeof externalFormSchema>;

export const emptyExternalForm = (
  clientid: ClientId,
  details: { firstName: string; lastName: string; email: string },
): ExternalFormValues => ({
  ...blank({ ...COMPANY, ...PERSON, phoneNumber: text }),
  clientid,
  subscriptionPlanId: null,
  ...details,
});

export function externalPayload(value: ExternalFormValues, token: string): GoogleRegisterInput {
  const provider = value.clientid === CLIENT_IDS.admin;
  return {
    ...personPayload(value),
    serviceProviderName: provider ? value.serviceProviderName : null,
    EIN: provider ? value.EIN : null,
    zipcode: provider ? value.zipcode : null,
    clientid: value.clientid as GoogleRegisterInput['clientid'],
    subscriptionplanid: provider && value.subscriptionPlanId ? Number(value.subscriptionPlanId) : null,
    token,
  };
}
