import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoardChauffeur } from '../board-types.ts';
import { DISPATCH_NS } from '../i18n.ts';

/** A chauffeur's day under their name (timeline row and phone card): off, their hours or not working, and their rides. */
export const ChauffeurDay = ({
  chauffeur,
  rideCount,
  ...text
}: TextProps & { chauffeur: Pick<BoardChauffeur, 'dayOff' | 'hours'>; rideCount: number }) => {
  const { t } = useTranslation(DISPATCH_NS);
  return (
    <Text size="xs" c="dimmed" {...text}>
      {chauffeur.dayOff
        ? t('dayOff')
        : chauffeur.hours
          ? t('hours', { start: chauffeur.hours.start, end: chauffeur.hours.end })
          : t('notWorking')}
      {' · '}
      {t('rowRides', { count: rideCount })}
    </Text>
  );
};
