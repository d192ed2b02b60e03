import { useDroppable } from '@dnd-kit/core';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Board } from '../board-types.ts';
import { unassignedRides } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';
import classes from './dispatch.module.css';
import type { RideActions } from './ride-block.tsx';
import { UnassignedCards } from './unassigned-cards.tsx';

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
        <UnassignedCards board={board} rides={rides} actions={actions} draggable>
          <Text size="xs" c="dimmed">
            {t('dropToUnassign')}
          </Text>
        </UnassignedCards>
      </div>
    </section>
  );
};
