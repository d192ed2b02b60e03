import { Group } from '@mantine/core';
import { starsFor } from '@ridedesk/domain/shared/stars';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export const STAR_COLOR = 'var(--mantine-color-yellow-6)';

/**
 * A rating as stars by the rule of spec 01 section 9 (floor stars full, a half star for a
 * fraction, the rest empty, none for an invalid or negative rating), read out as one label;
 * nothing when there is no rating. The caller words the label and may show the value beside the
 * stars, both from the rating to one decimal.
 */
export const Stars = ({
  rating,
  size,
  color = STAR_COLOR,
  label,
  shown,
}: {
  rating: number | null | undefined;
  size: number;
  color?: string;
  label: (value: string) => string;
  shown?: (value: string) => ReactNode;
}) => {
  const stars = starsFor(rating);
  if (rating == null || stars.full + (stars.half ? 1 : 0) + stars.empty === 0) return null;
  const value = (Math.round(rating * 10) / 10).toFixed(1);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={label(value)}>
      {Array.from({ length: stars.full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars of one rating in their fixed order
        <IconStarFilled key={`f${i}`} size={size} color={color} aria-hidden />
      ))}
      {stars.half && <IconStarHalfFilled size={size} color={color} aria-hidden />}
      {Array.from({ length: stars.empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars of one rating in their fixed order
        <IconStar key={`e${i}`} size={size} color={color} aria-hidden />
      ))}
      {shown?.(value)}
    </Group>
  );
};
