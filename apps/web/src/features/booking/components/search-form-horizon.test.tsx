/**
 * The wizard's date picker and the site's booking horizon (issue 16, defect 5): the picker
 * offers dates from today to the horizon's last day, and a date typed beyond it gets the
 * API's message, 'Pickup date must be within N days from today.', before anything is searched.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';
import { getBookingSettings } from '../api/get-booking-settings.ts';
import { pathOf } from '../test/fixtures.ts';
import { renderSearchForm } from '../test/render-search-form.tsx';

beforeAll(async () => {
  await import('@ridedesk/domain/booking/search-form');
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    pathOf(input) === '/api/vehicleType/getVehicleTypeBySiteIdOrState'
      ? jsonResponse(200, { results: [{ id: 11, vehicleType: { id: 1, name: 'Sedan' } }] })
      : jsonResponse(200, { results: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = (horizonDays?: number) => ({
  ...renderSearchForm({ horizonDays }),
  date: screen.getByLabelText(/^Pickup date/) as HTMLInputElement,
});

describe('the pickup date and the booking horizon', { timeout: 30_000 }, () => {
  it('When the site takes rides 365 days ahead (the default), then the picker offers today to a year from today', () => {
    const { date } = renderForm();
    expect(date.min).toBe('2026-11-22');
    expect(date.max).toBe('2027-11-22');
  });

  it('When the site takes rides 30 days ahead, then the picker stops at day 30', () => {
    const { date } = renderForm(30);
    expect(date.max).toBe('2026-12-22');
  });

  it('When 31 December 9999 is typed, then the form says the pickup date must be within 365 days, and nothing is searched', async () => {
    const { onSearched, date } = renderForm();
    fireEvent.change(date, { target: { value: '9999-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pickup date must be within 365 days from today.')).toBeTruthy();
    expect(onSearched).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([u]) => pathOf(u) === '/api/booking/getEstimatedRideDuration')).toBe(false);
  });

  it('When day 31 of a 30-day horizon is typed, then the message names 30 days; day 30 has no date message', async () => {
    const { date } = renderForm(30);
    fireEvent.change(date, { target: { value: '2026-12-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pickup date must be within 30 days from today.')).toBeTruthy();
    fireEvent.change(date, { target: { value: '2026-12-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // 'Please choose Pickup time' is already shown from the first try: wait for the date message to go.
    await waitFor(() => expect(screen.queryByText('Pickup date must be within 30 days from today.')).toBeNull());
    expect(screen.getByText('Please choose Pickup time')).toBeTruthy();
  });
});

describe('the booking settings the wizard reads', () => {
  const answer = (value: string | null) =>
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, {
        results: [
          { name: 'PayLaterEnabled', defaultValue: 'false', value: 'true' },
          { name: 'BookingHorizonDays', defaultValue: '365', value },
        ],
      }),
    );

  it("When the site set its horizon, then the wizard uses it; an unusable value or none falls back to the default's 365", async () => {
    answer('45');
    expect(await getBookingSettings()).toEqual({ payLaterEnabled: true, bookingHorizonDays: 45 });
    answer(null);
    expect((await getBookingSettings()).bookingHorizonDays).toBe(365);
    answer('forever');
    expect((await getBookingSettings()).bookingHorizonDays).toBe(365);
  });
});
