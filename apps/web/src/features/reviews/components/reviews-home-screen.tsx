import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconMessageStar, IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TravellerPage } from '../../../components/page-kit/traveller-page.tsx';
import { useProviderCounts } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { REVIEW_PATHS } from '../review.ts';
import { RatingSummary } from './rating-summary.tsx';

/** /reviews: the site's rating at a glance and the two review pages. */
export const ReviewsHomeScreen = () => {
  const { t } = useTranslation(REVIEWS_NS);
  const counts = useProviderCounts();
  const links = [
    { to: REVIEW_PATHS.providers, label: t('providersLink'), icon: IconMessageStar },
    { to: REVIEW_PATHS.travellers, label: t('travellersLink'), icon: IconUserStar },
  ];
  return (
    <TravellerPage title={t('homeTitle')} lead={t('homeLead')}>
      <Stack gap="md">
        <RatingSummary counts={counts.data} loading={counts.isPending} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {links.map(({ to, label, icon: Icon }) => (
            <Paper key={to} withBorder radius="md" p="md">
              <Anchor component={Link} to={to} fw={600}>
                <Group gap="xs" wrap="nowrap">
                  <Icon size={20} aria-hidden />
                  {label}
                  <IconArrowRight size={16} aria-hidden />
                </Group>
              </Anchor>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('reviewRideHint')}{' '}
          <Anchor component={Link} to="/mybookings/viewbookings?period=past">
            {t('myBookings')}
          </Anchor>
        </Text>
      </Stack>
    </TravellerPage>
  );
};
