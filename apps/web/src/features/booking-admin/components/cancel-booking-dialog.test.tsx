import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

const booking = (paymentStatus: string) =>
  ({ id: 12, referenceId: 'RD-0012', paymentStatus, totalPrice: 113.33 }) as unknown as BookingDetail;

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/bookingpayment/paymentsByBookingId')
      ? jsonResponse(200, {
          results: [],
          summary: { paymentStatus: 'Paid', paidAmount: 113.33, refundedAmount: 0, refundableAmount: 113.33 },
        })
      : jsonResponse(200, { results: [{ name: 'CancellationFee', value: '15' }] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the provider cancel dialog', { timeout: 30_000 }, () => {
  it('When the ride is paid, then it offers the full refund, the fee kept and a part, and a part needs its amount', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <CancelBookingDialog booking={booking('Paid')} opened busy={false} onClose={() => {}} onConfirm={onConfirm} />,
    );
    expect(await screen.findByText('The traveller paid $113.33.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Full refund: $113.33' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Keep the cancellation fee ($15.00): refund $98.33' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel and refund $113.33' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Refund part of it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Please enter the amount to refund')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Amount to refund (USD)'), { target: { value: '$20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund $20.00' }));
    expect(onConfirm).toHaveBeenCalledWith({ refund: 'partial', refundAmount: 20 });
  });

  it('When the site keeps its cancellation fee, then the rest is refunded', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <CancelBookingDialog booking={booking('Paid')} opened busy={false} onClose={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Keep the cancellation fee ($15.00): refund $98.33' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund $98.33' }));
    expect(onConfirm).toHaveBeenLastCalledWith({ refund: 'fee' });
  });

  it('When nothing was paid, then no refund is offered and it says the ride reads Not charged', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <CancelBookingDialog booking={booking('Pending')} opened busy={false} onClose={() => {}} onConfirm={onConfirm} />,
    );
    expect(await screen.findByText('Nothing was charged for this booking: it will read Not charged.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith({ refund: 'none' });
  });
});
