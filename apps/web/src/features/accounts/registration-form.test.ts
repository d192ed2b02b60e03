import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';
import {
  CONFIRM_MISMATCH,
  emptyProviderForm,
  externalFormSchema,
  externalPayload,
  providerFormSchema,
  providerPayload,
  travellerFormSchema,
} from './registration-form.ts';

const provider = {
  ...emptyProviderForm,
  serviceProviderName: 'Grey Harbour Limousines',
  EIN: '12-3456789',
  zipcode: '60601',
  firstName: 'Grace',
  lastName: 'Harbour',
  email: 'grace@harbour.example',
  userName: 'grace.h',
  password: 'Grey-Harbour-Limousines-42',
  confirmPassword: 'Grey-Harbour-Limousines-42',
};

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('registration form rules', () => {
  it('When a provider form is complete, then it becomes the register payload with no plan yet', () => {
    expect(providerFormSchema.safeParse(provider).success).toBe(true);
    expect(providerPayload(provider)).toMatchObject({
      clientid: 'admin-portal',
      serviceProviderName: 'Grey Harbour Limousines',
      EIN: '12-3456789',
      zipcode: '60601',
      status: 'Active',
      subscriptionplanid: null,
    });
    expect(providerPayload({ ...provider, subscriptionPlanId: '2' }).subscriptionplanid).toBe(2);
    expect(providerPayload(provider).siteHost).toBeNull();
    expect(providerPayload({ ...provider, siteHost: 'grey-harbour' }).siteHost).toBe('grey-harbour');
  });

  it('When the EIN is left empty, then the provider form is still complete (the EIN is asked at the first paid plan)', () => {
    expect(providerFormSchema.safeParse({ ...provider, EIN: '' }).success).toBe(true);
  });

  it('When several provider fields are wrong, then each shows the shared schema message at once', () => {
    const found = messages(
      providerFormSchema.safeParse({
        ...provider,
        serviceProviderName: '',
        EIN: '12-34',
        zipcode: '6060',
        email: 'not-an-address',
        userName: 'ab',
        password: 'password1',
        confirmPassword: 'password2',
        siteHost: 'grey_harbour',
      }),
    );
    expect(found).toEqual({
      serviceProviderName: 'Please enter the company name',
      siteHost: 'Please use 3 to 40 lower-case letters, digits or hyphens for the site address (e.g., acme-cars)',
      EIN: 'Please enter a valid EIN (e.g., 12-3456789)',
      zipcode: 'Please enter a valid ZIP code (e.g., 60601)',
      email: 'Please enter a valid e-mail address',
      userName: 'Username must be at least 3 characters',
      password: 'This password is one of the most common passwords. Please choose a less common one.',
      confirmPassword: CONFIRM_MISMATCH,
    });
  });

  it('When a traveller gives a wrong phone, then the spec message is shown', () => {
    const traveller = {
      firstName: 'Rita',
      lastName: 'Rider',
      email: 'rita@travel.example',
      userName: 'rita',
      password: 'Lake-Shore-Drive-1957',
      confirmPassword: 'Lake-Shore-Drive-1957',
      phoneNumber: '312-555-01',
    };
    expect(messages(travellerFormSchema.safeParse(traveller))).toEqual({
      phoneNumber: 'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)',
    });
    expect(travellerFormSchema.safeParse({ ...traveller, phoneNumber: '3125550111' }).success).toBe(true);
  });

  it('When registering after an external sign-in, then the ticket rides along and a traveller needs no company', () => {
    const form = {
      clientid: 'customer-portal',
      serviceProviderName: '',
      EIN: '',
      zipcode: '',
      firstName: 'Nora',
      lastName: 'Newcomer',
      email: 'nora@example.com',
      userName: 'nora',
      phoneNumber: '312-555-0123',
      subscriptionPlanId: null,
    };
    expect(externalFormSchema.safeParse(form).success).toBe(true);
    expect(externalPayload(form, 'ticket')).toMatchObject({ token: 'ticket', serviceProviderName: null, EIN: null });
    expect(messages(externalFormSchema.safeParse({ ...form, clientid: 'admin-portal' }))).toEqual({
      serviceProviderName: 'Please enter the company name',
      zipcode: 'Please enter the ZIP code',
    });
  });

  it('When passwords get longer and more varied, then the hint grows; a refused one is too weak', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('password1')).toBe(1);
    expect(passwordStrength('grace.h', { userName: 'grace.h' })).toBe(1);
    expect(passwordStrength('quiet river')).toBe(2);
    expect(passwordStrength('quiet river bend')).toBe(4);
    expect(passwordStrength('quietriverbe')).toBe(3);
    expect(passwordStrength('Quiet-River9')).toBe(4);
  });
});
