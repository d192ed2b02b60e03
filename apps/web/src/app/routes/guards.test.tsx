import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/session.ts';
import { RequireLogin, RequireStaff } from './guards.tsx';

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>start page</p> },
      { path: '/admin/login', element: <p>back office sign-in</p> },
      { element: <RequireLogin />, children: [{ path: '/mybookings/viewbookings', element: <p>my bookings</p> }] },
      { element: <RequireStaff />, children: [{ path: '/admin/dashboard', element: <p>dashboard</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
};

const signIn = (clientId: 'customer-portal' | 'admin-portal') =>
  signInAs('Customer', { clientId, accessToken: 'a', refreshToken: 'r' });

describe('the login guards', () => {
  it('When nobody is signed in, then a logged-in customer route sends the visitor to the site root', async () => {
    const router = renderAt('/mybookings/viewbookings');
    expect(await screen.findByText('start page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('When a traveller is signed in, then the logged-in route opens', async () => {
    signIn('customer-portal');
    renderAt('/mybookings/viewbookings');
    expect(await screen.findByText('my bookings')).toBeTruthy();
  });

  it('When a traveller opens the back office, then the back-office sign-in is shown', async () => {
    signIn('customer-portal');
    renderAt('/admin/dashboard');
    expect(await screen.findByText('back office sign-in')).toBeTruthy();
  });

  it('When provider staff are signed in, then the back office opens', async () => {
    signIn('admin-portal');
    renderAt('/admin/dashboard');
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });
});
