import { STAR_SCALE } from './constants.ts';

export type StarDisplay = { full: number; half: boolean; empty: number };

/**
 * Star display rule (spec 01 section 9): floor stars full, a half star when there is a
 * fraction, empty stars are 5 minus the truncated rating; invalid or negative shows none.
 */
export const starsFor = (rating: number | null | undefined): StarDisplay => {
  if (rating == null || !Number.isFinite(rating) || rating < 0) return { full: 0, half: false, empty: 0 };
  const capped = Math.min(rating, STAR_SCALE);
  const full = Math.floor(capped);
  const half = capped - full > 0;
  const empty = STAR_SCALE - Math.trunc(capped) - (half ? 1 : 0);
  return { full, half, empty: Math.max(0, empty) };
};

/** Average to one decimal. */
export const averageRating = (ratings: number[]) =>
  ratings.length === 0 ? 0 : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
