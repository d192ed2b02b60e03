/**
 * Links that open one booking without signing in (decision 0024). A token is 256 random bits
 * (crypto.randomBytes), handed out once (the booking creation's answer, a mail) and stored only
 * as its SHA-256, so the table never holds what opens a booking. A token is looked up through
 * its site: another provider's host never finds it, and an expired token is as unknown as a
 * wrong one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_PATTERN } from '@ridedesk/domain/booking/manage-link';
import type { Tx } from '../../db/client.ts';
import * as repo from './bookings.repository.ts';

/** What a token opens: 'manage' (see and cancel the booking); 'track' is kept for following a ride. */
export type AccessPurpose = 'manage' | 'track';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Issues a token for the booking, in the caller's transaction; answers the token itself (never stored). */
export const issueAccessToken = async (
  tx: Tx,
  grant: { siteId: number; bookingId: number; purpose: AccessPurpose; expiresOn: Date },
) => {
  const token = randomBytes(32).toString('base64url');
  await repo.insertAccessToken(tx, { ...grant, tokenHash: hashOf(token) });
  return token;
};

/** The booking a live token of the purpose opens on the site, or null. */
export const bookingIdForToken = async (db: Tx, siteId: number, token: string, purpose: AccessPurpose, at: Date) => {
  if (!ACCESS_TOKEN_PATTERN.test(token)) return null;
  const row = await repo.findAccessToken(db, siteId, hashOf(token), purpose, at);
  return row?.bookingId ?? null;
};
