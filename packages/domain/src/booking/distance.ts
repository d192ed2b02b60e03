import { kmToMiles } from './pricing.ts';

/**
 * Distances as a traveller reads them: one unit on every screen of a site. RideDesk sites serve
 * US states (the service locations are US states), so a site reads miles, the unit its prices
 * (per mile) and garages (allowed distance in miles) use; a site outside the US would read
 * kilometres. Rides keep their distance in kilometres (spec 03: estimateddistance (km)).
 */
export type DistanceUnit = 'mi' | 'km';

export const distanceUnitOfCountry = (countryCode = 'US'): DistanceUnit =>
  countryCode.toUpperCase() === 'US' ? 'mi' : 'km';

/** The unit of every RideDesk site today: they all serve the US. */
export const SITE_DISTANCE_UNIT: DistanceUnit = distanceUnitOfCountry('US');

/** A ride's distance (kilometres) in the site's unit, to one decimal: '6.2 mi'. */
export const distanceText = (km: number | string | null | undefined, unit: DistanceUnit = SITE_DISTANCE_UNIT) => {
  const value = Number(km);
  if (km === null || km === undefined || km === '' || !Number.isFinite(value)) return '—';
  return unit === 'mi' ? `${kmToMiles(value).toFixed(1)} mi` : `${value.toFixed(1)} km`;
};
