import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBookingView } from '../../../test/booking-view.ts';
import { refusingCallsTo } from '../../../test/business-rule-refusal.ts';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { MyBookingsScreen } from './my-bookings-screen.tsx';

const booking = (over: Partial<TravellerBookingView> = {}): TravellerBookingView => ({
  ...testBookingView(),
  cancellation: {
    allowed: true,
    cancelUntil: '2030-03-05T00:30:00.000Z',
    noticeHours: 24,
    rule: 'Bookings can be cancelled until 24 hours before pickup.',
    reason: null,
    cancellationFee: 0,
  },
  ...over,
});

const fetchMock = stubFetchPerTest();

const page = (results: TravellerBookingView[]) => jsonResponse(200, { results, totalCount: results.length });

describe('the traveller’s bookings', { timeout: 30_000 }, () => {
  it('When bookings load, then upcoming ones are asked for first, a cancellable one offers Cancel and a completed one Review', async () => {
    fetchMock.mockResolvedValue(
      page([
        booking(),
        booking({
          id: 2,
          referenceId: 'RDCCCCCC',
          bookingStatus: 'completed',
          period: 'past',
          cancellation: {
            ...booking().cancellation,
            allowed: false,
            reason: 'A booking that is completed can no longer be cancelled.',
          },
        }),
      ]),
    );
    renderWithProviders(<MyBookingsScreen />, { path: '/mybookings/viewbookings' });
    expect(await screen.findByText('RDAAAAAA')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0][0])).toContain('BookingPeriod=upcoming');
    expect(screen.getByRole('button', { name: 'Cancel booking RDAAAAAA' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel booking RDCCCCCC' })).toBeNull();
    const review = screen.getByRole('link', { name: 'Review this ride RDCCCCCC' });
    expect(review.getAttribute('href')).toBe('/reviews/add-review?booking=RDCCCCCC');
    expect(screen.queryByRole('link', { name: 'Review this ride RDAAAAAA' })).toBeNull();
  });

  it('When the traveller switches to Past, then the past period is asked for; an empty one says why', async () => {
    fetchMock.mockResolvedValue(page([]));
    renderWithProviders(<MyBookingsScreen />, { path: '/mybookings/viewbookings' });
    expect(await screen.findByText('You have no upcoming rides.')).toBeTruthy();
    fireEvent.click(screen.getByText('Past'));
    expect(await screen.findByText('You have no past rides yet.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('BookingPeriod=past'))).toBe(true);
  });

  it('When cancelling, then it is confirmed first; a refusal shows the rule the server gave and the dialog stays', async () => {
    fetchMock.mockImplementation(
      refusingCallsTo(
        'cancelmybooking',
        {
          errorId: 'e1',
          message:
            'Bookings can be cancelled until 24 hours before pickup. This ride is less than 24 hours away, so it can no longer be cancelled online.',
        },
        () => page([booking()]),
      ),
    );
    renderWithProviders(<MyBookingsScreen />, { path: '/mybookings/viewbookings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking RDAAAAAA' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel booking RDAAAAAA?')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('cancelmybooking'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await within(dialog).findByText(
        /This ride is less than 24 hours away, so it can no longer be cancelled online\./,
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('cancelmybooking'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ bookingId: 1 });
  });

  it('When a cancellation succeeds, then the dialog closes and the traveller is told', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('cancelmybooking'))
        return jsonResponse(200, { results: [booking({ bookingStatus: 'cancelled', period: 'past' })] });
      return page([booking()]);
    });
    renderWithProviders(<MyBookingsScreen />, { path: '/mybookings/viewbookings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking RDAAAAAA' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/Booking RDAAAAAA is cancelled\./)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cancel booking RDAAAAAA?')).toBeNull());
  });

  it('When a booking’s details open, then the ride summary and payment breakdown show, tax with its percentage', async () => {
    fetchMock.mockResolvedValue(page([booking({ gratuityPrice: 11.25, totalPrice: 93.94 })]));
    renderWithProviders(<MyBookingsScreen />, { path: '/mybookings/viewbookings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Details of booking RDAAAAAA' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Mar 5, 2030 at 6:30 PM')).toBeTruthy();
    expect(within(dialog).getByText('Tax (10.25%)')).toBeTruthy();
    expect(within(dialog).getByText('$7.69')).toBeTruthy();
    expect(within(dialog).getByText('Chauffeur Tip')).toBeTruthy();
    expect(within(dialog).getByText('$93.94')).toBeTruthy();
  });

  it('When a booking follows a flight, then its details show the flight and whether texts were agreed', async () => {
    const fromOHare = Object.assign(booking(), {
      pickUpLocation: "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
      flightAirline: 'BA',
      flightNumber: '295',
      smsConsent: false,
    });
    fetchMock.mockResolvedValue(page([fromOHare]));
    renderWithProviders(<MyBookingsScreen />, { path: '/mybookings/viewbookings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Details of booking RDAAAAAA' }));
    const dialog = await screen.findByRole('dialog');
    const line = (label: string) => within(dialog).getByText(label).parentElement?.textContent;
    expect(line('Flight')).toBe('FlightBA 295');
    expect(line('Text messages')).toBe('Text messagesNo');
  });
});
