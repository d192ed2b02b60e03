import { Text } from '@mantine/core';
import { STAR_SCALE } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { STAR_COLOR, Stars } from '../../../components/ui/stars.tsx';
import { REVIEWS_NS } from '../i18n.ts';

/**
 * A rating as stars (the shared Stars, spec 01 section 9) read out in the reviews' words, with
 * its value beside the stars when asked.
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
  return (
    <Stars
      rating={rating}
      size={size}
      color={color}
      label={(value) => t('ratedOutOf', { value, scale: STAR_SCALE })}
      shown={
        showValue
          ? (value) => (
              <Text span size="sm" fw={600} ml={6} aria-hidden>
                {value}
              </Text>
            )
          : undefined
      }
    />
  );
};
