import { useDraggable } from '@dnd-kit/core';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlaneArrival, IconUserPlus } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { type BoardRide, displayStatus } from '../board-types.ts';
import { AWAITING_ANSWER, RIDE_STATUS_COLOR } from '../ride-status.ts';
import classes from './dispatch.module.css';
import { FlightMark } from './flight-mark.tsx';
import { useRideWords } from './ride-label.ts';

export type RideActions = {
  onOpen: (ride: BoardRide) => void;
  onAssign: (ride: BoardRide) => void;
  /** The server's last refusal of an assignment of this ride, shown on it until the next try. */
  refusal: (ride: BoardRide) => string | undefined;
  /** "Set landing time" of a flight no service follows (issue 22). */
  onSetLanding?: (ride: BoardRide) => void;
};

const dragId = (ride: BoardRide) => `ride-${ride.bookingId}`;

/** Blocks of finished or cancelled rides are not moved. */
const movable = (ride: BoardRide) => !['completed', 'cancelled', 'no show', 'on board'].includes(ride.status);

const statusStyle = (ride: BoardRide): CSSProperties =>
  ({
    '--ride-color': `var(--mantine-color-${RIDE_STATUS_COLOR[displayStatus(ride)]}-6)`,
    '--ride-tint': `var(--mantine-color-${RIDE_STATUS_COLOR[displayStatus(ride)]}-light)`,
  }) as CSSProperties;

/**
 * A ride on the timeline: from pickup to its estimated end, its reference and status in words.
 * Dragged onto a row to assign; opened (click, Enter) to its drawer, whose Assign works by keyboard.
 */
export const RideBlock = ({
  ride,
  chauffeur,
  style,
  actions,
}: {
  ride: BoardRide;
  chauffeur: string | null;
  style: CSSProperties;
  actions: RideActions;
}) => {
  const words = useRideWords();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId(ride),
    data: { ride },
    disabled: !movable(ride),
  });
  const refusal = actions.refusal(ride);
  const { role: _role, tabIndex: _tabIndex, ...dragAttributes } = attributes;
  return (
    <div
      ref={setNodeRef}
      className={classes.block}
      data-status={displayStatus(ride)}
      data-awaiting={AWAITING_ANSWER.includes(displayStatus(ride)) || undefined}
      data-refused={refusal ? true : undefined}
      data-knock-on={ride.knockOn ? true : undefined}
      data-dragging={isDragging || undefined}
      style={{ ...style, ...statusStyle(ride) }}
      {...dragAttributes}
      {...listeners}
    >
      <button
        type="button"
        className={classes.blockMain}
        onClick={() => actions.onOpen(ride)}
        aria-label={words.name(ride, chauffeur, refusal)}
        title={words.name(ride, chauffeur)}
      >
        <span className={classes.blockRef}>
          {ride.flight && <IconPlaneArrival size={12} aria-hidden className={classes.blockIcon} />}
          {ride.referenceId}
        </span>{' '}
        <span className={classes.blockStatus}>{words.status(ride)}</span>{' '}
        {ride.knockOn && (
          <span className={classes.blockFlag}>
            <IconAlertTriangle size={12} aria-hidden className={classes.blockIcon} />
            {words.t('flagged')}
          </span>
        )}
        {refusal && <span className={classes.blockRefusal}>{words.t('refused', { reason: refusal })}</span>}
      </button>
    </div>
  );
};

/** A ride as a card: the unassigned list, and the phone's list per chauffeur. */
export const RideCard = ({
  ride,
  chauffeur,
  actions,
  draggable = false,
}: {
  ride: BoardRide;
  chauffeur: string | null;
  actions: RideActions;
  draggable?: boolean;
}) => {
  const words = useRideWords();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `card-${dragId(ride)}`,
    data: { ride },
    disabled: !draggable || !movable(ride),
  });
  const refusal = actions.refusal(ride);
  const { role: _role, tabIndex: _tabIndex, ...dragAttributes } = attributes;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      className={classes.card}
      data-status={displayStatus(ride)}
      data-knock-on={ride.knockOn ? true : undefined}
      data-dragging={isDragging || undefined}
      style={statusStyle(ride)}
      {...(draggable ? { ...dragAttributes, ...listeners } : {})}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <button
            type="button"
            className={classes.cardMain}
            onClick={() => actions.onOpen(ride)}
            aria-label={words.name(ride, chauffeur, undefined, false)}
          >
            <Text span size="sm" ff="monospace" fw={700}>
              {ride.referenceId}
            </Text>{' '}
            <Badge
              component="span"
              color={RIDE_STATUS_COLOR[displayStatus(ride)]}
              variant="light"
              radius="sm"
              mx={4}
              style={{ verticalAlign: 'text-bottom' }}
            >
              {words.status(ride)}
            </Badge>{' '}
            <Text span size="sm" fw={600}>
              {words.from(ride)}–{words.to(ride)}
            </Text>
          </button>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {ride.pickUpLocation}
        </Text>
        {ride.flight && (
          <FlightMark
            ride={ride}
            flight={ride.flight}
            onSetLanding={actions.onSetLanding ? () => actions.onSetLanding?.(ride) : undefined}
          />
        )}
        {ride.knockOn && (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={14} aria-hidden color="var(--mantine-color-red-9)" style={{ flexShrink: 0 }} />
            <Text size="xs" fw={700} c="red.9">
              {words.flag(ride)}
            </Text>
          </Group>
        )}
        {refusal && (
          <Text size="xs" c="red.8" fw={600}>
            {words.t('refused', { reason: refusal })}
          </Text>
        )}
        {movable(ride) && (
          <Group justify="flex-end">
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconUserPlus size={14} aria-hidden />}
              onClick={() => actions.onAssign(ride)}
              aria-label={words.t(ride.chauffeurId === null ? 'assignRide' : 'reassignRide', {
                reference: ride.referenceId,
              })}
            >
              {ride.chauffeurId === null ? words.t('assign') : words.t('reassign')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
