import { useDroppable } from '@dnd-kit/core';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Board } from '../board-types.ts';
import { unassignedRides } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';
import classes from './dispatch.module.css';
import { type RideActions, RideCard } from './ride-block.tsx';

/** The side list of rides without a chauffeur; dropping an assigned ride here takes it back. */
export const UnassignedList = ({ board, actions }: { board: Board; actions: RideActions }) => {
  const { t } = useTranslation(DISPATCH_NS);
  const { setNodeRef, isOver } = useDroppable({ id: 'unassigned' });
  const rides = unassignedRides(board);
  return (
    <section aria-labelledby="dispatch-unassigned">
      <Title order={2} fz="md" mb="xs" id="dispatch-unassigned">
        {t('unassigned')} ({rides.length})
      </Title>
      <div ref={setNodeRef} className={classes.dropZone} data-over={isOver || undefined}>
        <Stack gap="xs">
          {rides.length === 0 && (
            <Text size="sm" c="dimmed">
              {board.rides.length === 0 ? t('noRidesDay') : t('unassignedEmpty')}
            </Text>
          )}
          {rides.map((ride) => (
            <RideCard key={ride.bookingId} ride={ride} chauffeur={null} actions={actions} draggable />
          ))}
          <Text size="xs" c="dimmed">
            {t('dropToUnassign')}
          </Text>
        </Stack>
      </div>
    </section>
  );
};
