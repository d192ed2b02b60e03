import { isOnGlobe, METRES_PER_DEGREE, roundScaleBar } from '../../lib/flat-map.ts';

/**
 * The tracking map without tiles (none are reachable): the pickup and the car placed by their
 * distance in metres east and north of the middle point between them, fitted in the drawing with
 * a margin, north up. Close enough to flat over a city. Pure, so it is tested without a browser.
 */

export type LatLng = { latitude: number; longitude: number };
export type View = {
  /** Pixels in a width x height drawing; y grows downwards. */
  place: (point: LatLng) => { x: number; y: number };
  metresPerPixel: number;
};

/** The view never shows less than this across, so one point or two close ones stay readable. */
const MIN_SPAN_METRES = 800;

/** The view that shows every point `margin` pixels inside the edges; null with no point to show. */
export const fitView = (points: LatLng[], width: number, height: number, margin = 36): View | null => {
  const shown = points.filter(isOnGlobe);
  if (shown.length === 0) return null;
  const lats = shown.map((p) => p.latitude);
  const lngs = shown.map((p) => p.longitude);
  const centre = {
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
    longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
  const cos = Math.cos((centre.latitude * Math.PI) / 180);
  const east = (p: LatLng) => (p.longitude - centre.longitude) * METRES_PER_DEGREE * cos;
  const north = (p: LatLng) => (p.latitude - centre.latitude) * METRES_PER_DEGREE;
  const spanEast = Math.max(MIN_SPAN_METRES, ...shown.map((p) => Math.abs(east(p)) * 2));
  const spanNorth = Math.max(MIN_SPAN_METRES, ...shown.map((p) => Math.abs(north(p)) * 2));
  const metresPerPixel = Math.max(spanEast / (width - 2 * margin), spanNorth / (height - 2 * margin));
  return {
    metresPerPixel,
    place: (p) => ({ x: width / 2 + east(p) / metresPerPixel, y: height / 2 - north(p) / metresPerPixel }),
  };
};

const ROUND_METRES = [50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 25_000, 50_000, 100_000];

/** The scale bar: the longest round distance that fits in `maxPixels`, and its label. */
export const scaleFor = (metresPerPixel: number, maxPixels: number) =>
  roundScaleBar(metresPerPixel, maxPixels, ROUND_METRES);

/** The car's arrow turned to its heading (clockwise from north); null when the phone did not say. */
export const headingTurn = (heading: number | null) =>
  heading === null || !Number.isFinite(heading) ? null : ((heading % 360) + 360) % 360;
