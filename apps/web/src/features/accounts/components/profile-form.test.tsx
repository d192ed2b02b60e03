import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { Profile } from '../api/get-profile.ts';
import { ProfileForm } from './profile-form.tsx';

const PHONE_MESSAGE = 'Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)';

const RITA: Profile = {
  userId: 41,
  firstname: 'Rita',
  lastname: 'Rider',
  phone: '312-555-0111',
  email: 'rita@travel.example',
  username: 'rita',
  preferredTimezone: 'America/Chicago',
  authenticationType: 'local',
  role: 'Customer',
  siteId: 5,
};

// Validation runs asynchronously through the resolver; a busy machine needs more than a second.

const fetchMock = stubFetchPerTest();

const renderProfile = (profile: Profile = RITA) =>
  renderWithProviders(
    <ProfileForm
      profile={profile}
      changePasswordPath="/myaccount/changepassword"
      changeEmailPath="/myaccount/changeuseremail"
    />,
  );

const phone = () => screen.getByRole('textbox', { name: /^Phone/ }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('My Profile', { timeout: 30_000 }, () => {
  it('When letters or other signs are typed in the phone, then only digits and hyphens are taken, at most 12', () => {
    renderProfile();
    expect(phone().maxLength).toBe(12);
    // A printable key other than a digit or hyphen never reaches the field.
    expect(fireEvent.keyDown(phone(), { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(phone(), { key: '(' })).toBe(false);
    expect(fireEvent.keyDown(phone(), { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(phone(), { key: '-' })).toBe(true);
    expect(fireEvent.keyDown(phone(), { key: 'Backspace' })).toBe(true);
    // Pasted text is filtered the same way.
    fireEvent.change(phone(), { target: { value: '(773) 555.0199 ext' } });
    expect(phone().value).toBe('7735550199');
    fireEvent.change(phone(), { target: { value: '773-555-0199-99' } });
    expect(phone().value).toBe('773-555-0199');
  });

  it('When ten digits are left, then they are formatted to ddd-ddd-dddd on blur', async () => {
    renderProfile();
    fireEvent.change(phone(), { target: { value: '7735550199' } });
    fireEvent.blur(phone());
    expect(phone().value).toBe('773-555-0199');
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it('When the phone is empty or not 10 digits or ddd-ddd-dddd, then the spec message shows and Save is disabled', async () => {
    renderProfile();
    await waitFor(() => expect(save().disabled).toBe(false));
    for (const wrong of ['', '773555019', '773-5550-199', '77355501991', '773-555-01']) {
      fireEvent.change(phone(), { target: { value: wrong } });
      await waitFor(() => expect(save().disabled).toBe(true));
      expect(screen.getByText(PHONE_MESSAGE)).toBeTruthy();
      fireEvent.change(phone(), { target: { value: '773-555-0199' } });
      await waitFor(() => expect(screen.queryByText(PHONE_MESSAGE)).toBeNull());
      expect(save().disabled).toBe(false);
    }
  });

  it('When ten digits are left with hyphens in the wrong places, then blur puts them right', async () => {
    renderProfile();
    fireEvent.change(phone(), { target: { value: '773-5550-199' } });
    expect(await screen.findByText(PHONE_MESSAGE)).toBeTruthy();
    fireEvent.blur(phone());
    expect(phone().value).toBe('773-555-0199');
    await waitFor(() => expect(screen.queryByText(PHONE_MESSAGE)).toBeNull());
  });

  it('When a name is cleared, then it is asked for and Save is disabled', async () => {
    renderProfile();
    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: '' } });
    expect(await screen.findByText('Please enter the first name')).toBeTruthy();
    expect(save().disabled).toBe(true);
  });

  it('When the profile is saved, then updateuser gets the fields and a toast (no dialog to click) says Saved Changes!!', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { results: [{ ...RITA, phone: '773-555-0199', message: 'Saved Changes!!' }] }),
    );
    renderProfile();
    fireEvent.change(phone(), { target: { value: '7735550199' } });
    fireEvent.blur(phone());
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Saved Changes!!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/updateuser');
    expect(JSON.parse(String(init?.body))).toEqual({
      userName: 'rita',
      firstName: 'Rita',
      lastName: 'Rider',
      phoneNumber: '773-555-0199',
      preferredTimezone: 'America/Chicago',
    });
  });

  it('When the e-mail, username and password are shown, then they are read-only; Change goes to changepassword', () => {
    renderProfile();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Username' }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('Password').hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/myaccount/changepassword',
    );
    expect(screen.getByRole('link', { name: 'Change e-mail address' }).getAttribute('href')).toBe(
      '/myaccount/changeuseremail',
    );
  });

  it('When the account signs in with Google, then the Change button is disabled', () => {
    renderProfile({ ...RITA, authenticationType: 'google' });
    expect((screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Accounts signed in with Google cannot change their password.')).toBeTruthy();
  });

  it('When the time zone list opens, then it offers the America/ zones with their abbreviations', async () => {
    renderProfile();
    const zone = screen.getByRole('textbox', { name: 'Preferred TimeZone' }) as HTMLInputElement;
    expect(zone.value).toBe('America/Chicago (CST)');
    fireEvent.click(zone);
    expect(await screen.findByRole('option', { name: 'America/Los_Angeles (PST)' })).toBeTruthy();
    expect(screen.getAllByRole('option').every((o) => o.textContent?.startsWith('America/'))).toBe(true);
  });
});
