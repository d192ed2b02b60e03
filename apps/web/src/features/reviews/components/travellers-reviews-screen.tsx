import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconStar, IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TravellerPage } from '../../../components/page-kit/traveller-page.tsx';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
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
  const session = useSession();
  const signedIn = session?.user.role === 'Customer';
  const paging = useAddressList();
  const counts = useRiderCounts(signedIn);
  const list = useRiderReviews({ page: paging.page }, signedIn);

  return (
    <TravellerPage title={t('travellersTitle')} lead={t('travellersLead')}>
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
            {...pageRows(list)}
            card={(r) => <RiderReviewCard review={r} />}
            empty={{ icon: IconStar, title: t('emptyTravellers'), hint: t('emptyTravellersHint') }}
          />
        </Stack>
      )}
    </TravellerPage>
  );
};
