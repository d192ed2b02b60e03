import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeUiLanguage } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { TrackState } from '../track-state.ts';
import { TrackScreen } from './track-screen.tsx';

/** EventSource as the page uses it: named listeners, onerror, close; the test plays the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, run: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), run]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const run of this.listeners.get(type) ?? []) run({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  static last() {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no stream was opened');
    return source;
  }
}

const TOKEN = 'T'.repeat(43);
const PROVIDER = { name: 'City Limo', phone: '+13125550100', email: 'desk@citylimo.example' };

const booked: TrackState = {
  bookingId: 7,
  referenceId: 'RDTRACK1',
  status: 'assigned',
  timeline: [
    { status: 'assigned', at: '2030-03-04T20:00:00.000Z' },
    { status: 'accepted', at: '2030-03-04T20:05:00.000Z' },
  ],
  chauffeur: { firstName: 'Marco', photo: null },
  vehicle: { description: 'Black Lincoln Navigator', type: 'SUV', name: 'Navigator 1', plate: 'IL RD 2041' },
  pickup: {
    address: '233 S Wacker Dr, Chicago, IL 60606',
    latitude: 41.8786,
    longitude: -87.6362,
    at: '2030-03-05T16:00:00.000Z',
    offset: -360,
  },
  dropoff: { address: "O'Hare International Airport, Chicago, IL 60666" },
  position: null,
  etaMinutes: null,
};

const onTheWay = (over: Partial<TrackState> = {}): TrackState => ({
  ...booked,
  status: 'en route',
  timeline: [...booked.timeline, { status: 'en route', at: '2030-03-05T15:30:00.000Z' }],
  position: { latitude: 41.93, longitude: -87.63, heading: 180, at: '2030-03-05T15:31:00.000Z' },
  etaMinutes: 6,
  ...over,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  FakeEventSource.opened = [];
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = () =>
  renderWithProviders(<TrackScreen provider={PROVIDER} />, { path: `/track/${TOKEN}`, route: '/track/:token' });

describe('the traveller’s tracking page', { timeout: 30_000 }, () => {
  it('When the chauffeur is not on the way yet, then the page says when the car will appear and shows the pickup only', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [booked] }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your ride RDTRACK1' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your chauffeur is assigned');
    expect(screen.getByText(/The car appears on the map when the chauffeur is on the way/)).toBeTruthy();
    expect(screen.getByText('Marco')).toBeTruthy();
    expect(screen.getByText('Black Lincoln Navigator · SUV')).toBeTruthy();
    expect(screen.getByTestId('track-plate').textContent).toBe('Plate: IL RD 2041');
    expect(screen.getByRole('img', { name: /Map: the pickup at 233 S Wacker Dr/ })).toBeTruthy();
    expect(screen.queryByTestId('track-car')).toBeNull();
    // The day before the pickup, on the pickup's clock; the steps ahead say they have not happened.
    const timeline = screen.getByTestId('track-timeline').textContent;
    expect(timeline).toContain('Chauffeur confirmed the rideMar 4, 2:05 PM');
    expect(timeline).toContain('On the way (not yet)');
    expect(String(fetchMock.mock.calls[0][0])).toContain(`/api/track/${TOKEN}`);
    expect(FakeEventSource.last().url).toBe(`/api/track/${TOKEN}/events`);
  });

  it('When the stream sends the ride on its way and then a new position, then the car, the ETA and the status change without a fetch', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [booked] }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Your ride RDTRACK1' });
    act(() => FakeEventSource.last().emit('state', onTheWay()));
    expect(await screen.findByText('Arriving in about 6 min')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your chauffeur is on the way');
    expect(screen.getByTestId('track-stream').textContent).toBe('Live');
    const first = screen.getByTestId('track-car').getAttribute('transform');
    expect(
      screen.getByRole('img', { name: /the car is 5\.7 km from the pickup.*Arriving in about 6 min/ }),
    ).toBeTruthy();

    act(() =>
      FakeEventSource.last().emit(
        'state',
        onTheWay({
          position: { latitude: 41.8826, longitude: -87.6372, heading: 200, at: '2030-03-05T15:40:00Z' },
          etaMinutes: 2,
        }),
      ),
    );
    expect(await screen.findByText('Arriving in about 2 min')).toBeTruthy();
    expect(screen.getByTestId('track-car').getAttribute('transform')).not.toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('When the ride is completed, then it says so and shows no map and no position', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [onTheWay()] }));
    open();
    await screen.findByText('Arriving in about 6 min');
    act(() =>
      FakeEventSource.last().emit('state', { ...onTheWay(), status: 'completed', position: null, etaMinutes: null }),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ride completed'));
    expect(screen.queryByRole('img', { name: /Map/ })).toBeNull();
    expect(screen.queryByTestId('track-car')).toBeNull();
    expect(screen.queryByText(/Arriving/)).toBeNull();
  });

  it('When the stream says the link ended, then the ended page shows with the company’s contact', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [booked] }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Your ride RDTRACK1' });
    const source = FakeEventSource.last();
    act(() => source.emit('ended', { message: 'gone' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This tracking link has ended or is not valid' }),
    ).toBeTruthy();
    expect(source.closed).toBe(true);
    expect(screen.getByRole('link', { name: 'Call +13125550100' }).getAttribute('href')).toBe('tel:+13125550100');
    expect(screen.getByRole('link', { name: 'E-mail desk@citylimo.example' })).toBeTruthy();
  });

  it('When the reader’s language is Spanish, then the status, the ETA and the map’s text read in Spanish', async () => {
    await changeUiLanguage('es');
    try {
      fetchMock.mockResolvedValue(jsonResponse(200, { results: [onTheWay()] }));
      open();
      expect(await screen.findByText('Llega en unos 6 min')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Su chófer está en camino');
      expect(screen.getByRole('img', { name: /^Mapa: el coche está a 5,7 km del punto de recogida/ })).toBeTruthy();
    } finally {
      await changeUiLanguage('en');
    }
  });

  it('When the link is wrong or ended (404), then the ended page shows and no stream is opened', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'This tracking link has ended or does not exist.' }));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This tracking link has ended or is not valid' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('When the stream drops, then the state is fetched again and the stream reopens after a wait, offline too; a 404 then ends the page', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [booked] }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Your ride RDTRACK1' });
    vi.useFakeTimers();
    const first = FakeEventSource.last();
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [onTheWay()] }));
    await act(async () => first.onerror?.());
    expect(first.closed).toBe(true);
    expect(screen.getByText('Reconnecting… the page updates again in a moment.')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    expect(await screen.findByText('Arriving in about 6 min')).toBeTruthy();

    // Offline for a moment: the fetch fails, the page keeps what it had and tries the stream again.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.useFakeTimers();
    await act(async () => FakeEventSource.last().onerror?.());
    // The second drop in a row (no state came on the reopened stream) waits longer.
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.opened).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(screen.getByText('Arriving in about 6 min')).toBeTruthy();
    vi.useRealTimers();

    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'gone' }));
    await act(async () => FakeEventSource.last().onerror?.());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This tracking link has ended or is not valid' }),
    ).toBeTruthy();
  });
});
