import { http } from '../../../lib/http.ts';
import type { Fix } from '../location/position-batcher.ts';

/** POST /api/driver/positions: a batch of 1 to 100 readings of the ride's chauffeur. */
export const sendPositions = (bookingId: number, positions: Fix[]) =>
  http.post('/api/driver/positions', { bookingId, positions }, { keepMessageFor: [409], signOutOnAuthFailure: false });
