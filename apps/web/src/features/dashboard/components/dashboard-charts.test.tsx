import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { DashboardCharts } from './dashboard-charts.tsx';

const fetchMock = stubFetchPerTest();

const zero = {
  scheduled: 0,
  confirmed: 0,
  assigned: 0,
  'en route': 0,
  arrived: 0,
  completed: 0,
  cancelled: 0,
  'no show': 0,
};
const period = { chartperiod: 'week', chartFromDate: '2026-11-16', chartToDate: '2026-11-22', unit: 'day' };

const serve = ({ oneEach = false } = {}) =>
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.includes('getbookingchartdetails'))
      return Promise.resolve(
        jsonResponse(200, {
          ...period,
          results: oneEach
            ? [{ key: '2026-11-16', ...zero, scheduled: 1, total: 1 }]
            : [
                { key: '2026-11-16', ...zero, completed: 2, cancelled: 1, total: 3 },
                { key: '2026-11-17', ...zero, scheduled: 4, total: 4 },
              ],
        }),
      );
    if (url.includes('getrevenuechartdetails'))
      return Promise.resolve(
        jsonResponse(200, {
          ...period,
          totalRevenue: 321.5,
          results: [{ key: '2026-11-16', revenue: 321.5, paid: 100 }],
        }),
      );
    if (url.includes('getspuserchartdetails'))
      return Promise.resolve(
        jsonResponse(200, {
          ...period,
          unassigned: oneEach ? 1 : 3,
          results: [{ userId: 9, name: 'Dana Brooks', assigned: 4, completed: 2 }],
        }),
      );
    return Promise.resolve(jsonResponse(200, { results: [{ name: 'Sedan', count: 5 }] }));
  });

describe('the dashboard charts', () => {
  it('When the week loads, then every chart call is made and the summaries say what they count', async () => {
    serve();
    renderWithProviders(<DashboardCharts />);
    expect(await screen.findByText('7 bookings from Nov 16 to Nov 22')).toBeTruthy();
    expect(await screen.findByText('$321.50 from rides not cancelled, by pickup day')).toBeTruthy();
    expect(await screen.findByText('3 rides not assigned yet')).toBeTruthy();
    expect(await screen.findByText('Sedan: 5')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    for (const path of [
      '/api/booking/getbookingchartdetails?chartperiod=week&chartType=pickup',
      '/api/booking/getspuserchartdetails?chartperiod=week&chartType=pickup',
      '/api/booking/getrevenuechartdetails?chartperiod=week',
      '/api/VehicleType/getbookedVehicletypechartdetails',
      '/api/vehicleType/getvehicletypeschartdetails',
      '/api/serviceType/getservicetypeschartdetails',
    ])
      expect(urls.some((u) => u.endsWith(path))).toBe(true);
  });

  it('When there is one booking and one ride not assigned, then the summaries speak of one', async () => {
    serve({ oneEach: true });
    renderWithProviders(<DashboardCharts />);
    expect(await screen.findByText('1 booking from Nov 16 to Nov 22')).toBeTruthy();
    expect(await screen.findByText('1 ride not assigned yet')).toBeTruthy();
  });

  it('When Custom is chosen, then nothing is asked until both dates are given, then the dates are sent', async () => {
    serve();
    renderWithProviders(<DashboardCharts />);
    await screen.findByText('7 bookings from Nov 16 to Nov 22');
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(await screen.findByText('Choose both dates (at most 366 days).')).toBeTruthy();
    const before = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    expect(fetchMock.mock.calls.length).toBe(before);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) =>
          String(u).includes('chartperiod=custom&chartType=pickup&chartFromDate=2026-10-01&chartToDate=2026-10-31'),
        ),
      ).toBe(true),
    );
  });
});
