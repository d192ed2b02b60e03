import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { TravellerRegistration } from './traveller-registration.tsx';

const fetchMock = stubFetchPerTest();

type Answers = { userNameTaken?: boolean; codeValid?: boolean };

/** The server as the registration meets it, answering by path. */
const serve = ({ userNameTaken = false, codeValid = true }: Answers = {}) =>
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split('?')[0];
    switch (path) {
      case '/api/settings/getgoogleapisettings':
        return jsonResponse(200, { results: [{ googleSignInEnabled: false }] });
      case '/api/user/getuserbyusername':
        return jsonResponse(200, { results: [{ isTaken: userNameTaken }] });
      case '/api/user/getuserbyemailaddress':
        return jsonResponse(200, { results: [{ isTaken: false }] });
      case '/api/emailverificationcode/sendemailfornewuseremailverification':
        return jsonResponse(200, {
          results: [{ sent: true, email: 'rita@travel.example', expiresInMinutes: 15, message: 'sent' }],
        });
      case '/api/emailverificationcode/isvalidemailverificationcode':
        return jsonResponse(200, {
          results: [
            codeValid
              ? { isValid: true, message: 'Your e-mail address is verified.', triesLeft: 0 }
              : { isValid: false, message: 'The code is not correct. You have 4 tries left.', triesLeft: 4 },
          ],
        });
      case '/api/account/register':
        return jsonResponse(201, { results: [{ userId: 9, userName: 'rita', email: 'rita@travel.example' }] });
      case '/api/auth/updateuser':
        return jsonResponse(200, {
          results: [{ firstname: 'Rita', lastname: 'Rider', phone: '312-555-0111', email: 'rita@travel.example' }],
        });
      default:
        return jsonResponse(404, {});
    }
  });

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

const fillDetails = () => {
  fireEvent.change(field(/^First name/), { target: { value: 'Rita' } });
  fireEvent.change(field(/^Last name/), { target: { value: 'Rider' } });
  fireEvent.change(field(/^E-mail/), { target: { value: 'Rita@Travel.example' } });
  fireEvent.change(field(/^Phone/), { target: { value: '3125550111' } });
  fireEvent.blur(field(/^Phone/));
  fireEvent.change(field(/^Username/), { target: { value: 'rita' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Lake-Shore-Drive-1957' } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Lake-Shore-Drive-1957' } });
};

const renderRegistration = () => {
  const signIn = vi.fn(async () => '/myaccount/profile');
  const view = renderWithProviders(<TravellerRegistration siteId={5} siteName="City Limo" signIn={signIn} />, {
    path: '/register',
  });
  return { signIn, router: view.router };
};

describe('traveller registration', { timeout: 30_000 }, () => {
  it('When the details are complete, then a code is mailed, checked, and the account is created, signed in and given its phone', async () => {
    serve();
    const { signIn, router } = renderRegistration();
    fillDetails();
    expect(field(/^Phone/)).toHaveProperty('value', '312-555-0111');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/We have sent a 6-digit code to rita@travel.example/)).toBeTruthy();
    expect(calls('/api/emailverificationcode/sendemailfornewuseremailverification')[0][0]).toBe(
      '/api/emailverificationcode/sendemailfornewuseremailverification?email=rita%40travel.example&templateType=EmailVerification_Template&clientId=customer-portal',
    );
    expect(calls('/api/account/register')).toHaveLength(0);

    fireEvent.change(field(/^Verification code/), { target: { value: '424242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and create the account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/profile'));
    expect(JSON.parse(String(calls('/api/account/register')[0][1]?.body))).toMatchObject({
      email: 'Rita@Travel.example',
      userName: 'rita',
      firstName: 'Rita',
      lastName: 'Rider',
      password: 'Lake-Shore-Drive-1957',
      clientid: 'customer-portal',
      subscriptionplanid: null,
    });
    expect(signIn).toHaveBeenCalledWith({
      userName: 'rita',
      password: 'Lake-Shore-Drive-1957',
      clientId: 'customer-portal',
      customerSiteId: 5,
    });
    expect(JSON.parse(String(calls('/api/auth/updateuser')[0][1]?.body))).toEqual({
      userName: 'rita',
      phoneNumber: '312-555-0111',
    });
  });

  it('When the code is wrong, then no account is created', async () => {
    serve({ codeValid: false });
    renderRegistration();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Verification code/ }), {
      target: { value: '111111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and create the account' }));
    expect(await screen.findByText('4 tries left')).toBeTruthy();
    expect(calls('/api/account/register')).toHaveLength(0);
  });

  it('When the username is taken, then it says so when the field is left and Continue mails no code', async () => {
    serve({ userNameTaken: true });
    renderRegistration();
    fillDetails();
    fireEvent.blur(field(/^Username/));
    expect(await screen.findByText('This username is already taken. Please choose another one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls('/api/user/getuserbyusername').length).toBeGreaterThanOrEqual(2));
    expect(calls('/api/emailverificationcode/sendemailfornewuseremailverification')).toHaveLength(0);
  });

  it('When fields are missing or the passwords differ, then each says why and nothing is sent', async () => {
    serve();
    renderRegistration();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Lake-Shore-Drive-1957' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'Lake-Shore' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the first name')).toBeTruthy();
    expect(screen.getByText('Please enter the e-mail address')).toBeTruthy();
    expect(
      screen.getByText('Please enter 10 digit number or a valid formatted number (e.g., 123-456-7890)'),
    ).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(calls('/api/emailverificationcode')).toHaveLength(0);
  });
});
