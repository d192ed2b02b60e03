import { Group, Text } from '@mantine/core';
import { STAR_SCALE } from '@ridedesk/domain/shared/constants';
import { starsFor } from '@ridedesk/domain/shared/stars';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEWS_NS } from '../i18n.ts';

const STAR_COLOR = 'var(--mantine-color-yellow-6)';

/**
 * A rating as stars by the rule of spec 01 section 9 (floor stars full, a half star for a
 * fraction, the rest empty, none for an invalid or negative rating), read out as one label.
 */
export const StarDisplay = ({
  rating,
  size = 16,
  showValue = false,
  color = STAR_COLOR,
}: {
  rating: number | null | undefined;
  size?: number;
  showValue?: boolean;
  color?: string;
}) => {
  const { t } = useTranslation(REVIEWS_NS);
  const stars = starsFor(rating);
  if (rating == null || stars.full + (stars.half ? 1 : 0) + stars.empty === 0) return null;
  const value = (Math.round(rating * 10) / 10).toFixed(1);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={t('ratedOutOf', { value, scale: STAR_SCALE })}>
      {Array.from({ length: stars.full }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars of one rating in their fixed order
        <IconStarFilled key={`f${i}`} size={size} color={color} aria-hidden />
      ))}
      {stars.half && <IconStarHalfFilled size={size} color={color} aria-hidden />}
      {Array.from({ length: stars.empty }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stars of one rating in their fixed order
        <IconStar key={`e${i}`} size={size} color={color} aria-hidden />
      ))}
      {showValue && (
        <Text span size="sm" fw={600} ml={6} aria-hidden>
          {value}
        </Text>
      )}
    </Group>
  );
};
