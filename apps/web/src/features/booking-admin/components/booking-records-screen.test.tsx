import type { BookingDetail } from '@ridedesk/domain/booking/booking-view';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBookingView } from '../../../test/booking-view.ts';
import { refusingCallsTo } from '../../../test/business-rule-refusal.ts';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { BookingRecordsScreen } from './booking-records-screen.tsx';

const BOOKING: BookingDetail = {
  ...testBookingView({
    id: 7,
    referenceId: 'RDXYZ777',
    bookingFromDate: '2030-03-02',
    pickupTime: '09:00',
    pickuptimetodisplay: '9:00 AM',
    bookingToDate: '2030-03-02',
    dropoffTime: '09:44',
    dropofftimetodisplay: '9:44 AM',
    pickupAt: '2030-03-02T15:00:00.000Z',
    dropoffAt: '2030-03-02T15:44:00.000Z',
    comments: 'Flight UA 123',
    isPublicBooking: true,
    customer: {
      userId: null,
      guestUserId: 4,
      firstName: 'Quentin',
      lastName: 'Quill',
      emailaddress: 'q@example.com',
      mobilenumber: '312-555-0100',
      isGuestUser: true,
    },
  }),
  billing: null,
};

const fetchMock = stubFetchPerTest();

const answer = (url: string) => {
  if (url.includes('getbookingbysiteid')) return jsonResponse(200, { results: [BOOKING], totalCount: 1 });
  if (url.includes('getviewBookingbybookingId')) return jsonResponse(200, { results: [BOOKING] });
  if (url.includes('getserviceproviderusersbysiteid'))
    return jsonResponse(200, {
      results: [{ id: 5, siteId: 5, userName: 'dispatcher', firstName: 'Dana', lastName: 'Brooks', role: 'SPUser' }],
    });
  if (url.includes('vehicleType/mappingBySiteId'))
    return jsonResponse(200, { results: [{ isEnabled: true, vehicleType: { id: 2, name: 'Sedan' } }] });
  return jsonResponse(404, { message: 'not mocked' });
};

const listCalls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('getbookingbysiteid'));

describe('the record view', { timeout: 30_000 }, () => {
  it('When the filters are set, then the list is asked for with the spec’s parameter names', async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url)));
    renderWithProviders(<BookingRecordsScreen />, {
      path: '/admin/booking/booking?period=upcoming&from=2030-03-01&to=2030-03-31&vehicleType=2&status=scheduled&payment=Pending&q=quill',
    });
    expect(await screen.findByText('RDXYZ777')).toBeTruthy();
    const url = new URL(listCalls()[0], 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      BookingPeriod: 'upcoming',
      BookingFromDate: '2030-03-01',
      BookingToDate: '2030-03-31',
      Vehicletype: '2',
      BookingStatus: 'scheduled',
      PaymentStatus: 'Pending',
      search: 'quill',
      page: '1',
      pageSize: '10',
    });
  });

  it('When the To date is before the From date, then the shared message shows and nothing is asked for', async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url)));
    renderWithProviders(<BookingRecordsScreen />, { path: '/admin/booking/booking?from=2030-03-10&to=2030-03-01' });
    expect(await screen.findByText('The To date cannot be before the From date')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(listCalls()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2030-03-20' } });
    await waitFor(() => expect(screen.queryByText('The To date cannot be before the From date')).toBeNull());
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0));
  });

  it('When the From and To dates are set one right after the other, then both are kept (the second does not write over the first)', async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url)));
    renderWithProviders(<BookingRecordsScreen />, { path: '/admin/booking/booking' });
    await screen.findByText('RDXYZ777');
    // In one go, before the screen renders again: as a quick hand or a browser test types.
    act(() => {
      fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2030-03-10' } });
      fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2030-03-01' } });
    });
    expect(await screen.findByText('The To date cannot be before the From date')).toBeTruthy();
    expect((screen.getByLabelText('From date') as HTMLInputElement).value).toBe('2030-03-10');
    expect((screen.getByLabelText('To date') as HTMLInputElement).value).toBe('2030-03-01');
  });

  it('When a booking opens, then only its allowed next statuses are offered; a refused change shows why', async () => {
    fetchMock.mockImplementation(
      refusingCallsTo('updatebookingstatus', { errorId: 'e2', message: 'The booking is already confirmed.' }, answer),
    );
    renderWithProviders(<BookingRecordsScreen />, { path: '/admin/booking/booking?booking=7' });
    const drawer = await screen.findByRole('dialog');
    const moves = await within(drawer).findByRole('group', { name: 'Move to' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirmed', 'Cancelled']);
    expect(within(drawer).getByText('Assign a chauffeur to move this booking to Assigned.')).toBeTruthy();
    fireEvent.click(within(moves).getByRole('button', { name: 'Mark as Confirmed' }));
    expect(await within(drawer).findByText('The booking is already confirmed.')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('updatebookingstatus'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ bookingId: 7, bookingStatus: 'confirmed' });
  });

  it('When Cancelled is chosen, then it is confirmed before anything is sent', async () => {
    fetchMock.mockImplementation(async (url) => answer(String(url)));
    renderWithProviders(<BookingRecordsScreen />, { path: '/admin/booking/booking?booking=7' });
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Mark as Cancelled' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Cancel booking RDXYZ777?' });
    expect(
      within(confirmation).getByText('Nothing was charged for this booking: it will read Not charged.'),
    ).toBeTruthy();
    const statusCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('updatebookingstatus'));
    expect(statusCalls()).toHaveLength(0);
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(statusCalls()).toHaveLength(1));
    expect(JSON.parse(String(statusCalls()[0][1]?.body))).toMatchObject({
      bookingId: 7,
      bookingStatus: 'cancelled',
      refund: 'none',
    });
  });

  it('When a booking from an airport with a flight opens, then its drawer shows the flight and that texts were agreed', async () => {
    // The fields of issue 22, as the API answers them (optional in the view until every API does).
    const fromOHare = Object.assign(structuredClone(BOOKING), {
      pickUpLocation: "Chicago O'Hare International Airport (ORD), Chicago, IL, USA",
      flightAirline: 'UA',
      flightNumber: '1234',
      smsConsent: true,
    });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('getviewBookingbybookingId')
        ? jsonResponse(200, { results: [fromOHare] })
        : answer(String(url)),
    );
    renderWithProviders(<BookingRecordsScreen />, { path: '/admin/booking/booking?booking=7' });
    const drawer = await screen.findByRole('dialog');
    const line = (label: string) => within(drawer).getByText(label).parentElement?.textContent;
    expect(await within(drawer).findByText('UA 1234')).toBeTruthy();
    expect(line('Flight')).toBe('FlightUA 1234');
    expect(line('Text messages')).toBe('Text messagesAgreed at booking');
  });

  it('When a booking has no flight and texts were not agreed, then no flight line shows and texts read Not agreed', async () => {
    const plain = Object.assign(structuredClone(BOOKING), {
      flightAirline: null,
      flightNumber: null,
      smsConsent: false,
    });
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('getviewBookingbybookingId') ? jsonResponse(200, { results: [plain] }) : answer(String(url)),
    );
    renderWithProviders(<BookingRecordsScreen />, { path: '/admin/booking/booking?booking=7' });
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Not agreed')).toBeTruthy();
    expect(within(drawer).queryByText('Flight')).toBeNull();
  });
});
