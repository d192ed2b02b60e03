import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMessageStar, IconUserStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useProviderCounts } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { REVIEW_PATHS } from '../review.ts';
import { RatingSummary } from './rating-summary.tsx';

/** /reviews: the site's rating at a glance and the two review pages. */
export const ReviewsHomeScreen = () => {
  const { t } = useTranslation(REVIEWS_NS);
  useDocumentTitle(t('homeTitle'));
  const counts = useProviderCounts();
  const links = [
    { to: REVIEW_PATHS.providers, label: t('providersLink'), icon: IconMessageStar },
    { to: REVIEW_PATHS.travellers, label: t('travellersLink'), icon: IconUserStar },
  ];
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('homeTitle')}
        </Title>
        <Text c="dimmed">{t('homeLead')}</Text>
      </Stack>
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
    </Container>
  );
};
