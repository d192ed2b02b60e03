import { useTranslation } from 'react-i18next';
import { SvgGrid } from '../../../components/ui/svg-grid.tsx';
import { DISPATCH_NS } from '../i18n.ts';
import { boundingBox, projection, scaleBar } from '../map-projection.ts';
import type { MapPoint } from './map-points.ts';

const WIDTH = 400;
const HEIGHT = 300;

/** The map without tiles: the day's points on a plain projection of their bounding box (none: nothing). */
export const SvgMap = ({ points }: { points: MapPoint[] }) => {
  const { t } = useTranslation(DISPATCH_NS);
  const box = boundingBox(points);
  const chauffeurs = points.filter((p) => p.kind === 'chauffeur').length;
  const label = t('mapLabel', { count: chauffeurs, pickups: points.length - chauffeurs });
  if (!box) return null;
  const proj = projection(box, WIDTH, HEIGHT);
  const bar = scaleBar(proj, WIDTH / 4);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <SvgGrid id="dispatch-grid" width={WIDTH} height={HEIGHT} cell={40} line="var(--mantine-color-gray-3)" />
      {points.map((point) => {
        const { x, y } = proj.project(point);
        return point.kind === 'pickup' ? (
          <g key={point.id} data-kind="pickup">
            <title>{point.label}</title>
            <rect
              x={x - 5}
              y={y - 5}
              width={10}
              height={10}
              fill="var(--mantine-color-white)"
              stroke="var(--mantine-color-gray-8)"
              strokeWidth={2}
            />
          </g>
        ) : (
          <g key={point.id} data-kind="chauffeur">
            <title>{point.label}</title>
            <circle cx={x} cy={y} r={13} fill="var(--mantine-color-blue-8)" stroke="white" strokeWidth={2} />
            <text x={x} y={y + 4} textAnchor="middle" fontSize="11" fontWeight="700" fill="white">
              {point.initials}
            </text>
          </g>
        );
      })}
      <g transform={`translate(12 ${HEIGHT - 16})`}>
        <line x1={0} x2={bar.pixels} y1={0} y2={0} stroke="var(--mantine-color-gray-8)" strokeWidth={2} />
        <text x={bar.pixels + 6} y={4} fontSize="11" fill="var(--mantine-color-gray-8)">
          {bar.label}
        </text>
      </g>
    </svg>
  );
};
