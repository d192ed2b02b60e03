import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../error-display.tsx';
import { LIST_KIT_NS } from './list-kit-i18n.ts';
import type { EmptyState, ListState } from './list-types.ts';

/** Placeholder bars while the first page loads. */
export const ListLoading = ({ rows = 5 }: { rows?: number }) => {
  const { t } = useTranslation(LIST_KIT_NS);
  return (
    <Stack p="md" gap="sm" role="status" aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <Skeleton key={i} h={36} />
      ))}
    </Stack>
  );
};

/** What failed, the server's message (with its error id to quote), and Try again where it can. */
export const ListError = ({ title, state }: { title: string; state: ListState }) => {
  const { t } = useTranslation(LIST_KIT_NS);
  return (
    <Stack p="md" gap="xs">
      <Text fw={600}>{title}</Text>
      <ErrorDisplay error={state.error} />
      {state.refetch && (
        <Group>
          <Button variant="default" size="xs" onClick={() => state.refetch?.()}>
            {t('tryAgain')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

/** Why the list is empty, and what to do about it. */
export const ListEmpty = ({ empty }: { empty: EmptyState }) => {
  const EmptyIcon = empty.icon;
  return (
    <Stack p="xl" gap="xs" align="center" ta="center">
      <EmptyIcon size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={600}>{empty.title}</Text>
      {empty.hint && (
        <Text size="sm" c="dimmed" maw={520}>
          {empty.hint}
        </Text>
      )}
      {empty.action}
    </Stack>
  );
};
