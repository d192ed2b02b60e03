import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n.ts';

/**
 * What a provider whose subscription is pending sees after signing in. The plan chooser itself
 * arrives with subscriptions; until then this states the situation and the next step.
 */
export const PlanPendingNotice = ({ status, onSignOut }: { status: string; onSignOut: () => void }) => {
  const { t } = useTranslation(AUTH_NS);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={680} mx="auto" my="xl" shadow="xs">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('planTitle')}
        </Title>
        <Text>{t('planLead')}</Text>
        <Alert
          variant="light"
          color="yellow"
          icon={<IconClockHour4 size={20} aria-hidden />}
          title={t('planStatus', { status })}
        >
          {t('planNext')}
        </Alert>
        <Group>
          <Button variant="default" onClick={onSignOut}>
            {t('signOut')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
