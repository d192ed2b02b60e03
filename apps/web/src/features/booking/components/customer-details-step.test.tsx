import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/session.ts';
import { pressAndExpectMessages } from '../../../test/form-messages.ts';
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

const DOWNTOWN = '233 S Wacker Dr, Chicago, IL 60606, USA';
const OHARE = "Chicago O'Hare International Airport (ORD), Chicago, IL, USA";

const renderStep = (account: SessionUser | null, pickUpLocation = DOWNTOWN) => {
  const onDone = vi.fn();
  renderWithProviders(
    <CustomerDetailsStep
      account={account}
      siteId={5}
      pickUpLocation={pickUpLocation}
      initial={null}
      guest={null}
      onDone={onDone}
      onBack={() => {}}
    />,
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
    await pressAndExpectMessages('Next', [
      'Please enter First Name',
      'Please enter Last Name',
      'Please enter Email',
      'Please enter Mobile Number',
    ]);
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
        smsConsent: false,
        flight: null,
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

const GRACE = {
  'First name': 'Grace',
  'Last name': 'Hopper',
  Email: 'grace@example.com',
  'Mobile number': '3125550199',
};
const airline = () => field(/^Airline/);
const flightNumber = () => field(/^Flight number/);
const leaveWith = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Gives the flight, ticks texts and goes on; resolves once the step is done. */
const flyAndAgreeToTexts = async (onDone: ReturnType<typeof vi.fn>, airlineCode: string, number: string) => {
  leaveWith(airline(), airlineCode);
  leaveWith(flightNumber(), number);
  fireEvent.click(screen.getByRole('checkbox', { name: /^Text me about this ride/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
};

describe('texts and the flight on the User Information step (issue 22)', { timeout: 30_000 }, () => {
  it('When the pickup is not an airport, then no flight is asked, texts stay unticked and the traveller has neither', async () => {
    const { onDone } = renderStep(null, DOWNTOWN);
    expect(screen.queryByRole('textbox', { name: /^Airline/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Flight number/ })).toBeNull();
    const texts = screen.getByRole('checkbox', { name: /^Text me about this ride/ }) as HTMLInputElement;
    expect(texts.checked).toBe(false);

    fill(GRACE);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0][0]).toMatchObject({ smsConsent: false, flight: null });
  });

  it('When the pickup is an airport, then airline and flight number are offered with what they are for', () => {
    renderStep(null, OHARE);
    expect(airline().value).toBe('');
    expect(flightNumber().value).toBe('');
    expect(screen.getByRole('group', { name: /Your flight/ })).toBeTruthy();
    expect(screen.getByText('We follow your flight and move the pickup if it is late.')).toBeTruthy();
  });

  it('When a flight field is left badly written, then the domain message shows; writing it right removes it', () => {
    renderStep(null, OHARE);
    leaveWith(airline(), 'U');
    expect(screen.getByText("Please enter the airline's code, like UA or BA")).toBeTruthy();
    leaveWith(flightNumber(), '12AB');
    expect(screen.getByText('Please enter the flight number, like 1234')).toBeTruthy();

    fireEvent.change(airline(), { target: { value: 'ua' } });
    expect(screen.queryByText("Please enter the airline's code, like UA or BA")).toBeNull();
    fireEvent.blur(airline());
    // The code is shown as it is kept.
    expect(airline().value).toBe('UA');
    leaveWith(flightNumber(), '1234');
    expect(screen.queryByText('Please enter the flight number, like 1234')).toBeNull();
  });

  it('When only the airline is given and the number is left empty, then both or neither is asked and Next waits', async () => {
    const { onDone } = renderStep(null, OHARE);
    leaveWith(airline(), 'BA');
    // Leaving the first field says nothing yet: the number may come next.
    expect(screen.queryByText('Please enter both the airline and the flight number, or neither')).toBeNull();
    fireEvent.blur(flightNumber());
    expect(screen.getByText('Please enter both the airline and the flight number, or neither')).toBeTruthy();
    expect(flightNumber().getAttribute('aria-invalid')).toBe('true');

    fill(GRACE);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByText(/Please enter both the airline/)).toHaveLength(1));
    expect(onDone).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When a guest gives the flight and ticks texts, then the traveller carries the normalised flight and the consent', async () => {
    const { onDone } = renderStep(null, OHARE);
    fill(GRACE);
    await flyAndAgreeToTexts(onDone, ' ba ', '0295');
    expect(onDone.mock.calls[0][0]).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailaddress: 'grace@example.com',
      mobilenumber: '3125550199',
      isGuestUser: true,
      smsConsent: true,
      flight: { airline: 'BA', flightNumber: '295' },
    });
    // The guest user is made of the person alone.
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).not.toHaveProperty('smsConsent');
  });

  it('When a signed-in customer travels as themselves from an airport, then their flight and consent go with them', async () => {
    const { onDone } = renderStep(CHRIS, OHARE);
    await flyAndAgreeToTexts(onDone, 'UA', '1234');
    expect(onDone.mock.calls[0][0]).toMatchObject({
      firstName: 'Chris',
      isGuestUser: false,
      smsConsent: true,
      flight: { airline: 'UA', flightNumber: '1234' },
    });
  });
});
