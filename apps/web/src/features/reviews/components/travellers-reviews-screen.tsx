import { Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useRiderCounts, useRiderReviews } from '../api/rider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { PagedFooter } from './paged-footer.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { RiderReviewCard } from './review-cards.tsx';

/**
 * /reviews/travellersreviews: how providers rated the signed-in traveller (rider reviews are
 * not public: a visitor is asked to sign in), with the average and counts per star.
 */
export const TravellersReviewsScreen = () => {
  const { t } = useTranslation(REVIEWS_NS);
  useDocumentTitle(t('travellersTitle'));
  const session = useSession();
  const signedIn = session?.user.role === 'Customer';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useRiderCounts(signedIn);
  const list = useRiderReviews({ page }, signedIn);
  const rows = list.data?.reviews ?? [];

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('travellersTitle')}
        </Title>
        <Text c="dimmed">{t('travellersLead')}</Text>
      </Stack>
      {!signedIn ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="sm" align="center" ta="center">
            <IconUserStar size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text>{t('travellersSignIn')}</Text>
            <Button component={Link} to="/login">
              {t('signIn')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <RatingSummary counts={counts.data} loading={counts.isPending} />
          {list.isPending ? (
            <Skeleton h={120} />
          ) : list.isError ? (
            <Stack gap={4}>
              <Text fw={600}>{t('loadFailed')}</Text>
              <ErrorDisplay error={list.error} />
            </Stack>
          ) : rows.length === 0 ? (
            <Paper withBorder radius="md" p="xl">
              <Stack gap="xs" align="center" ta="center">
                <Text fw={600}>{t('emptyTravellers')}</Text>
                <Text size="sm" c="dimmed">
                  {t('emptyTravellersHint')}
                </Text>
              </Stack>
            </Paper>
          ) : (
            <Stack gap="sm">
              {rows.map((r) => (
                <RiderReviewCard key={r.id} review={r} />
              ))}
            </Stack>
          )}
          <PagedFooter
            page={page}
            total={list.data?.totalCount ?? 0}
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
          />
        </Stack>
      )}
    </Container>
  );
};
