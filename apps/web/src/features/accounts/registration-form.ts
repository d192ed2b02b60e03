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
    serviceProviderName: text,
    EIN: text,
    zipcode: text,
    firstName: text,
    lastName: text,
    email: text,
    userName: text,
    password: text,
    confirmPassword: text,
    subscriptionPlanId: z.string().nullable(),
    siteHost: text,
  })
  .superRefine((value, ctx) => {
    copyIssues(registerSchema.safeParse(providerPayload(value)), ctx);
    confirmMatches(value, ctx);
  });
export type ProviderFormValues = z.input<typeof providerFormSchema>;

export const emptyProviderForm: ProviderFormValues = {
  serviceProviderName: '',
  EIN: '',
  zipcode: '',
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  password: '',
  confirmPassword: '',
  subscriptionPlanId: null,
  siteHost: '',
};

/**
 * api/account/register for a provider: company, ZIP code, site address, contact, sign-in, chosen
 * plan (or none yet). The EIN is asked before the first paid plan, not here.
 */
export function providerPayload(value: ProviderFormValues): RegisterInput {
  return {
    email: value.email,
    password: value.password,
    userName: value.userName,
    firstName: value.firstName,
    lastName: value.lastName,
    EIN: value.EIN,
    status: 'Active',
    serviceProviderName: value.serviceProviderName,
    zipcode: value.zipcode,
    clientid: CLIENT_IDS.admin,
    subscriptionplanid: value.subscriptionPlanId ? Number(value.subscriptionPlanId) : null,
    siteHost: value.siteHost || null,
  };
}

export const travellerFormSchema = z
  .object({
    firstName: text,
    lastName: text,
    email: text,
    userName: text,
    password: text,
    confirmPassword: text,
    phoneNumber: text,
  })
  .superRefine((value, ctx) => {
    copyIssues(registerSchema.safeParse(travellerPayload(value)), ctx);
    copyIssues(phoneSchema.safeParse(value.phoneNumber), ctx, 'phoneNumber');
    confirmMatches(value, ctx);
  });
export type TravellerFormValues = z.input<typeof travellerFormSchema>;

export const emptyTravellerForm: TravellerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
};

/** api/account/register for a traveller of this site; the phone is saved to the profile right after. */
export function travellerPayload(value: TravellerFormValues): RegisterInput {
  return {
    email: value.email,
    password: value.password,
    userName: value.userName,
    firstName: value.firstName,
    lastName: value.lastName,
    status: 'Active',
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
    serviceProviderName: text,
    EIN: text,
    zipcode: text,
    firstName: text,
    lastName: text,
    email: text,
    userName: text,
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
  clientid,
  serviceProviderName: '',
  EIN: '',
  zipcode: '',
  phoneNumber: '',
  subscriptionPlanId: null,
  userName: '',
  ...details,
});

export function externalPayload(value: ExternalFormValues, token: string): GoogleRegisterInput {
  const provider = value.clientid === CLIENT_IDS.admin;
  return {
    email: value.email,
    userName: value.userName,
    firstName: value.firstName,
    lastName: value.lastName,
    status: 'Active',
    serviceProviderName: provider ? value.serviceProviderName : null,
    EIN: provider ? value.EIN : null,
    zipcode: provider ? value.zipcode : null,
    clientid: value.clientid as GoogleRegisterInput['clientid'],
    subscriptionplanid: provider && value.subscriptionPlanId ? Number(value.subscriptionPlanId) : null,
    token,
  };
}
