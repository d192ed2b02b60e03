import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FirstRunState } from '../first-run-types.ts';
import { FIRST_RUN_NS } from '../i18n.ts';

/** The company's own host, on this page's scheme and port (citylimo.localhost:3000 in development). */
export const siteUrlOf = (host: string) =>
  `${window.location.protocol}//${host}${window.location.port ? `:${window.location.port}` : ''}`;

/** The end of the guide: the site is live and offers a test booking on its own host, or says what is missing. */
export const FinishStep = ({ state }: { state: FirstRunState }) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const url = siteUrlOf(state.site.host);
  const live = state.site.bookingState === 'open';
  const skipped = state.steps.filter((s) => s.status !== 'done').map((s) => t(`step_${s.step}`));
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {live ? t('doneTitle') : t('notLiveTitle')}
      </Title>
      {live ? (
        <Text>
          {t('doneLead', { name: state.site.name })}{' '}
          <Anchor href={`${url}/`} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Anchor>
        </Text>
      ) : (
        <Text>{t('notLiveLead')}</Text>
      )}
      {skipped.length > 0 && <Text size="sm">{t('skippedSteps', { steps: skipped.join(', ') })}</Text>}
      <Group gap="sm">
        {live && (
          <Button
            component="a"
            href={`${url}/systembooking`}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('testBooking')}
          </Button>
        )}
        <Button component={Link} to="/admin/dashboard" variant={live ? 'default' : 'filled'}>
          {t('toDashboard')}
        </Button>
      </Group>
      {live && (
        <Text size="xs" c="dimmed">
          {t('testBookingHint')}
        </Text>
      )}
    </Stack>
  );
};
