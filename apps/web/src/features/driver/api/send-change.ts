import { isApiError } from '../../../lib/api-error.ts';
import { http } from '../../../lib/http.ts';
import { readSession } from '../../../lib/session.ts';
import { isTransientFailure, type QueuedChange, type SendOutcome } from '../offline/status-queue.ts';

const REFUSALS_TO_SHOW = [403, 404, 409, 422];

/**
 * Sends one queued change with its idempotency key: an accept to POST /api/driver/jobs/{id}/accept,
 * any other status to POST /api/driver/jobs/{id}/status with the time of the tap and the
 * position when known. The session is not ended on a 401 here: the change waits for the refresh.
 * No session, or one whose access token has run out, keeps the change waiting.
 */
export const sendChange = async (change: QueuedChange, now = Date.now()): Promise<SendOutcome> => {
  // An access token that ran out while the phone was offline is being renewed: without it the
  // call would go out as the site's and be refused. The renewed session flushes the queue again.
  const session = readSession();
  if (!session || session.expiresAt <= now) return { kind: 'waiting' };
  const options = {
    headers: { 'Idempotency-Key': change.key },
    keepMessageFor: REFUSALS_TO_SHOW,
    signOutOnAuthFailure: false,
  };
  const { bookingId, status, at, latitude, longitude, accuracy } = change;
  try {
    if (status === 'accepted') await http.post(`/api/driver/jobs/${bookingId}/accept`, {}, options);
    else
      await http.post(`/api/driver/jobs/${bookingId}/status`, { status, at, latitude, longitude, accuracy }, options);
    return { kind: 'sent' };
  } catch (error) {
    if (!isApiError(error) || isTransientFailure(error.status)) return { kind: 'waiting' };
    return { kind: 'refused', message: error.message };
  }
};
