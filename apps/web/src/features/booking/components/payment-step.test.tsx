import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TYPES, renderStep, serveStep, siteType } from '../payment/payment-test-kit.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  serveStep(fetchMock, DEMO_TYPES);
});
afterEach(() => vi.unstubAllGlobals());

describe('the Payment step', { timeout: 30_000 }, () => {
  it('When the step opens, then the site’s enabled types are offered with their labels', async () => {
    renderStep();
    expect(await screen.findByRole('radio', { name: 'Pay by cash' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Square' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'PayPal' })).toBeNull();
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/ServiceProviderPayment/mappingbysiteId/5');
  });

  it('When Book is pressed without a payment type, then it says Please choose Payment type !!', async () => {
    const { onPayCash, onCreate } = renderStep();
    await screen.findByRole('radio', { name: 'Pay by cash' });
    expect(screen.getByText('Total $85.67')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Please choose Payment type !!')).toBeTruthy();
    expect(onPayCash).not.toHaveBeenCalled();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('When Pay by cash is chosen, then it books by cash at once; no billing address is needed', async () => {
    const { onPayCash } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay by cash' }));
    expect(screen.getByText(/Pay your chauffeur in cash/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^First name/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(onPayCash).toHaveBeenCalledTimes(1));
    expect(onPayCash).toHaveBeenCalledWith(null, null);
  });

  it('When a live type has no credentials, then it says the payment type is not available right now', async () => {
    serveStep(fetchMock, [siteType('COD'), siteType('Square', { mode: 'live' })]);
    renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Square' }));
    expect(screen.getByText('This payment type is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
  });

  it('When a billing address is added to a cash payment, then it is filled from the traveller and kept', async () => {
    const { onPayCash } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay by cash' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add a billing address' }));
    expect((screen.getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(onPayCash).toHaveBeenCalledTimes(1));
    const [billing] = onPayCash.mock.calls[0];
    expect(billing).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: 'grace@example.com',
      phone: '312-555-0199',
      country: 'US',
    });
  });

  it('When the billing name is removed, then it says Please enter First Name and nothing is booked', async () => {
    const { onPayCash } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Pay by cash' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add a billing address' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Please enter First Name')).toBeTruthy();
    expect(onPayCash).not.toHaveBeenCalled();
  });

  it('When a card type is chosen, then the billing address is required and shown at once', async () => {
    renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    expect(screen.queryByRole('checkbox', { name: 'Add a billing address' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Last name/ }) as HTMLInputElement).value).toBe('Hopper');
    expect(screen.getByRole('button', { name: 'Pay $85.67' })).toBeTruthy();
  });

  it('When the site offers no payment type, then it says so and nothing can be booked', async () => {
    serveStep(fetchMock, []);
    const { onPayCash, onCreate } = renderStep();
    expect(await screen.findByText(/has not set up any way to pay yet/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    expect(onPayCash).not.toHaveBeenCalled();
    expect(onCreate).not.toHaveBeenCalled();
  });
});
