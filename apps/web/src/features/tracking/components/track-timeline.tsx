import { Box, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { utcOffsetLabel } from '@ridedesk/domain/booking/booking-mail-texts';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TRACKING_NS } from '../i18n.ts';
import { pickupClockTime, timelineRows } from '../track-format.ts';
import type { TrackState } from '../track-state.ts';

/** What happened when (on the pickup's clock), then the steps still ahead, greyed, with no time. */
export const TrackTimeline = ({ state }: { state: Pick<TrackState, 'status' | 'timeline' | 'pickup'> }) => {
  const { t, i18n } = useTranslation(TRACKING_NS);
  const rows = timelineRows(state);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('timelineTitle')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('timelineZone', { zone: utcOffsetLabel(state.pickup.offset) })}
      </Text>
      <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="track-timeline">
        {rows.map((row) => {
          const { done } = row;
          return (
            <Group
              component="li"
              key={`${row.status}-${row.at ?? 'ahead'}`}
              gap="sm"
              wrap="nowrap"
              py={6}
              style={{ borderLeft: '2px solid var(--mantine-color-gray-3)', marginLeft: 11, paddingLeft: 14 }}
            >
              <ThemeIcon
                size={22}
                radius="xl"
                color={done ? 'green.8' : 'gray.6'}
                variant={done ? 'filled' : 'outline'}
                bg={done ? undefined : 'white'}
                style={{ marginLeft: -26 }}
                aria-hidden
              >
                {done ? <IconCheck size={14} /> : null}
              </ThemeIcon>
              <Text size="sm" fw={done ? 600 : 400} c={done ? undefined : 'dimmed'} style={{ flex: 1 }}>
                {t(`step_${row.status}`)}
                {!done && <VisuallyHidden>{` (${t('notYet')})`}</VisuallyHidden>}
              </Text>
              {row.at && (
                <Text size="sm" c="dimmed" component="time" dateTime={row.at}>
                  {pickupClockTime(row.at, state.pickup, i18n.language)}
                </Text>
              )}
            </Group>
          );
        })}
      </Box>
    </Stack>
  );
};
