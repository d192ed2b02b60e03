import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CustomerDetailsStep } from './customer-details-step.tsx';

const CHRIS: SessionUser = {
  userId: 9,
  userName: 'customer',
  email: 'customer@ridedesk.example',
  firstName: 'Chris',
  lastName: 'Traveller',
  phone: '312-555-0111',
  role: 'Customer',
  siteId: 5,
  authenticationType: null,
  paymentStatus: null,
  preferredTimezone: null,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(201, { results: [{ id: 41, uniqueId: 'guest-41', isGuestUser: true }] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderStep = (account: SessionUser | null) => {
  const onDone = vi.fn();
  renderWithProviders(
    <CustomerDetailsStep account={account} siteId={5} initial={null} guest={null} onDone={onDone} onBack={() => {}} />,
  );
  return { onDone };
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(field(new RegExp(`^${label}`)), { target: { value } });
};

describe('the User Information step', { timeout: 30_000 }, () => {
  it('When Next is pressed with nothing filled in, then each field says it is needed', async () => {
    renderStep(null);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Please enter First Name',
      'Please enter Last Name',
      'Please enter Email',
      'Please enter Mobile Number',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the mobile is typed, then only digits and hyphens stay (12 at most), and leaving it writes ddd-ddd-dddd', () => {
    renderStep(null);
    const mobile = field(/^Mobile number/);
    expect(mobile.maxLength).toBe(12);
    fireEvent.change(mobile, { target: { value: '(312) 555.0199' } });
    expect(mobile.value).toBe('3125550199');
    fireEvent.blur(mobile);
    expect(mobile.value).toBe('312-555-0199');
  });

  it('When the email or mobile do not follow the rules, then the spec messages show', async () => {
    renderStep(null);
    fill({ 'First name': 'Grace', 'Last name': 'Hopper', Email: 'grace@example', 'Mobile number': '12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(
      screen.getByText('Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)'),
    ).toBeTruthy();
  });

  it('When a guest enters their details, then a guest user of the fleet site is created and the traveller is a guest', async () => {
    const { onDone } = renderStep(null);
    expect(screen.queryByRole('checkbox', { name: 'Same as LoggedIn User' })).toBeNull();
    fill({ 'First name': 'Grace', 'Last name': 'Hopper', Email: 'grace@example.com', 'Mobile number': '3125550199' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('/api/guestuser/create');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailaddress: 'grace@example.com',
      mobilenumber: '3125550199',
      siteId: 5,
    });
    expect(onDone.mock.calls[0][0]).toMatchObject({ firstName: 'Grace', isGuestUser: true });
    expect(onDone.mock.calls[0][1]).toEqual({ id: 41, uniqueId: 'guest-41', isGuestUser: true, siteId: 5 });
  });

  it('When a signed-in customer keeps Same as LoggedIn User, then the details are their own and no guest is made', async () => {
    const { onDone } = renderStep(CHRIS);
    const same = screen.getByRole('checkbox', { name: 'Same as LoggedIn User' }) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(field(/^First name/).value).toBe('Chris');
    expect(field(/^Email/).value).toBe('customer@ridedesk.example');
    expect(field(/^Mobile number/).value).toBe('312-555-0111');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]).toEqual([
      {
        firstName: 'Chris',
        lastName: 'Traveller',
        emailaddress: 'customer@ridedesk.example',
        mobilenumber: '312-555-0111',
        isGuestUser: false,
      },
      null,
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When Same as LoggedIn User is unticked, then the fields are cleared and the traveller books as a guest; ticking fills them again', async () => {
    const { onDone } = renderStep(CHRIS);
    const same = screen.getByRole('checkbox', { name: 'Same as LoggedIn User' });
    fireEvent.click(same);
    await waitFor(() => expect(field(/^First name/).value).toBe(''));
    expect(field(/^Last name/).value).toBe('');
    expect(field(/^Email/).value).toBe('');
    expect(field(/^Mobile number/).value).toBe('');

    fireEvent.click(same);
    await waitFor(() => expect(field(/^First name/).value).toBe('Chris'));
    fireEvent.click(same);
    await waitFor(() => expect(field(/^First name/).value).toBe(''));

    fill({ 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', 'Mobile number': '312-555-0100' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/guestuser/create');
    expect(onDone.mock.calls[0][0]).toMatchObject({ firstName: 'Ada', isGuestUser: true });
  });
});
