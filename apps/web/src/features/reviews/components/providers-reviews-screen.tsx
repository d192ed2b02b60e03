import { Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { readClientSite } from '../../../lib/session.ts';
import { useProviderAverages, useProviderCounts, useProviderReviews } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ProviderReviewCard } from './review-cards.tsx';
import { ReviewFeed } from './review-feed.tsx';
import { StarDisplay } from './star-display.tsx';

/**
 * /reviews/providersreviews: what travellers say about the provider of this site (on the
 * product site, every provider, with each one's average), its average to one decimal, counts
 * per star, and the provider's replies; 10 reviews a page.
 */
export const ProvidersReviewsScreen = () => {
  const { t } = useTranslation(REVIEWS_NS);
  useDocumentTitle(t('providersTitle'));
  const paging = useAddressList();
  const productSite = (readClientSite()?.site_id ?? DEFAULT_SITE_ID) <= DEFAULT_SITE_ID;
  const counts = useProviderCounts();
  const averages = useProviderAverages();
  const list = useProviderReviews({ page: paging.page });
  const name = averages.data?.[0]?.serviceProviderName ?? readClientSite()?.site_title ?? '';

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('providersTitle')}
        </Title>
        <Text c="dimmed">{productSite ? t('providersLeadAll') : t('providersLead', { name })}</Text>
      </Stack>
      <Stack gap="md">
        <RatingSummary counts={counts.data} loading={counts.isPending} />
        {productSite && (averages.data?.length ?? 0) > 0 && (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Table>
              <Table.Caption>{t('averages')}</Table.Caption>
              <Table.Tbody>
                {averages.data?.map((a) => (
                  <Table.Tr key={a.siteId}>
                    <Table.Td fw={600}>{a.serviceProviderName}</Table.Td>
                    <Table.Td>
                      <StarDisplay rating={a.averageReview} showValue />
                    </Table.Td>
                    <Table.Td c="dimmed">{t('reviewers', { count: a.noOfUsers })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
        <ReviewFeed
          list={paging}
          state={list}
          rows={list.data?.rows ?? []}
          total={list.data?.totalCount ?? 0}
          card={(r) => <ProviderReviewCard review={r} showProvider={productSite} />}
          empty={{ icon: IconMessageStar, title: t('emptyProviders'), hint: t('emptyProvidersHint') }}
        />
      </Stack>
    </Container>
  );
};
