import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCar, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fixKey } from '../api/apply-knock-on.ts';
import { type AttentionItem, type Board, isChauffeurSuggestion } from '../board-types.ts';
import { clockText } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';

/**
 * "Needs attention" (issue 22 item 4): each ride a moved pickup pushed, why, and the fix. A
 * chauffeur fix is one button ("Give to Aisha Khan (12 min away)"); nothing is reassigned
 * until the operator presses it. A car's fix is one button too ("Use Sedan 102"), when a car of
 * the same type is free.
 */
export const KnockOnPanel = ({
  board,
  onGive,
  onUseCar,
  onOpen,
  busyKey,
  errors,
}: {
  board: Pick<Board, 'needsAttention' | 'rides' | 'chauffeurs'>;
  onGive: (item: AttentionItem, chauffeurId: number, name: string) => void;
  onUseCar: (item: AttentionItem, fleetId: number, name: string) => void;
  onOpen: (bookingId: number) => void;
  /** The fix being applied (fixKey: its ride and flag). */
  busyKey: string | null;
  /** The last refusal of a fix, by fixKey. */
  errors: Record<string, string>;
}) => {
  const { t } = useTranslation(DISPATCH_NS);
  if (board.needsAttention.length === 0) return null;
  const rideOf = (id: number) => board.rides.find((r) => r.bookingId === id);
  const nameOf = (id: number | null | undefined) => board.chauffeurs.find((c) => c.id === id)?.name ?? '';
  return (
    <Paper component="section" withBorder radius="md" p="sm" mb="md" aria-labelledby="dispatch-attention">
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconAlertTriangle size={18} aria-hidden color="var(--mantine-color-orange-8)" />
        <Title order={2} fz="md" id="dispatch-attention">
          {t('needsAttention')} ({board.needsAttention.length})
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('needsAttentionLead')}
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {board.needsAttention.map((item) => {
          const ride = rideOf(item.bookingId);
          const time = ride ? clockText(ride.pickupTime, ride.offsetMinutes) : '';
          const suggestion = item.suggestion;
          const key = fixKey(item.bookingId, item.reason);
          const error = errors[key];
          const busy = { loading: busyKey === key, disabled: busyKey !== null && busyKey !== key };
          return (
            <li key={`${item.bookingId}-${item.reason}`}>
              <Stack gap={6}>
                <Text size="sm">
                  <Anchor
                    component="button"
                    type="button"
                    ff="monospace"
                    fw={700}
                    fz="sm"
                    onClick={() => onOpen(item.bookingId)}
                    aria-label={t('details', { reference: item.referenceId })}
                  >
                    {item.referenceId}
                  </Anchor>{' '}
                  {t(`attentionLine_${item.reason}`, {
                    time,
                    name: nameOf(ride?.chauffeurId),
                    count: item.lateByMinutes,
                    cause: item.causeReferenceId,
                  })}
                </Text>
                {item.reason === 'chauffeur' &&
                  (isChauffeurSuggestion(suggestion) ? (
                    <Group>
                      <Button
                        size="xs"
                        leftSection={<IconUserShare size={16} aria-hidden />}
                        {...busy}
                        onClick={() => onGive(item, suggestion.chauffeurId, suggestion.name)}
                      >
                        {suggestion.minutesAway === null
                          ? t('giveToNear', { name: suggestion.name })
                          : t('giveTo', { name: suggestion.name, count: suggestion.minutesAway })}
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm" fw={600}>
                      {t('noOneFree')}
                    </Text>
                  ))}
                {item.reason === 'vehicle' &&
                  (suggestion && !isChauffeurSuggestion(suggestion) ? (
                    <Group>
                      <Text size="sm">{t('freeCar', { name: suggestion.name })}</Text>
                      <Button
                        size="xs"
                        leftSection={<IconCar size={16} aria-hidden />}
                        {...busy}
                        onClick={() => onUseCar(item, suggestion.fleetId, suggestion.name)}
                      >
                        {t('useCar', { name: suggestion.name })}
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm">{t('noFreeCar')}</Text>
                  ))}
                {error && (
                  <Alert color="red" variant="light" p="xs" role="alert">
                    {t(item.reason === 'vehicle' ? 'knockOnCarFailed' : 'knockOnFailed', {
                      reference: item.referenceId,
                      reason: error,
                    })}
                  </Alert>
                )}
              </Stack>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
};
