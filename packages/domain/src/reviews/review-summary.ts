import { STAR_SCALE } from '../shared/constants.ts';

/** Star rating counts per star (1 to 5), total reviews and the average to one decimal (spec 03 "Reviews"). */
export type StarCounts = {
  oneStar: number;
  twoStar: number;
  threeStar: number;
  fourStar: number;
  fiveStar: number;
  totalReviews: number;
  averageReview: number;
};

const KEYS = ['oneStar', 'twoStar', 'threeStar', 'fourStar', 'fiveStar'] as const;

/** Average of a sum over a count, to one decimal; 0 when there is nothing to average. */
export const averageToOneDecimal = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : 0;

/** Summarises how many reviews gave each star (rows of { rating, count }; other ratings are ignored). */
export const starCounts = (rows: { rating: number; count: number }[]): StarCounts => {
  const counts = [0, 0, 0, 0, 0];
  for (const row of rows)
    if (Number.isInteger(row.rating) && row.rating >= 1 && row.rating <= STAR_SCALE)
      counts[row.rating - 1] = (counts[row.rating - 1] ?? 0) + row.count;
  const totalReviews = counts.reduce((a, b) => a + b, 0);
  const sum = counts.reduce((a, count, i) => a + count * (i + 1), 0);
  return {
    ...(Object.fromEntries(KEYS.map((key, i) => [key, counts[i] ?? 0])) as Record<(typeof KEYS)[number], number>),
    totalReviews,
    averageReview: averageToOneDecimal(sum, totalReviews),
  };
};

/** The share of reviews that gave a star, as a whole percentage (the bars of the review pages). */
export const starShare = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

/** A reviewer shown publicly: first name and the initial of the last name. */
export const publicName = (firstName: string, lastName: string) => {
  const initial = lastName.trim().charAt(0);
  return `${firstName.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`.trim();
};
