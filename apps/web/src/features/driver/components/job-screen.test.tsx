import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import type { DriverJob } from '../driver-job.ts';
import type { QueuedChange } from '../offline/status-queue.ts';
import { JobScreen } from './job-screen.tsx';

// jsdom has no IndexedDB: the queue keeps its list in memory here, with the same read and update.
let stored: QueuedChange[] = [];
vi.mock('../offline/queue-store.ts', () => ({
  indexedDbQueueStore: () => ({
    read: async () => [...stored],
    update: async (change: (items: QueuedChange[]) => QueuedChange[]) => {
      stored = change([...stored]);
    },
  }),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  stored = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  writeSession(testSession('Chauffeur', { clientId: 'driver-portal', user: { userId: 31, firstName: 'Carlos' } }));
});
afterEach(() => vi.unstubAllGlobals());

const JOB: DriverJob = {
  bookingId: 41,
  referenceId: 'RD-7Q2K9',
  status: 'assigned',
  accepted: true,
  pickupAt: '2026-11-26T20:30:00.000Z',
  dropoffAt: '2026-11-26T21:15:00.000Z',
  pickupOffset: -360,
  pickUpLocation: "O'Hare International Airport, Chicago, IL",
  dropOffLocation: '233 S Wacker Dr, Chicago, IL',
  pickupLatitude: 41.9742,
  pickupLongitude: -87.9073,
  passengerName: 'Ana Ruiz',
  passengerPhone: '+1 312-555-0142',
  passengers: 2,
  luggage: 3,
  comments: 'Meet at door 5 with a sign',
  flight: 'UA 1234',
  vehicle: 'Sedan: 2024 Lincoln Continental (Black)',
  vehicleName: 'Sedan 3',
  nextSteps: ['en route'],
  history: [
    {
      status: 'accepted',
      fromStatus: 'assigned',
      at: '2026-11-26T15:00:00.000Z',
      recordedOn: '2026-11-26T15:00:00.000Z',
      latitude: null,
      longitude: null,
      reason: null,
    },
  ],
};

const answerJob = (job: DriverJob) =>
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === `/api/driver/jobs/${job.bookingId}` && !init?.method?.match(/POST/))
      return jsonResponse(200, { results: [job] });
    throw new Error(`unexpected ${init?.method} ${String(input)}`);
  });

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe("the chauffeur's job page", { timeout: 30_000 }, () => {
  it('When the job opens, then the places open the map app, the passenger can be called, and the ride details show', async () => {
    answerJob(JOB);
    renderWithProviders(<JobScreen bookingId={41} />);
    const map = await screen.findByRole('link', { name: "Open O'Hare International Airport, Chicago, IL in maps" });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=41.9742%2C-87.9073');
    expect(screen.getByRole('link', { name: '+1 312-555-0142' }).getAttribute('href')).toBe('tel:+13125550142');
    expect(screen.getByText('2:30 PM')).toBeTruthy();
    expect(screen.getByText('UA 1234')).toBeTruthy();
    expect(screen.getByText('Sedan 3 · Sedan: 2024 Lincoln Continental (Black)')).toBeTruthy();
    expect(screen.getByText('Meet at door 5 with a sign')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'On the way' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull();
  });

  it('When On the way is tapped without network, then it is kept with its key, the phone says so, and Arrived is next', async () => {
    answerJob(JOB);
    const served = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return served ? served(input, init) : jsonResponse(500, null);
    });
    renderWithProviders(<JobScreen bookingId={41} />);
    fireEvent.click(await screen.findByRole('button', { name: 'On the way' }));

    expect(await screen.findByText('Saved on this phone, will be sent when you are back online')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Arrived' })).toBeTruthy();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ bookingId: 41, status: 'en route' });
    const [url, init] = posts()[0];
    expect(url).toBe('/api/driver/jobs/41/status');
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toBe(stored[0].key);
    expect(JSON.parse(String(init?.body))).toMatchObject({ status: 'en route', at: stored[0].at });
  });

  it("When No-show is tapped too early, then the server's reason shows and the ride stays arrived", async () => {
    const arrived: DriverJob = { ...JOB, status: 'arrived', nextSteps: ['on board', 'no show'] };
    const reason = 'A no-show can be declared after the 15-minute wait: 9 more minutes.';
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') return jsonResponse(409, { message: reason });
      return String(input) === '/api/driver/jobs/41'
        ? jsonResponse(200, { results: [arrived] })
        : jsonResponse(404, null);
    });
    renderWithProviders(<JobScreen bookingId={41} />);
    fireEvent.click(await screen.findByRole('button', { name: 'No-show' }));

    expect(await screen.findByText(`Not saved: ${reason}`)).toBeTruthy();
    await waitFor(() => expect(stored).toEqual([]));
    expect(screen.getByRole('button', { name: 'Passenger on board' })).toBeTruthy();
  });

  it('When the ride is only offered, then Accept and Decline show, and a decline asks for the reason', async () => {
    answerJob({ ...JOB, accepted: false, nextSteps: [], history: [] });
    renderWithProviders(<JobScreen bookingId={41} />);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'On the way' })).toBeNull();
    expect(screen.getByText('No changes yet: the history starts when you accept the ride.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline ride' }));
    expect(await screen.findByText('Please say why you decline the ride.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });
});
