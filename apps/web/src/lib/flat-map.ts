/*
 * What the two maps drawn without tiles share (dispatch's board, the traveller's tracking page):
 * which points can be placed at all, and the scale bar's round distance.
 */

/** Metres in one degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = 111_320;

/** A point that can be placed: both coordinates are numbers within the globe's ranges. */
export const isOnGlobe = (p: { latitude: number; longitude: number }) =>
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

/**
 * The scale bar: the longest of the round distances (metres, ascending) that fits in
 * `maxPixels`, else the shortest, with its length in pixels and its label ('500 m', '2 km').
 */
export const roundScaleBar = (metresPerPixel: number, maxPixels: number, roundMetres: readonly number[]) => {
  const metres = roundMetres.filter((m) => m / metresPerPixel <= maxPixels).at(-1) ?? roundMetres[0];
  return { metres, pixels: metres / metresPerPixel, label: metres < 1000 ? `${metres} m` : `${metres / 1000} km` };
};
