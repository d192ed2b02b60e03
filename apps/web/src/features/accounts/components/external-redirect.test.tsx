import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { readExternalRegistration } from '../external-registration.ts';
import { ExternalRedirect } from './external-redirect.tsx';

const fetchMock = stubFetchPerTest();
beforeEach(() => window.sessionStorage.clear());

/** Where the screen sent the browser: the path and query, shown by a stand-in page. */
const Landed = () => {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
};

const renderAt = (url: string, portal: 'customer' | 'admin' = 'customer', kind: 'signin' | 'register' = 'signin') => {
  const base = portal === 'admin' ? '/admin' : '';
  const router = createMemoryRouter(
    [
      { path: `${base}/googleredirect`, element: <ExternalRedirect portal={portal} kind="signin" /> },
      { path: `${base}/googleregisterredirect`, element: <ExternalRedirect portal={portal} kind={kind} /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
};

const answer = (result: object) => fetchMock.mockResolvedValue(jsonResponse(200, { results: [result] }));
const landed = async () => (await screen.findByTestId('landed')).textContent;

describe('the identity-provider redirect screen', { timeout: 30_000 }, () => {
  it('When user_found is false, then it says the account is not registered and asks to proceed; Continue carries the details', async () => {
    renderAt('/googleredirect?user_found=false&firstName=Nora&lastName=Newcomer&userEmail=nora%40example.com');
    expect(screen.getByRole('heading', { name: 'You are not registered yet' })).toBeTruthy();
    expect(screen.getByText('The account nora@example.com is not registered with us.')).toBeTruthy();
    expect(screen.getByText('Do you want to proceed with registration?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await landed()).toBe('/externalregister?firstName=Nora&lastName=Newcomer&email=nora%40example.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When user_found is false and Cancel is chosen, then the login page opens', async () => {
    renderAt('/admin/googleredirect?user_found=false&firstName=Olivia&lastName=Grant&userEmail=o%40x.example', 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await landed()).toBe('/admin/login');
  });

  it('When user_found is absent and the account exists, then the sign-in completes and the answered address opens', async () => {
    window.localStorage.setItem('rd.clientId', 'customer-portal');
    window.localStorage.setItem('rd.customerSiteId', '5');
    answer({ user_found: true, differentRole: false, redirectUrl: '/redirect?code=one-time', code: 'one-time' });
    renderAt('/googleredirect?code=abc&state=xyz&iss=http%3A%2F%2Fidp');
    expect(await landed()).toBe('/redirect?code=one-time');
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      '/api/account/getgoogleauthtoken?code=abc&state=xyz&iss=http%3A%2F%2Fidp&clientId=customer-portal&customerSiteId=5',
    );
    expect(fetchMock.mock.calls[0][1]?.method).toBe('POST');
  });

  it('When the account is not registered, then the ticket is kept for this tab and the question is asked', async () => {
    answer({
      user_found: false,
      firstName: 'Nora',
      lastName: 'Newcomer',
      userEmail: 'nora@example.com',
      registrationToken: 'ticket-123',
      redirectUrl: '/googleredirect?user_found=false&firstName=Nora&lastName=Newcomer&userEmail=nora%40example.com',
    });
    renderAt('/googleredirect?code=abc&state=xyz');
    expect(await screen.findByText('Do you want to proceed with registration?')).toBeTruthy();
    expect(readExternalRegistration()).toEqual({
      token: 'ticket-123',
      clientId: 'customer-portal',
      email: 'nora@example.com',
      firstName: 'Nora',
      lastName: 'Newcomer',
    });
  });

  it('When the answered address contains home, then the account has another role: the message and Close to the login page', async () => {
    window.localStorage.setItem('rd.clientId', 'admin-portal');
    answer({ user_found: true, differentRole: true, redirectUrl: '/home', message: 'x' });
    renderAt('/admin/googleredirect?code=abc&state=xyz', 'admin');
    expect(await screen.findByRole('heading', { name: 'Already registered' })).toBeTruthy();
    expect(
      screen.getByText(
        'This account is already registered with a different role. Please sign in through the matching portal.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await landed()).toBe('/admin/login');
  });

  it('When registering through the provider finds no account, then the external registration opens at once', async () => {
    answer({
      user_found: false,
      firstName: 'Fleet',
      lastName: 'Owner',
      userEmail: 'fleet@example.com',
      email: 'fleet@example.com',
      registrationToken: 'ticket-9',
    });
    renderAt('/admin/googleregisterredirect?code=abc&state=xyz', 'admin', 'register');
    expect(await landed()).toBe('/admin/externalregister?firstName=Fleet&lastName=Owner&email=fleet%40example.com');
    expect(String(fetchMock.mock.calls[0][0])).toMatch(
      /^\/api\/account\/getregistergoogleauthtoken\?code=abc&state=xyz/,
    );
    expect(readExternalRegistration()?.token).toBe('ticket-9');
  });

  it('When external sign-in is not configured, then its message is shown with the way back', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { errorId: 'e1', code: 'BUSINESS_RULE', message: 'External sign-in is not configured' }),
    );
    renderAt('/googleredirect?code=abc&state=xyz');
    expect(await screen.findByText('External sign-in is not configured')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(await landed()).toBe('/login');
  });

  it('When the provider refused or the address is incomplete, then it says so', async () => {
    renderAt('/googleredirect?error=access_denied&error_description=The%20person%20cancelled');
    expect(screen.getByText('The sign-in provider did not sign you in (The person cancelled).')).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
