import { useDroppable } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board, BoardChauffeur, BoardRide } from '../board-types.ts';
import {
  boardWindow,
  chauffeurName,
  hoursSpan,
  rideSpan,
  ridesOf,
  ridesOfVehicle,
  startMinute,
} from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { assignLanes, blockGeometry, hourTicks, type TimelineWindow } from '../timeline-geometry.ts';
import { ChauffeurDay } from './chauffeur-day.tsx';
import classes from './dispatch.module.css';
import { type RideActions, RideBlock } from './ride-block.tsx';

export type RowMode = 'chauffeurs' | 'vehicles';

const LANE_HEIGHT = 44;
/** Wide enough for a 40-minute ride to show its reference: the timeline scrolls sideways instead. */
const PX_PER_HOUR = 128;
const HEAD_WIDTH = 176;

/** The shaded parts of a chauffeur's row: outside working hours, or the whole row on a day off. */
const OffHours = ({ chauffeur, window }: { chauffeur: BoardChauffeur; window: TimelineWindow }) => {
  const span = hoursSpan(chauffeur);
  if (!span) return <div className={classes.offHours} style={{ left: 0, width: '100%' }} aria-hidden />;
  const before = blockGeometry({ start: window.start, end: span.start }, window);
  const after = blockGeometry({ start: span.end, end: window.end }, window);
  return (
    <>
      {span.start > window.start && before && (
        <div className={classes.offHours} style={{ left: 0, width: `${before.width}%` }} aria-hidden />
      )}
      {span.end < window.end && after && (
        <div className={classes.offHours} style={{ left: `${after.left}%`, width: `${after.width}%` }} aria-hidden />
      )}
    </>
  );
};

const Track = ({
  board,
  rides,
  window,
  actions,
  background,
}: {
  board: Board;
  rides: BoardRide[];
  window: TimelineWindow;
  actions: RideActions;
  background?: ReactNode;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
  const placed = rides
    .map((ride) => ({ ride, geometry: blockGeometry(rideSpan(ride, board), window), span: rideSpan(ride, board) }))
    .filter((p) => p.geometry !== null);
  const { lanes, count } = assignLanes(placed.map((p) => p.span));
  const names = new Map(board.chauffeurs.map((c) => [c.id, chauffeurName(c)]));
  return (
    <div className={classes.track} style={{ height: count * LANE_HEIGHT + 8 }}>
      {hourTicks(window).map((tick) => (
        <div key={tick.minute} className={classes.gridLine} style={{ left: `${tick.left}%` }} aria-hidden />
      ))}
      {background}
      {placed.length === 0 && (
        <Text size="xs" c="dimmed" className={classes.trackEmpty}>
          {t('noRidesInRow')}
        </Text>
      )}
      {placed.map(({ ride, geometry }, index) => (
        <RideBlock
          key={ride.bookingId}
          ride={ride}
          chauffeur={ride.chauffeurId === null ? null : (names.get(ride.chauffeurId) ?? null)}
          actions={actions}
          style={
            {
              left: `${geometry?.left}%`,
              width: `${geometry?.width}%`,
              top: 4 + lanes[index] * LANE_HEIGHT,
              height: LANE_HEIGHT - 6,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
};

/** A chauffeur's row accepts dropped rides: dropping one assigns it. */
const ChauffeurRow = ({
  board,
  chauffeur,
  window,
  actions,
}: {
  board: Board;
  chauffeur: BoardChauffeur;
  window: TimelineWindow;
  actions: RideActions;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id: `chauffeur-${chauffeur.id}`, data: { chauffeur } });
  const rides = ridesOf(board, chauffeur.id);
  return (
    <li ref={setNodeRef} className={classes.row} data-over={isOver || undefined}>
      <div className={classes.rowHead}>
        <Text size="sm" fw={600} lineClamp={1}>
          {chauffeurName(chauffeur)}
        </Text>
        <ChauffeurDay chauffeur={chauffeur} rideCount={rides.length} />
      </div>
      <div className={classes.rowCell}>
        <Track
          board={board}
          rides={rides}
          window={window}
          actions={actions}
          background={<OffHours chauffeur={chauffeur} window={window} />}
        />
      </div>
    </li>
  );
};

/** The day's timeline: a row per chauffeur (drop targets) or per vehicle, hours across. */
export const BoardTimeline = ({
  board,
  mode,
  actions,
  dateLabel,
}: {
  board: Board;
  mode: RowMode;
  actions: RideActions;
  dateLabel: string;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
  const window = boardWindow(board);
  const rows = mode === 'chauffeurs' ? board.chauffeurs : board.vehicles;
  const frame = useRef<HTMLDivElement>(null);
  const focusMinute = startMinute(board);
  // On opening a day, the hour that matters (now, or the day's first ride) is in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per day shown, not on every live change
  useEffect(() => {
    if (frame.current) frame.current.scrollLeft = Math.max(0, ((focusMinute - window.start) / 60 - 1) * PX_PER_HOUR);
  }, [board.date]);
  return (
    <div className={classes.timelineFrame} ref={frame}>
      <section
        className={classes.timeline}
        aria-label={t('timeline', { date: dateLabel })}
        style={{ minWidth: HEAD_WIDTH + ((window.end - window.start) / 60) * PX_PER_HOUR }}
      >
        <div className={classes.row} aria-hidden>
          <div className={classes.rowHead}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {mode === 'chauffeurs' ? t('chauffeurColumn') : t('vehicleColumn')}
            </Text>
          </div>
          <div className={classes.ticks}>
            {hourTicks(window).map((tick) => (
              <span key={tick.minute} className={classes.tick} style={{ left: `${tick.left}%` }}>
                {tick.label}
              </span>
            ))}
          </div>
        </div>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed" p="md">
            {mode === 'chauffeurs' ? t('noChauffeurs') : t('noVehicles')}
          </Text>
        )}
        <ul className={classes.rows}>
          {mode === 'chauffeurs'
            ? board.chauffeurs.map((c) => (
                <ChauffeurRow key={c.id} board={board} chauffeur={c} window={window} actions={actions} />
              ))
            : board.vehicles.map((v) => (
                <li key={v.id} className={classes.row}>
                  <div className={classes.rowHead}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {v.name}
                    </Text>
                    {v.vehicleType && (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {v.vehicleType}
                      </Text>
                    )}
                  </div>
                  <div className={classes.rowCell}>
                    <Track board={board} rides={ridesOfVehicle(board, v.id)} window={window} actions={actions} />
                  </div>
                </li>
              ))}
        </ul>
      </section>
    </div>
  );
};
