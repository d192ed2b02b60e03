import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SvgGrid } from '../../../components/ui/svg-grid.tsx';
import { TRACKING_NS } from '../i18n.ts';
import { fitView, headingTurn, type LatLng, scaleFor } from '../map-geometry.ts';
import type { TrackState } from '../track-state.ts';

const WIDTH = 360;
const HEIGHT = 240;

/**
 * The live map drawn without tiles: the pickup's pin, the car (an arrow turned to its heading, a
 * dot when the phone gives none), a scale bar and a north mark on a plain grid. `label` is its
 * text alternative (distance and ETA), read instead of the drawing. Nothing is drawn when there
 * is no point to place.
 */
export const TrackMap = ({ state, label }: { state: Pick<TrackState, 'pickup' | 'position'>; label: string }) => {
  const { t } = useTranslation(TRACKING_NS);
  const { pickup, position } = state;
  const pickupPoint: LatLng | null =
    pickup.latitude !== null && pickup.longitude !== null
      ? { latitude: pickup.latitude, longitude: pickup.longitude }
      : null;
  const view = fitView(
    [pickupPoint, position].filter((p): p is LatLng => p !== null),
    WIDTH,
    HEIGHT,
  );
  if (!view) return null;
  const bar = scaleFor(view.metresPerPixel, WIDTH / 4);
  const pin = pickupPoint ? view.place(pickupPoint) : null;
  const car = position ? view.place(position) : null;
  const turn = position ? headingTurn(position.heading) : null;

  return (
    <Box>
      <Box
        bd="1px solid var(--mantine-color-gray-4)"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={label}
          style={{ display: 'block', width: '100%' }}
        >
          <SvgGrid
            id="track-grid"
            width={WIDTH}
            height={HEIGHT}
            cell={30}
            line="var(--mantine-color-gray-2)"
            paper="var(--mantine-color-gray-0)"
          />
          {pin && car && (
            <line
              x1={car.x}
              y1={car.y}
              x2={pin.x}
              y2={pin.y}
              stroke="var(--mantine-color-gray-6)"
              strokeWidth={2}
              strokeDasharray="6 5"
            />
          )}
          {pin && (
            <g data-testid="track-pickup" transform={`translate(${pin.x.toFixed(1)} ${pin.y.toFixed(1)})`}>
              <path
                d="M 0 0 C -3 -8 -11 -12 -11 -21 A 11 11 0 1 1 11 -21 C 11 -12 3 -8 0 0 Z"
                fill="var(--mantine-color-red-8)"
                stroke="white"
                strokeWidth={2}
              />
              <circle cx={0} cy={-21} r={4} fill="white" />
            </g>
          )}
          {car && position && (
            <g
              data-testid="track-car"
              data-x={car.x.toFixed(1)}
              data-y={car.y.toFixed(1)}
              transform={`translate(${car.x.toFixed(1)} ${car.y.toFixed(1)})`}
            >
              <circle r={15} fill="var(--mantine-color-blue-8)" stroke="white" strokeWidth={3} />
              {turn === null ? (
                <circle r={5} fill="white" />
              ) : (
                <path d="M 0 -9 L 7 7 L 0 3 L -7 7 Z" fill="white" transform={`rotate(${turn.toFixed(0)})`} />
              )}
            </g>
          )}
          <g transform={`translate(${WIDTH - 22} 26)`}>
            <path d="M 0 -14 L 6 2 L 0 -2 L -6 2 Z" fill="var(--mantine-color-gray-8)" />
            <text y={16} textAnchor="middle" fontSize="12" fontWeight="700" fill="var(--mantine-color-gray-8)">
              {t('north')}
            </text>
          </g>
          <g transform={`translate(14 ${HEIGHT - 16})`}>
            <rect x={-6} y={-16} width={bar.pixels + 60} height={26} rx={4} fill="white" fillOpacity={0.85} />
            <path
              d={`M 0 -5 L 0 0 L ${bar.pixels.toFixed(1)} 0 L ${bar.pixels.toFixed(1)} -5`}
              fill="none"
              stroke="var(--mantine-color-gray-9)"
              strokeWidth={2}
            />
            <text x={bar.pixels + 6} y={4} fontSize="12" fill="var(--mantine-color-gray-9)">
              {bar.label}
            </text>
          </g>
        </svg>
      </Box>
      <Group gap="md" mt={6} aria-hidden>
        {pin && (
          <Group gap={6}>
            <Box w={10} h={10} bg="red.8" style={{ borderRadius: '50%' }} />
            <Text size="xs">{t('legendPickup')}</Text>
          </Group>
        )}
        {car && (
          <Group gap={6}>
            <Box w={10} h={10} bg="blue.8" style={{ borderRadius: '50%' }} />
            <Text size="xs">{t('legendCar')}</Text>
          </Group>
        )}
      </Group>
    </Box>
  );
};
