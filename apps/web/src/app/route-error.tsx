import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ridedesk/domain/shared/messages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { COMMON_NS } from '../components/common-i18n.ts';
import { ErrorDisplay } from '../components/ui/error-display.tsx';
import { ApiError, isApiError } from '../lib/api-error.ts';
import { reportClientError } from '../lib/error-reporting.ts';
import { portalRoot } from '../lib/session-rules.ts';

/**
 * Shown when a screen fails to render or load. The error is posted to the error log and the
 * page shows the stored id ("ErrorId:{id} - {message}") so support can find it.
 */
export const RouteError = () => {
  const { t } = useTranslation(COMMON_NS);
  const error = useRouteError();
  const [shown, setShown] = useState<ApiError | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (isApiError(error)) {
      setShown(error);
      return;
    }
    void reportClientError(error).then((entry) => {
      if (!cancelled)
        setShown(
          new ApiError({ status: 0, message: MESSAGES.genericFailure, errorId: entry ? String(entry.id) : null }),
        );
    });
    return () => {
      cancelled = true;
    };
  }, [error]);

  const home = portalRoot(window.location.pathname);
  return (
    <Center mih="100dvh" p="md" bg="var(--rd-page-bg)">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%" shadow="sm" component="main">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('errorPageTitle')}
          </Title>
          <Text>{t('errorPageText')}</Text>
          <ErrorDisplay error={shown} />
          <Group>
            <Button component="a" href={home}>
              {t('comingSoonBackHome')}
            </Button>
            <Button variant="default" onClick={() => window.location.reload()}>
              {t('retry')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
};
