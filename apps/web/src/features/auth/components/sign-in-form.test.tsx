import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the sign-in form’s ways on', { timeout: 30_000 }, () => {
  it.each([
    {
      portal: 'customer' as const,
      links: { 'Create an account': '/register', 'Sign in to the back office': '/admin/login' },
      hints: ['New here?', 'Run a transportation company?'],
    },
    {
      portal: 'admin' as const,
      links: { 'Register your company': '/admin/register', 'Go to the traveller sign-in': '/login' },
      hints: ['New to RideDesk?', 'Travelling with us?'],
    },
  ])('When the $portal portal signs in, then each hint leads to its link', ({ portal, links, hints }) => {
    renderWithProviders(<SignInForm portal={portal} siteId={1} siteName="RideDesk" />);
    for (const [name, href] of Object.entries(links)) expect(linkTo(name)).toBe(href);
    for (const hint of hints) expect(screen.getByText(new RegExp(hint.replace('?', '\\?')))).toBeTruthy();
  });
});
