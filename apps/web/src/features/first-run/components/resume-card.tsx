import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { FIRST_RUN_PATH, FIRST_RUN_STEPS } from '@ridedesk/domain/setup/first-run';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFirstRun } from '../api/get-first-run.ts';
import { FIRST_RUN_NS } from '../i18n.ts';

/** On the dashboard, until the guide is done: where the administrator left off, and the way back to it. */
export const FirstRunResumeCard = () => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const { data } = useFirstRun();
  if (!data || data.position === 'done') return null;
  const n = FIRST_RUN_STEPS.indexOf(data.position) + 1;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('resumeTitle', { name: data.site.name })}
        </Title>
        <Text size="sm">{t('resumeLead', { n, label: t(`step_${data.position}`) })}</Text>
        <Button component={Link} to={FIRST_RUN_PATH}>
          {t('resumeAction')}
        </Button>
      </Stack>
    </Paper>
  );
};
