import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Board } from '../board-types.ts';
import { chauffeurName, ridesOf, unassignedRides } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { ChauffeurDay } from './chauffeur-day.tsx';
import { type RideActions, RideCard } from './ride-block.tsx';
import { UnassignedCards } from './unassigned-cards.tsx';

/** The board on a phone: no squeezed timeline, a list per chauffeur, unassigned rides first. */
export const BoardMobile = ({ board, actions }: { board: Board; actions: RideActions }) => {
  const { t } = useTranslation(DISPATCH_NS);
  const unassigned = unassignedRides(board);
  return (
    <Stack gap="md">
      <section aria-labelledby="dispatch-mobile-unassigned">
        <Title order={2} fz="md" mb="xs" id="dispatch-mobile-unassigned">
          {t('unassigned')} ({unassigned.length})
        </Title>
        <UnassignedCards board={board} rides={unassigned} actions={actions} />
      </section>
      {board.chauffeurs.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noChauffeurs')}
        </Text>
      )}
      {board.chauffeurs.map((c) => {
        const rides = ridesOf(board, c.id);
        const headingId = `dispatch-mobile-chauffeur-${c.id}`;
        return (
          <Paper key={c.id} withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
            <Title order={2} fz="md" id={headingId}>
              {chauffeurName(c)}
            </Title>
            <ChauffeurDay chauffeur={c} rideCount={rides.length} mb="xs" />
            <Stack gap="xs">
              {rides.map((ride) => (
                <RideCard key={ride.bookingId} ride={ride} chauffeur={chauffeurName(c)} actions={actions} />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
};
