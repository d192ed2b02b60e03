import { Group, Text } from '@mantine/core';
import { STAR_SCALE } from '@ridedesk/domain/shared/constants';
import { starsFor } from '@ridedesk/domain/shared/stars';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOOKING_NS } from '../i18n.ts';

const STAR_COLOR = 'var(--mantine-color-yellow-6)';

/** An average rating as stars (spec 01 section 9) and its value to one decimal; nothing when there is none. */
export const StarRating = ({ rating, size = 14 }: { rating: number | null | undefined; size?: number }) => {
  const { t } = useTranslation(BOOKING_NS);
  const stars = starsFor(rating);
  if (rating == null || stars.full + (stars.half ? 1 : 0) + stars.empty === 0) return null;
  const value = (Math.round(rating * 10) / 10).toFixed(1);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('ratedOutOf', { value, scale: STAR_SCALE })}>
      {Array.from({ length: stars.full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars of one rating in their fixed order
        <IconStarFilled key={`f${i}`} size={size} color={STAR_COLOR} aria-hidden />
      ))}
      {stars.half && <IconStarHalfFilled size={size} color={STAR_COLOR} aria-hidden />}
      {Array.from({ length: stars.empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars of one rating in their fixed order
        <IconStar key={`e${i}`} size={size} color={STAR_COLOR} aria-hidden />
      ))}
      <Text span size="xs" c="dimmed" ml={4} aria-hidden>
        {value}
      </Text>
    </Group>
  );
};
