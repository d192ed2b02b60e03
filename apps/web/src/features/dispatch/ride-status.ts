import type { MantineColor } from '@mantine/core';
import type { RideStatus } from './board-types.ts';

/**
 * How a status looks on the board. Colour is never the only sign: every block also carries the
 * status's words (visible and in its accessible name) and a pattern for the states that need action.
 */
export const RIDE_STATUS_COLOR: Record<RideStatus, MantineColor> = {
  scheduled: 'blue',
  confirmed: 'indigo',
  assigned: 'violet',
  accepted: 'cyan',
  'en route': 'orange',
  arrived: 'yellow',
  'on board': 'teal',
  completed: 'green',
  cancelled: 'gray',
  'no show': 'red',
};

/** The i18n key of a status's words. */
export const statusKey = (status: RideStatus) => `status_${status}` as const;

/** Statuses whose block is outlined dashed: offered but not yet accepted. */
export const AWAITING_ANSWER: readonly RideStatus[] = ['assigned'];
