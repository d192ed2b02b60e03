import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { BookingRefund } from './booking-refund.tsx';

const booking = (paymentStatus: string) =>
  ({ id: 12, referenceId: 'RD-0012', paymentStatus, totalPrice: 85.67 }) as unknown as BookingDetail;

const fetchMock = stubFetchPerTest();

const answer = (status: string) =>
  jsonResponse(200, {
    results: [
      {
        status,
        message: status === 'succeeded' ? 'The refund was successful.' : 'The refund failed.',
        error: status === 'failed' ? { text: 'The gateway refused it.' } : null,
      },
    ],
  });

describe('the Refund action of the booking drawer', { timeout: 30_000 }, () => {
  it('When the booking is not paid, then there is nothing to refund', () => {
    renderWithProviders(<BookingRefund booking={booking('Pending')} />);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('When a partial refund fails and is tried again, then the retry is a new intent; a full refund sends no amount', async () => {
    fetchMock.mockResolvedValueOnce(answer('failed')).mockResolvedValueOnce(answer('succeeded'));
    renderWithProviders(<BookingRefund booking={booking('Paid')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.change(await screen.findByLabelText('Amount to refund (USD)'), { target: { value: '$20' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Refund' }).at(-1) as HTMLElement);
    expect(await screen.findByText(/The refund failed\. The gateway refused it\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount to refund (USD)'), { target: { value: '' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Refund' }).at(-1) as HTMLElement);
    expect(await screen.findByText('The refund was successful.')).toBeTruthy();
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/bookingpayment/refund');
    expect(bodies[0]).toMatchObject({ bookingId: 12, amount: 20 });
    expect(bodies[1]).not.toHaveProperty('amount');
    expect(bodies[0].idempotencyKey).not.toBe(bodies[1].idempotencyKey);
    await waitFor(() => expect(screen.queryByLabelText('Amount to refund (USD)')).toBeNull());
  });
});
