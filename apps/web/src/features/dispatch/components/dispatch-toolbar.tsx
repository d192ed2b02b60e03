import { ActionIcon, Badge, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DISPATCH_NS } from '../i18n.ts';
import { shiftDay } from '../timeline-geometry.ts';
import type { StreamState } from '../use-board-events.ts';
import type { RowMode } from './board-timeline.tsx';

/** The day (previous, a date, next, today), the rows (chauffeurs or vehicles) and the stream's state. */
export const DispatchToolbar = ({
  date,
  today,
  onDate,
  mode,
  onMode,
  showMode,
  stream,
}: {
  date: string;
  today: string;
  onDate: (date: string) => void;
  mode: RowMode;
  onMode: (mode: RowMode) => void;
  showMode: boolean;
  stream: StreamState;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
  return (
    <Group gap="sm" wrap="wrap" align="flex-end" mb="md">
      <Group gap={4} wrap="nowrap" align="flex-end">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('previousDay')}
          onClick={() => onDate(shiftDay(date, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <TextInput
          type="date"
          label={t('day')}
          value={date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onDate(value);
          }}
          w={170}
        />
        <ActionIcon variant="default" size="lg" aria-label={t('nextDay')} onClick={() => onDate(shiftDay(date, 1))}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <Button variant="default" onClick={() => onDate(today)} disabled={date === today}>
        {t('today')}
      </Button>
      {showMode && (
        <SegmentedControl
          aria-label={t('rowsBy')}
          value={mode}
          onChange={(value) => onMode(value as RowMode)}
          data={[
            { value: 'chauffeurs', label: t('rowsChauffeurs') },
            { value: 'vehicles', label: t('rowsVehicles') },
          ]}
        />
      )}
      <Badge
        variant="dot"
        color={stream === 'live' ? 'green' : 'yellow'}
        size="lg"
        radius="sm"
        role="status"
        style={{ marginLeft: 'auto' }}
      >
        {stream === 'live' ? t('live') : stream === 'connecting' ? t('connecting') : t('reconnecting')}
      </Badge>
    </Group>
  );
};
