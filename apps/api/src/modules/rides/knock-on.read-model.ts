/**
 * What the knock-on reads (issue 22 item 4): where each chauffeur was last seen today, the site's
 * cars (their type and garage) and garages, and the name its texts are signed with. Read-only
 * reads of the rides, fleets, garage-locations and sites tables.
 */
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fleets } from '../fleets/fleets.schema.ts';
import { garageLocations } from '../garage-locations/garage-locations.schema.ts';
import { sites } from '../sites/sites.schema.ts';
import { ridePositions } from './rides.schema.ts';

/** Each chauffeur's latest position since `since` (the start of the board's day), whatever the ride. */
export const positionsSince = (db: Tx, siteId: number, since: Date) =>
  db
    .selectDistinctOn([ridePositions.chauffeurUserId], {
      chauffeurId: ridePositions.chauffeurUserId,
      latitude: ridePositions.latitude,
      longitude: ridePositions.longitude,
      at: ridePositions.at,
    })
    .from(ridePositions)
    .where(and(eq(ridePositions.siteId, siteId), gte(ridePositions.at, since)))
    .orderBy(ridePositions.chauffeurUserId, desc(ridePositions.at));

/** The site's cars: type, whether they take rides (enabled and published), and the garage they start from. */
export const siteCars = (db: Tx, siteId: number) =>
  db
    .select({
      fleetId: fleets.id,
      name: fleets.nickName,
      vehicleTypeId: fleets.vehicleTypeId,
      enabled: fleets.isEnabled,
      published: fleets.isPublished,
      garageLocationId: fleets.garageLocationId,
    })
    .from(fleets)
    .where(eq(fleets.siteId, siteId))
    .orderBy(asc(fleets.nickName));

/** The site's garages, first made first (where a chauffeur with nothing else known starts from). */
export const siteGarages = (db: Tx, siteId: number) =>
  db
    .select({
      id: garageLocations.id,
      address: garageLocations.garageAddress,
      latitude: garageLocations.latitude,
      longitude: garageLocations.longitude,
    })
    .from(garageLocations)
    .where(eq(garageLocations.siteId, siteId))
    .orderBy(asc(garageLocations.id));

/** The company a site's texts speak for: its name, else its title. */
export const siteNameOf = async (db: Tx, siteId: number) => {
  const [site] = await db.select({ name: sites.name, title: sites.title }).from(sites).where(eq(sites.id, siteId));
  return site ? site.name || site.title : '';
};
