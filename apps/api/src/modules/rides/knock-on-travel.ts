/**
 * Drive times for the knock-on (issue 22 item 4): from a moved ride's drop-off to the next pickup,
 * and from where a chauffeur is to a flagged ride's pickup. The geography adapter answers between
 * addresses (Google Maps, or the offline gazetteer); from a position only Google reads
 * coordinates, so the offline adapter's answer there is the straight line (as the tracking ETA).
 */
import type { Point } from '@ridedesk/domain/rides/knock-on';
import { straightLineMinutes } from '@ridedesk/domain/rides/tracking';
import type { GeoService } from '../geo/geo.service.ts';

/** A place as far as it is known: an address, a point, or both. */
export type Place = { address: string | null; point: Point | null };

/** Minutes to drive from one place to another leaving at `at`; null when no one can say. */
export type TravelMinutes = (from: Place, to: Place, at: Date) => Promise<number | null>;

/** Drive times from the geography adapter, else the straight line between points. */
export const geoTravelMinutes =
  (geo: Pick<GeoService, 'provider' | 'estimateRide'>): TravelMinutes =>
  async (from, to, at) => {
    const origin =
      from.address ??
      (geo.provider === 'google' && from.point ? `${from.point.latitude},${from.point.longitude}` : null);
    if (origin && to.address) {
      const estimate = await geo.estimateRide(origin, to.address, at).catch(() => null);
      if (estimate?.status === 'OK')
        return estimate.estimatedDurationInTrafficMinutes ?? estimate.estimatedDurationMinutes;
    }
    return from.point && to.point ? straightLineMinutes(from.point, to.point) : null;
  };

/** One computation's drive times, each pair of places asked once (a board asks the same drive often). */
export const rememberedTravel = (travel: TravelMinutes): TravelMinutes => {
  const known = new Map<string, Promise<number | null>>();
  return (from, to, at) => {
    const key = JSON.stringify([from, to]);
    let minutes = known.get(key);
    if (!minutes) {
      minutes = travel(from, to, at);
      known.set(key, minutes);
    }
    return minutes;
  };
};
