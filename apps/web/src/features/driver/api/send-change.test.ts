import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { testSession } from '../../../test/session.ts';
import type { QueuedChange } from '../offline/status-queue.ts';
import { sendChange } from './send-change.ts';

const NOW = Date.parse('2026-11-26T09:00:00Z');
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = (expiresAt: number) =>
  writeSession(testSession('Chauffeur', { clientId: 'driver-portal', expiresAt }, NOW - 60_000));

const change = (status: QueuedChange['status']): QueuedChange => ({
  key: '3f1c2a9e-7b1d-4c55-9d0e-1a2b3c4d5e6f',
  bookingId: 41,
  status,
  at: '2026-11-26T08:59:30.000Z',
  latitude: 41.97,
  longitude: -87.9,
  accuracy: 12,
});

describe('sending one queued change', () => {
  it('When the change is a step, then it goes to the status route with its key, the time of the tap and the position', async () => {
    signedIn(NOW + 600_000);
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [{}] }));
    expect(await sendChange(change('arrived'), NOW)).toEqual({ kind: 'sent' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/driver/jobs/41/status');
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toBe(change('arrived').key);
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'arrived',
      at: '2026-11-26T08:59:30.000Z',
      latitude: 41.97,
      longitude: -87.9,
      accuracy: 12,
    });
  });

  it('When the change is the accept, then it goes to the accept route with its key', async () => {
    signedIn(NOW + 600_000);
    fetchMock.mockResolvedValue(jsonResponse(200, { results: [{}] }));
    await sendChange(change('accepted'), NOW);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/driver/jobs/41/accept');
  });

  it('When the access token ran out while offline, then nothing is sent and the change waits for the renewed session', async () => {
    signedIn(NOW - 1);
    expect(await sendChange(change('en route'), NOW)).toEqual({ kind: 'waiting' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("When the server refuses the step, then the outcome carries the server's message; a 403 or 503 only waits", async () => {
    signedIn(NOW + 600_000);
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'The ride is already arrived.' }));
    expect(await sendChange(change('arrived'), NOW)).toEqual({
      kind: 'refused',
      message: 'The ride is already arrived.',
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'Forbidden' }));
    expect(await sendChange(change('arrived'), NOW)).toEqual({ kind: 'waiting' });
    fetchMock.mockResolvedValueOnce(jsonResponse(503, null));
    expect(await sendChange(change('arrived'), NOW)).toEqual({ kind: 'waiting' });
  });
});
