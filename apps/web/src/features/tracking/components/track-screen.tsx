import { Badge, Divider, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkPage } from '../../../components/page-kit/link-page.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useTrackState } from '../api/track-state.ts';
import { TRACKING_NS } from '../i18n.ts';
import { isOver, phaseOf } from '../track-state.ts';
import { useTrackEvents } from '../use-track-events.ts';
import { ChauffeurCard, RideTable } from './ride-card.tsx';
import { ProviderContact, TrackEnded, type TrackProvider } from './track-ended.tsx';
import { TrackStatus } from './track-status.tsx';
import { TrackTimeline } from './track-timeline.tsx';

/**
 * /track/{token} (issue 22): the traveller follows one ride from the link in the confirmation or
 * On the way mail, without signing in: the status and what happened when, the chauffeur and the
 * car, the pickup, and from On the way a live map with the car and the ETA, kept live by the
 * ride's event stream. A wrong or ended link shows the ended page with the company's contact.
 */
export const TrackScreen = ({ provider }: { provider: TrackProvider }) => {
  const { token = '' } = useParams();
  const { t } = useTranslation(TRACKING_NS);
  const query = useTrackState(token);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const state = query.data;
  const over = state ? isOver(phaseOf(state.status)) : false;
  // Live once a state is in hand, and while it is: a refetch that failed for the network keeps the
  // stream retrying; a 404 ends it.
  const live = useTrackEvents(token, state !== undefined && !notFound);
  useDocumentTitle(state && !notFound && !live.ended ? t('title', { reference: state.referenceId }) : null);

  let body: ReactNode;
  if (notFound || live.ended) body = <TrackEnded provider={provider} />;
  else if (state) {
    body = (
      <Stack gap="lg">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('title', { reference: state.referenceId })}
            </Title>
            {!over && (
              <Badge
                color={live.stream === 'live' ? 'green.9' : 'gray.7'}
                variant={live.stream === 'live' ? 'filled' : 'outline'}
                data-testid="track-stream"
              >
                {t(live.stream === 'live' ? 'streamLive' : 'streamConnecting')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{t('lead')}</Text>
          {live.stream === 'reconnecting' && !over && <Text size="sm">{t('streamReconnecting')}</Text>}
        </Stack>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <TrackStatus state={state} />
              {/* Over: no map, so what happened fills the space beside the chauffeur. */}
              {over && <TrackTimeline state={state} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <ChauffeurCard state={state} />
              <RideTable state={state} />
            </Stack>
          </Grid.Col>
        </Grid>
        {!over && <TrackTimeline state={state} />}
        <Divider />
        <ProviderContact provider={provider} />
      </Stack>
    );
  } else if (query.isError) body = <ErrorDisplay error={query.error} />;
  else
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    );

  return <LinkPage size="md">{body}</LinkPage>;
};
