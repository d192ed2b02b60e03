import { Text } from '@mantine/core';
import { STAR_SCALE } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/ui/stars.tsx';
import { BOOKING_NS } from '../i18n.ts';

/** An average rating as stars (spec 01 section 9) and its value to one decimal; nothing when there is none. */
export const StarRating = ({ rating, size = 14 }: { rating: number | null | undefined; size?: number }) => {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Stars
      rating={rating}
      size={size}
      label={(value) => t('ratedOutOf', { value, scale: STAR_SCALE })}
      shown={(value) => (
        <Text span size="xs" c="dimmed" ml={4} aria-hidden>
          {value}
        </Text>
      )}
    />
  );
};
