import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { FirstRunState } from '../first-run-types.ts';
import { FirstRunGuide } from './first-run-guide.tsx';

const STATE: FirstRunState = {
  position: 'vehicles',
  steps: [
    { step: 'area', status: 'done' },
    { step: 'vehicles', status: 'todo' },
    { step: 'payment', status: 'todo' },
    { step: 'contact', status: 'todo' },
  ],
  site: { id: 9, name: 'Acme Cars', host: 'acme.localhost', bookingState: 'notSetUp' },
  area: { states: ['IL'], airports: [] },
  vehicles: {
    vehicleTypes: [
      { id: 1, name: 'Sedan', description: '', imageFileName: 'Premium Sedan', seats: 3, isOffered: false },
      { id: 7, name: 'Sprinter Van', description: '', imageFileName: null, seats: 14, isOffered: false },
    ],
    serviceTypes: [
      { id: 11, name: 'Point to Point', description: '', basis: 'per mile', isOffered: false },
      { id: 12, name: 'Airport Transfer', description: '', basis: 'flat', isOffered: false },
    ],
    fleets: [],
  },
  payment: { cash: false, card: false },
  contact: { phone: '', email: 'owner@acme.example', address: '' },
};

const fetchMock = stubFetchPerTest();

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the first-run guide', { timeout: 20_000 }, () => {
  it('When it opens, then it is at the step the administrator left off, with the steps named by their status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [STATE] }));
    renderWithProviders(<FirstRunGuide />);
    expect(await screen.findByRole('heading', { name: 'Which vehicles do you run?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1. Your area (done)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2. Your vehicles (to do)' }).getAttribute('aria-current')).toBe('step');
  });

  it('When a vehicle type is chosen, then its starter prices are shown to edit, and without a VIN nothing is sent', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [STATE] }));
    renderWithProviders(<FirstRunGuide />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Sedan/ }));
    expect((screen.getByRole('textbox', { name: 'Point to Point: Per mile ($)' }) as HTMLInputElement).value).toBe(
      '3.5',
    );
    expect((screen.getByRole('textbox', { name: 'Airport Transfer: Price ($)' }) as HTMLInputElement).value).toBe('95');
    expect((screen.getByRole('textbox', { name: /^Seats/ }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter the VIN')).toBeTruthy();
    expect(screen.getByText('Please check the fields marked below.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('When the vehicle is complete, then the step posts it with its offered prices only', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { results: [{ position: 'payment', steps: STATE.steps, bookingState: 'open' }] })
        : jsonResponse(200, { results: [STATE] }),
    );
    renderWithProviders(<FirstRunGuide />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Sedan/ }));
    for (const [name, value] of [
      [/^VIN/, '1HGCM82633A004352'],
      [/^Make/, 'Lincoln'],
      [/^Model/, 'Continental'],
    ] as const)
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer Airport Transfer (flat rate)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0];
    expect(String(url)).toBe('/api/firstRun/vehicles');
    const body = JSON.parse(String(init?.body));
    expect(body.vehicles).toHaveLength(1);
    expect(body.vehicles[0]).toMatchObject({ vehicleTypeId: 1, vin: '1HGCM82633A004352', seater: 3 });
    expect(body.vehicles[0].prices).toEqual([
      {
        serviceTypeId: 11,
        basis: 'per mile',
        baseFare: 15,
        perMileRate: 3.5,
        perHourRate: 0,
        minimumHours: 0,
        minimumFare: 45,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'How do travellers pay?' })).toBeTruthy();
  });
});
