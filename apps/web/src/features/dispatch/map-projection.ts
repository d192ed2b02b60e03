import { isOnGlobe, METRES_PER_DEGREE, roundScaleBar } from '../../lib/flat-map.ts';
import type { GeoPoint } from './board-types.ts';

/**
 * The map panel's drawing without tiles: the day's points (chauffeurs' positions, pickups) on a
 * plain equirectangular projection of their bounding box, longitude shrunk by the cosine of the
 * middle latitude so a city keeps its shape. Pure, so it is tested without a browser.
 */

export type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** About 1 km: a single point or a tight cluster still gets a readable box. */
const MIN_SPAN_DEGREES = 0.01;
/** Room around the outermost points, as a share of the span. */
const PADDING = 0.12;

/** The padded bounding box of the points; null when there is none to draw. */
export const boundingBox = (points: GeoPoint[]): Box | null => {
  const valid = points.filter(isOnGlobe);
  if (valid.length === 0) return null;
  const lats = valid.map((p) => p.latitude);
  const lngs = valid.map((p) => p.longitude);
  const widen = (min: number, max: number) => {
    const span = Math.max(max - min, MIN_SPAN_DEGREES);
    const middle = (min + max) / 2;
    const half = (span / 2) * (1 + PADDING * 2);
    return [middle - half, middle + half] as const;
  };
  const [minLat, maxLat] = widen(Math.min(...lats), Math.max(...lats));
  const [minLng, maxLng] = widen(Math.min(...lngs), Math.max(...lngs));
  return { minLat, maxLat, minLng, maxLng };
};

export type Projection = {
  /** Pixel coordinates in a width x height drawing; y grows downwards (north is up). */
  project: (point: GeoPoint) => { x: number; y: number };
  scale: number;
};

/** Fits the box in the drawing, keeping its proportions, centred. */
export const projection = (box: Box, width: number, height: number): Projection => {
  const middleLat = (box.minLat + box.maxLat) / 2;
  const shrink = Math.cos((middleLat * Math.PI) / 180);
  const spanX = (box.maxLng - box.minLng) * shrink;
  const spanY = box.maxLat - box.minLat;
  const scale = Math.min(width / spanX, height / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return {
    scale,
    project: ({ latitude, longitude }) => ({
      x: offsetX + (longitude - box.minLng) * shrink * scale,
      y: offsetY + (box.maxLat - latitude) * scale,
    }),
  };
};

/** The round distances (m) the scale bar may show. */
const ROUND_METRES = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000];

/** A rough scale bar: the largest round distance (m) that fits in `maxPixels`. */
export const scaleBar = (proj: Projection, maxPixels: number) =>
  roundScaleBar(METRES_PER_DEGREE / proj.scale, maxPixels, ROUND_METRES);
