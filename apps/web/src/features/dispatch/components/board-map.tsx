import { List, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';
import classes from './dispatch.module.css';
import { mapPoints } from './map-points.ts';
import { SvgMap } from './svg-map.tsx';

const MapLibreView = lazy(() => import('./maplibre-map.tsx'));

/**
 * The small map of the day: chauffeurs on the road (their last position) and the rides' pickups.
 * With a style URL the tiles are drawn by MapLibre (loaded on demand); without one, or when the
 * tiles do not load, the points are drawn on a plain SVG, so the panel is never blank. The same
 * points are listed in words below it.
 */
export const BoardMap = ({ board }: { board: Board }) => {
  const { t } = useTranslation(DISPATCH_NS);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onFail = useCallback(() => setTilesFailed(true), []);
  const points = useMemo(
    () =>
      mapPoints(board, {
        chauffeur: (name, at) => t('mapChauffeur', { name, time: clockText(at, board.offsetMinutes) }),
        pickup: (reference) => t('mapPickup', { reference }),
      }),
    [board, t],
  );
  const chauffeurs = points.filter((p) => p.kind === 'chauffeur');
  const useTiles = !!board.mapStyleUrl && !tilesFailed;
  return (
    <section aria-labelledby="dispatch-map">
      <Title order={2} fz="md" mb="xs" id="dispatch-map">
        {t('map')}
      </Title>
      <Stack gap={6}>
        <div className={classes.mapFrame} data-testid="dispatch-map" data-drawn={useTiles ? 'tiles' : 'svg'}>
          {points.length === 0 ? (
            <Text size="sm" c="dimmed" p="md">
              {t('mapEmpty')}
            </Text>
          ) : useTiles && board.mapStyleUrl ? (
            <Suspense fallback={<SvgMap points={points} />}>
              <MapLibreView styleUrl={board.mapStyleUrl} points={points} onFail={onFail} />
            </Suspense>
          ) : (
            <SvgMap points={points} />
          )}
        </div>
        {!useTiles && points.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('mapOffline')} ■ {t('mapKeyPickup')} · ● {t('mapKeyChauffeur')}
          </Text>
        )}
        {chauffeurs.length > 0 && (
          <List size="xs" spacing={2} aria-label={t('mapKeyChauffeur')}>
            {chauffeurs.map((p) => (
              <List.Item key={p.id}>{p.label}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </section>
  );
};
