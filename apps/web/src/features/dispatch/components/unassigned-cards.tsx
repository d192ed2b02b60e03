import { Stack, Text } from '@mantine/core';
import type { PropsWithChildren } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board } from '../board-types.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { type RideActions, RideCard } from './ride-block.tsx';

/**
 * The unassigned rides as cards, or, when there are none, why: the day has no rides, or every
 * ride has a chauffeur. The side list and the phone's board both show it; `children` follow the cards.
 */
export const UnassignedCards = ({
  board,
  rides,
  actions,
  draggable,
  children,
}: PropsWithChildren<{ board: Board; rides: Board['rides']; actions: RideActions; draggable?: boolean }>) => {
  const { t } = useTranslation(DISPATCH_NS);
  return (
    <Stack gap="xs">
      {rides.length === 0 && (
        <Text size="sm" c="dimmed">
          {board.rides.length === 0 ? t('noRidesDay') : t('unassignedEmpty')}
        </Text>
      )}
      {rides.map((ride) => (
        <RideCard key={ride.bookingId} ride={ride} chauffeur={null} actions={actions} draggable={draggable} />
      ))}
      {children}
    </Stack>
  );
};
