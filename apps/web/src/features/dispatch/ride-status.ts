import type { MantineColor } from '@mantine/core';
import { BOOKING_STATUS_COLOR } from '../../components/ui/booking-status-badge.tsx';
import type { RideStatus } from './board-types.ts';

/**
 * How a status looks on the board. Colour is never the only sign: every block also carries the
 * status's words (visible and in its accessible name) and a pattern for the states that need action.
 * A ride's colours are its booking's, with an accepted offer told apart from one still to answer.
 */
export const RIDE_STATUS_COLOR: Record<RideStatus, MantineColor> = { ...BOOKING_STATUS_COLOR, accepted: 'cyan' };

/** The i18n key of a status's words. */
export const statusKey = (status: RideStatus) => `status_${status}` as const;

/** Statuses whose block is outlined dashed: offered but not yet accepted. */
export const AWAITING_ANSWER: readonly RideStatus[] = ['assigned'];
