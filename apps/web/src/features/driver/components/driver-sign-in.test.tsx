import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DriverSignIn } from './driver-sign-in.tsx';

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe("the chauffeur's sign-in", { timeout: 30_000 }, () => {
  it('When the username and password are given, then they are handed to the sign-in', async () => {
    const signIn = vi.fn(async () => {});
    renderWithProviders(<DriverSignIn siteName="City Limo" signIn={signIn} />);
    expect(screen.getByRole('heading', { name: 'Chauffeur sign-in' })).toBeTruthy();
    fireEvent.change(field(/^Username or email/), { target: { value: 'chauffeur' } });
    fireEvent.change(field(/^Password/), { target: { value: 'ridedesk-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ userName: 'chauffeur', password: 'ridedesk-demo' }));
  });

  it('When the server refuses the account, then its message shows and the form stays', async () => {
    const message = 'This account signs in to the provider back office.';
    const signIn = vi.fn(async () => {
      throw new ApiError({ status: 403, message });
    });
    renderWithProviders(<DriverSignIn siteName="City Limo" signIn={signIn} />);
    fireEvent.change(field(/^Username or email/), { target: { value: 'provider' } });
    fireEvent.change(field(/^Password/), { target: { value: 'ridedesk-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('When it is sent empty, then nothing is sent', async () => {
    const signIn = vi.fn(async () => {});
    renderWithProviders(<DriverSignIn siteName="City Limo" signIn={signIn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getAllByText(/Please enter/).length).toBeGreaterThan(0));
    expect(signIn).not.toHaveBeenCalled();
  });
});
