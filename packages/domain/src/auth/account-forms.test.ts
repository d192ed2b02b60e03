import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '../shared/phone.ts';
import { SITE_ADDRESS_MESSAGES } from '../site/site-address.ts';
import {
  ACCOUNT_MESSAGES,
  googleRegisterSchema,
  profileFormSchema,
  registerSchema,
  resetPasswordSchema,
  updateUserSchema,
  verificationCodeSchema,
} from './account-forms.ts';
import { PASSWORD_MESSAGES } from './password-rules.ts';

const provider = {
  email: 'Owner@Acme.example',
  password: 'a-less-common-phrase',
  userName: 'acme.owner',
  firstName: 'Ada',
  lastName: 'Lovelace',
  EIN: '12-3456789',
  status: 'Active',
  serviceProviderName: 'Acme Cars',
  zipcode: '60601',
  clientid: 'admin-portal',
  subscriptionplanid: 2,
};

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('registration form', () => {
  it('When a provider form is complete, then it parses with the address in lower case', () => {
    const form = registerSchema.parse(provider);
    expect(form.email).toBe('owner@acme.example');
    expect(form.subscriptionplanid).toBe(2);
  });

  it('When a provider leaves out the company or ZIP code, then each is asked for', () => {
    expect(messageOf(registerSchema.safeParse({ ...provider, serviceProviderName: '' }))).toBe(
      ACCOUNT_MESSAGES.companyRequired,
    );
    expect(messageOf(registerSchema.safeParse({ ...provider, zipcode: undefined }))).toBe(ACCOUNT_MESSAGES.zipRequired);
  });

  it('When a provider leaves out the EIN, then the registration parses (it is asked at the first paid invoice)', () => {
    expect(registerSchema.parse({ ...provider, EIN: '' }).EIN).toBeNull();
  });

  it('When a provider names a site address, then it parses to the host, and a malformed one is explained', () => {
    expect(registerSchema.parse({ ...provider, siteHost: 'Acme-Cars' }).siteHost).toBe('acme-cars.localhost');
    expect(registerSchema.parse({ ...provider, siteHost: '' }).siteHost).toBeNull();
    expect(messageOf(registerSchema.safeParse({ ...provider, siteHost: 'a.b' }))).toBe(SITE_ADDRESS_MESSAGES.invalid);
  });

  it('When the EIN or ZIP code is malformed, then the format is explained', () => {
    expect(messageOf(registerSchema.safeParse({ ...provider, EIN: '12-34' }))).toBe(ACCOUNT_MESSAGES.einInvalid);
    expect(messageOf(registerSchema.safeParse({ ...provider, zipcode: '6060' }))).toBe(ACCOUNT_MESSAGES.zipInvalid);
  });

  it('When a traveller registers, then company, EIN and ZIP code are not needed', () => {
    const form = registerSchema.parse({
      ...provider,
      clientid: 'customer-portal',
      EIN: null,
      zipcode: '',
      serviceProviderName: '',
    });
    expect(form.serviceProviderName).toBeNull();
  });

  it('When identity fields are wrong, then each has its message', () => {
    expect(messageOf(registerSchema.safeParse({ ...provider, email: 'not-an-address' }))).toBe(
      ACCOUNT_MESSAGES.emailInvalid,
    );
    expect(messageOf(registerSchema.safeParse({ ...provider, email: '' }))).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect(messageOf(registerSchema.safeParse({ ...provider, userName: 'ab' }))).toBe(
      ACCOUNT_MESSAGES.userNameTooShort,
    );
    expect(messageOf(registerSchema.safeParse({ ...provider, userName: 'has space' }))).toBe(
      ACCOUNT_MESSAGES.userNameCharacters,
    );
    expect(messageOf(registerSchema.safeParse({ ...provider, firstName: ' ' }))).toBe(
      ACCOUNT_MESSAGES.firstNameRequired,
    );
    expect(messageOf(registerSchema.safeParse({ ...provider, lastName: '' }))).toBe(ACCOUNT_MESSAGES.lastNameRequired);
    expect(messageOf(registerSchema.safeParse({ ...provider, clientid: 'super-admin-portal' }))).toBe(
      ACCOUNT_MESSAGES.clientInvalid,
    );
  });

  it('When the password is common, short or the username, then registration refuses it', () => {
    expect(messageOf(registerSchema.safeParse({ ...provider, password: 'password1' }))).toBe(PASSWORD_MESSAGES.common);
    expect(messageOf(registerSchema.safeParse({ ...provider, password: 'short' }))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(messageOf(registerSchema.safeParse({ ...provider, password: 'Acme.Owner' }))).toBe(
      PASSWORD_MESSAGES.sameAsUserName,
    );
  });

  it('When registering through Google, then no password and no EIN are needed', () => {
    const { password: _p, EIN: _e, ...rest } = provider;
    expect(googleRegisterSchema.safeParse({ ...rest, token: 'ticket' }).success).toBe(true);
  });
});

describe('profile and password forms', () => {
  it('When the phone is neither 10 digits nor ddd-ddd-dddd, then the spec message is shown', () => {
    const base = { firstName: 'Ada', lastName: 'L' };
    expect(profileFormSchema.safeParse({ ...base, phoneNumber: '3125550111' }).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...base, phoneNumber: '312-555-0111' }).success).toBe(true);
    for (const phone of ['', '312555011', '312.555.0111', '312-5550-111'])
      expect(messageOf(profileFormSchema.safeParse({ ...base, phoneNumber: phone }))).toBe(PHONE_MESSAGE);
  });

  it('When the time zone is not one of the list, then it is refused', () => {
    expect(messageOf(updateUserSchema.safeParse({ preferredTimezone: 'Europe/Paris' }))).toBe(
      ACCOUNT_MESSAGES.timeZoneInvalid,
    );
    expect(updateUserSchema.parse({ preferredTimezone: 'America/Chicago' }).preferredTimezone).toBe('America/Chicago');
    expect(updateUserSchema.parse({ preferredTimezone: '' }).preferredTimezone).toBeNull();
  });

  it('When a verification code is not six digits, then it is refused', () => {
    expect(verificationCodeSchema.safeParse('123456').success).toBe(true);
    expect(messageOf(verificationCodeSchema.safeParse('12345a'))).toBe(ACCOUNT_MESSAGES.codeInvalid);
  });

  it('When a reset carries its token in userId or in token, then both are read', () => {
    expect(resetPasswordSchema.parse({ userId: 'abc', newPassword: 'a-less-common-phrase' }).token).toBe('abc');
    expect(resetPasswordSchema.parse({ token: 'xyz', userId: '', newPassword: 'a-less-common-phrase' }).token).toBe(
      'xyz',
    );
    expect(messageOf(resetPasswordSchema.safeParse({ newPassword: 'a-less-common-phrase' }))).toBe(
      ACCOUNT_MESSAGES.resetTokenMissing,
    );
  });
});
