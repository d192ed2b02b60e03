import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { boundingBox } from '../map-projection.ts';
import type { MapPoint } from './map-points.ts';

/** A style that has not drawn within this time (no network, tiles refused) gives way to the SVG. */
const LOAD_TIMEOUT_MS = 8_000;

const featureCollection = (points: MapPoint[]) => ({
  type: 'FeatureCollection' as const,
  features: points.map((p) => ({
    type: 'Feature' as const,
    id: p.id,
    properties: { kind: p.kind, label: p.label, initials: p.initials },
    geometry: { type: 'Point' as const, coordinates: [p.longitude, p.latitude] },
  })),
});

/**
 * The map with tiles (MapLibre GL, the style at MAP_STYLE_URL). Loaded only when a style URL is
 * configured, so its 200 KB never reach a page without one. Any error of the style or its tiles,
 * or no first drawing in 8 s, calls onFail: the panel then draws the SVG instead.
 */
const MapLibreView = ({ styleUrl, points, onFail }: { styleUrl: string; points: MapPoint[]; onFail: () => void }) => {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const pointsRef = useRef(points);
  pointsRef.current = points;

  useEffect(() => {
    if (!container.current) return;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      onFail();
    };
    const map = new MapLibreMap({
      container: container.current,
      style: styleUrl,
      attributionControl: { compact: true },
    });
    mapRef.current = map;
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    map.on('error', fail);
    map.on('load', () => {
      clearTimeout(timer);
      map.addSource('dispatch', { type: 'geojson', data: featureCollection(pointsRef.current) });
      map.addLayer({
        id: 'dispatch-points',
        type: 'circle',
        source: 'dispatch',
        paint: {
          'circle-radius': ['match', ['get', 'kind'], 'chauffeur', 9, 6],
          'circle-color': ['match', ['get', 'kind'], 'chauffeur', '#1864ab', '#ffffff'],
          'circle-stroke-color': ['match', ['get', 'kind'], 'chauffeur', '#ffffff', '#343a40'],
          'circle-stroke-width': 2,
        },
      });
      const box = boundingBox(pointsRef.current);
      if (box)
        map.fitBounds(
          [
            [box.minLng, box.minLat],
            [box.maxLng, box.maxLat],
          ],
          { padding: 24, animate: false },
        );
    });
    return () => {
      clearTimeout(timer);
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl, onFail]);

  // Live positions move the dots without rebuilding the map.
  useEffect(() => {
    const source = mapRef.current?.getSource('dispatch') as { setData?: (data: unknown) => void } | undefined;
    source?.setData?.(featureCollection(points));
  }, [points]);

  return <div ref={container} style={{ position: 'absolute', inset: 0 }} />;
};

export default MapLibreView;
