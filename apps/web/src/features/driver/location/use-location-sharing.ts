import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { sendPositions } from '../api/send-positions.ts';
import { createPositionBatcher, type Fix, SEND_EVERY_MS } from './position-batcher.ts';

export type LocationState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable' | 'stopped';

const toFix = (position: GeolocationPosition): Fix => {
  const { latitude, longitude, accuracy, speed, heading } = position.coords;
  return {
    at: new Date(position.timestamp).toISOString(),
    latitude,
    longitude,
    ...(Number.isFinite(accuracy) ? { accuracy } : {}),
    ...(speed !== null && Number.isFinite(speed) ? { speed } : {}),
    ...(heading !== null && Number.isFinite(heading) ? { heading } : {}),
  };
};

/**
 * While `active` (On the way until the ride ends), watches the phone's position and sends it in
 * batches (position-batcher.ts: every 10 s or 50 m). A 409 from the server (the ride is no longer
 * active there) stops the sending; a refused permission only says so, the buttons keep working.
 * Answers the state for the indicator and the latest reading, which a status change carries.
 */
export const useLocationSharing = (bookingId: number, active: boolean) => {
  const [state, setState] = useState<LocationState>('off');
  const latest = useRef<Fix | null>(null);

  useEffect(() => {
    if (!active) {
      setState((previous) => (previous === 'stopped' ? previous : 'off'));
      return;
    }
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setState('unavailable');
      return;
    }
    setState('starting');
    const batcher = createPositionBatcher();
    let sending = false;
    let stopped = false;
    let watchId: number | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      stopped = true;
      if (watchId !== undefined) geolocation.clearWatch(watchId);
      clearInterval(timer);
    };

    const sendDue = async () => {
      if (sending || stopped || !batcher.due(Date.now())) return;
      sending = true;
      const batch = batcher.take();
      try {
        await sendPositions(bookingId, batch);
        batcher.sent(batch, Date.now());
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          stop();
          setState('stopped');
        } else batcher.putBack(batch);
      } finally {
        sending = false;
      }
    };

    watchId = geolocation.watchPosition(
      (position) => {
        if (stopped) return;
        const fix = toFix(position);
        latest.current = fix;
        setState('on');
        if (batcher.add(fix, Date.now())) void sendDue();
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          stop();
          setState('denied');
        } else setState((previous) => (previous === 'on' ? previous : 'unavailable'));
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    // A phone standing still fires no readings: the timer sends what waits once 10 s have passed.
    timer = setInterval(() => void sendDue(), Math.min(SEND_EVERY_MS, 2_000));
    return stop;
  }, [bookingId, active]);

  return { state, latest };
};
