import '../../../test/setup-dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentStep } from './payment-step.tsx';

const BREAKDOWN = {
  costCents: 7500,
  discountCents: 750,
  taxPercentage: 10.25,
  taxCents: 692,
  tipCents: 1125,
  totalCents: 8567,
};
const GRACE = {
  firstName: 'Grace',
  lastName: 'Hopper',
  emailaddress: 'grace@example.com',
  mobilenumber: '312-555-0199',
  isGuestUser: true,
};

const renderStep = () => {
  const onPay = vi.fn();
  renderWithProviders(
    <PaymentStep traveller={GRACE} breakdown={BREAKDOWN} booking={false} onBack={() => {}} onPay={onPay} />,
  );
  return { onPay };
};

describe('the Payment step', { timeout: 30_000 }, () => {
  it('When Book is pressed without a payment type, then it says Please choose Payment type !!', async () => {
    const { onPay } = renderStep();
    expect(screen.getByText('Total $85.67')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Please choose Payment type !!')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('When Pay by cash is chosen, then it books by cash at once; no billing address is needed', async () => {
    const { onPay } = renderStep();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay by cash' }));
    expect(screen.getByText(/Pay your chauffeur in cash/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^First name/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    const [method, billing] = onPay.mock.calls[0];
    expect(method.bookingPaymentType).toBe('COD');
    expect(billing).toBeNull();
  });

  it('When a billing address is added to a cash payment, then it is filled from the traveller and kept', async () => {
    const { onPay } = renderStep();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay by cash' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add a billing address' }));
    expect((screen.getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(onPay).toHaveBeenCalledTimes(1));
    const [, billing] = onPay.mock.calls[0];
    expect(billing).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: 'grace@example.com',
      phone: '312-555-0199',
      country: 'US',
    });
  });

  it('When the billing name is removed, then it says Please enter First Name and nothing is booked', async () => {
    const { onPay } = renderStep();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay by cash' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add a billing address' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^First name/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Please enter First Name')).toBeTruthy();
    expect(onPay).not.toHaveBeenCalled();
  });
});
