import { Anchor, Checkbox, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SETUP_CHECKLIST, setupProgress } from '@ridedesk/domain/platform/setup-progress';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useMappingCount } from '../api/get-mapping-count.ts';
import { DASHBOARD_NS } from '../i18n.ts';

/**
 * The Setup Data checklist (spec 01): a checked box for each kind the site has at least one
 * of, and the progress over the twelve kinds.
 */
export const SetupChecklist = ({ hidden = [] }: { hidden?: readonly string[] }) => {
  const { t } = useTranslation(DASHBOARD_NS);
  const mapping = useMappingCount();
  const counts = mapping.data?.counts ?? {};
  const progress = setupProgress(counts);
  const items = SETUP_CHECKLIST.filter((item) => !hidden.includes(item.route));

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Stack gap="md">
        <SectionHeading title={t('checklistTitle')} lead={t('checklistLead')} />
        {mapping.isPending ? (
          <Skeleton h={12} />
        ) : (
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {t('progress')}
              </Text>
              <Text size="sm" fw={600}>
                {t('progressValue', { value: progress })}
              </Text>
            </Group>
            {/* Mantine gives the name to the progressbar itself only through aria-label. */}
            <Progress value={progress} size="lg" radius="xl" aria-label={t('progress')} />
            {mapping.data && !mapping.data.available && (
              <Text size="xs" c="dimmed">
                {t('countsUnavailable')}
              </Text>
            )}
            {mapping.isError && (
              <Stack gap={2}>
                <Text size="sm">{t('countsFailed')}</Text>
                <ErrorDisplay error={mapping.error} />
              </Stack>
            )}
          </Stack>
        )}
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="xs"
          verticalSpacing="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item) => {
            const done = (counts[item.count] ?? 0) > 0;
            return (
              <Group
                key={item.route}
                component="li"
                gap="sm"
                wrap="nowrap"
                p="xs"
                style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}
              >
                <Checkbox
                  checked={done}
                  readOnly
                  tabIndex={-1}
                  aria-label={`${item.order}. ${item.label}: ${done ? t('done') : t('notDone')}`}
                />
                <Anchor component={Link} to={`/admin${item.route}`} size="sm" fw={500}>
                  {item.order}. {item.label}
                </Anchor>
              </Group>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
