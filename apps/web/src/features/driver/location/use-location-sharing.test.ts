import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';
import { useLocationSharing } from './use-location-sharing.ts';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A phone's geolocation the test moves by hand. */
const fakeGeolocation = () => {
  const watchers: { success: Success; failure: Failure }[] = [];
  const geolocation = {
    watchPosition: vi.fn((success: Success, failure: Failure) => watchers.push({ success, failure }) - 1),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  const move = (metersNorth: number) =>
    act(() => {
      for (const watcher of watchers)
        watcher.success({
          timestamp: Date.now(),
          coords: {
            latitude: 41.8781 + metersNorth / 111_195,
            longitude: -87.6298,
            accuracy: 8,
            speed: 12,
            heading: 0,
          },
        } as unknown as GeolocationPosition);
    });
  const deny = () =>
    act(() => {
      for (const watcher of watchers)
        watcher.failure({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError);
    });
  return { geolocation, move, deny };
};

const fetchMock = vi.fn<typeof fetch>();
const batches = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/driver/positions')
    .map(([, init]) => JSON.parse(String(init?.body)) as { bookingId: number; positions: unknown[] });

/** Lets the batch's request and its answer run (the fake clock drives only the 10 s timer). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));

let phone: ReturnType<typeof fakeGeolocation>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse('2026-11-26T09:00:00Z'));
  phone = fakeGeolocation();
  vi.stubGlobal('navigator', { ...navigator, geolocation: phone.geolocation });
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(202, { results: [{ accepted: 1 }] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the phone's location during a ride", () => {
  it('When the ride is not under way, then the position is not watched', () => {
    const { result } = renderHook(() => useLocationSharing(41, false));
    expect(phone.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(result.current.state).toBe('off');
  });

  it('When the ride is under way, then the first reading goes at once and the next ones every 10 s or 50 m', async () => {
    const { result } = renderHook(() => useLocationSharing(41, true));
    phone.move(0);
    await settle();
    expect(batches()).toHaveLength(1);
    expect(result.current.state).toBe('on');
    expect(batches()[0]).toMatchObject({ bookingId: 41, positions: [{ accuracy: 8, speed: 12, heading: 0 }] });

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    phone.move(10);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(batches()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(batches()).toHaveLength(2);

    phone.move(80);
    await settle();
    expect(batches()).toHaveLength(3);
    expect(result.current.latest.current?.latitude).toBeCloseTo(41.8781 + 80 / 111_195, 6);
  });

  it('When the server refuses a batch (409: the ride is no longer active), then the sending stops', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Positions are accepted only while you are on a ride.' }));
    const { result } = renderHook(() => useLocationSharing(41, true));
    phone.move(0);
    await settle();
    expect(result.current.state).toBe('stopped');
    expect(phone.geolocation.clearWatch).toHaveBeenCalled();
    phone.move(200);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(batches()).toHaveLength(1);
  });

  it('When the chauffeur refuses the permission, then the state says so and nothing is sent', async () => {
    const { result } = renderHook(() => useLocationSharing(41, true));
    phone.deny();
    expect(result.current.state).toBe('denied');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(batches()).toHaveLength(0);
  });

  it('When the ride ends, then the watch is cleared', () => {
    const { rerender } = renderHook(({ active }) => useLocationSharing(41, active), { initialProps: { active: true } });
    rerender({ active: false });
    expect(phone.geolocation.clearWatch).toHaveBeenCalled();
  });
});
