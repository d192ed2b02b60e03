import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStar, IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useRiderCounts, useRiderReviews } from '../api/rider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { RatingSummary } from './rating-summary.tsx';
import { RiderReviewCard } from './review-cards.tsx';
import { ReviewFeed } from './review-feed.tsx';

/**
 * /reviews/travellersreviews: how providers rated the signed-in traveller (rider reviews are
 * not public: a visitor is asked to sign in), with the average and counts per star.
 */
export const TravellersReviewsScreen = () => {
  const { t } = useTranslation(REVIEWS_NS);
  useDocumentTitle(t('travellersTitle'));
  const session = useSession();
  const signedIn = session?.user.role === 'Customer';
  const paging = useAddressList();
  const counts = useRiderCounts(signedIn);
  const list = useRiderReviews({ page: paging.page }, signedIn);

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
          <ReviewFeed
            list={paging}
            state={list}
            rows={list.data?.rows ?? []}
            total={list.data?.totalCount ?? 0}
            card={(r) => <RiderReviewCard review={r} />}
            empty={{ icon: IconStar, title: t('emptyTravellers'), hint: t('emptyTravellersHint') }}
          />
        </Stack>
      )}
    </Container>
  );
};
