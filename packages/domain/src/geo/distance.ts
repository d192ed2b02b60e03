/**
 * Offline road estimates (docs/decisions/0004-offline-geography.md): great-circle distance times
 * a road factor, and a drive time from speed bands.
 */

export type LatLng = { lat: number; lng: number };

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine formula). */
export const haversineMeters = (a: LatLng, b: LatLng): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * Roads are longer than the straight line between two points. Measured circuity of US road
 * networks averages about 1.2 in dense city grids and 1.3 or more in the countryside; 1.25 sits
 * between the two.
 */
export const ROAD_FACTOR = 1.25;

/** Estimated road distance in whole metres: great-circle distance times ROAD_FACTOR. */
export const roadDistanceMeters = (a: LatLng, b: LatLng): number => Math.round(haversineMeters(a, b) * ROAD_FACTOR);

/**
 * Average driving speed by stretch of the trip. Each stretch is driven at its own band's speed
 * (the first 10 km at 35 km/h, the next 40 km at 55 km/h, the rest at 80 km/h), so the estimate
 * grows steadily with distance and never jumps at a band edge.
 */
export const SPEED_BANDS: readonly { uptoMeters: number; kmh: number }[] = [
  { uptoMeters: 10_000, kmh: 35 },
  { uptoMeters: 50_000, kmh: 55 },
  { uptoMeters: Number.POSITIVE_INFINITY, kmh: 80 },
];

/** Estimated drive time in whole seconds for a road distance in metres, from SPEED_BANDS. */
export const drivingDurationSeconds = (distanceMeters: number): number => {
  if (!Number.isFinite(distanceMeters) || distanceMeters <= 0) return 0;
  let seconds = 0;
  let from = 0;
  for (const band of SPEED_BANDS) {
    if (distanceMeters <= from) break;
    const stretch = Math.min(distanceMeters, band.uptoMeters) - from;
    seconds += stretch / ((band.kmh * 1000) / 3600);
    from = band.uptoMeters;
  }
  return Math.round(seconds);
};

/**
 * The mean great-circle distance between every pair of points (the first 200 at most), or 0 for
 * fewer than two. The offline gazetteer uses it, over a city's ZIP centroids, as the typical
 * trip between two different addresses of that city.
 */
export const meanPairwiseMeters = (points: readonly LatLng[]): number => {
  const sample = points.slice(0, 200);
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < sample.length; i++)
    for (let j = i + 1; j < sample.length; j++) {
      total += haversineMeters(sample[i], sample[j]);
      pairs++;
    }
  return pairs === 0 ? 0 : total / pairs;
};

/** The shortest trip assumed between two different addresses that resolve to the same place. */
export const MIN_LOCAL_TRIP_METERS = 2_000;
