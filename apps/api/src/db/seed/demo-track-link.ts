import { trackLinkPath } from '@ridedesk/domain/rides/tracking';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { issueAccessToken } from '../../modules/bookings/booking-access.service.ts';
import { bookings } from '../../modules/bookings/bookings.schema.ts';
import { sites } from '../../modules/sites/sites.schema.ts';
import type { Tx } from '../client.ts';

/** The provider whose ride the start banner links to (the demo's first site). */
const DEMO_HOST = 'citylimo.localhost';

/**
 * A tracking link for the demo's ride on the way (issue 22), printed in the start banner so a
 * newcomer sees the traveller's page at once. Tokens are stored hashed, so each start issues a
 * fresh one (valid a week, like the ones the booking hands out); null when the demo has no ride
 * on the way (a database seeded on another day, or the ride completed since).
 */
export const demoTrackLinkPath = async (tx: Tx, now: Date) => {
  const [ride] = await tx
    .select({ siteId: bookings.siteId, id: bookings.id })
    .from(bookings)
    .innerJoin(sites, eq(sites.id, bookings.siteId))
    .where(and(eq(sites.host, DEMO_HOST), inArray(bookings.bookingStatus, ['en route', 'arrived', 'on board'])))
    .orderBy(asc(bookings.pickupAt))
    .limit(1);
  if (!ride) return null;
  const token = await issueAccessToken(tx, {
    siteId: ride.siteId,
    bookingId: ride.id,
    purpose: 'track',
    expiresOn: new Date(now.getTime() + 7 * 86_400_000),
  });
  return { host: DEMO_HOST, path: trackLinkPath(token) };
};
