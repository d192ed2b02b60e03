import { Paper, Stack, Table } from '@mantine/core';
import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TravellerPage } from '../../../components/page-kit/traveller-page.tsx';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
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
  const paging = useAddressList();
  const productSite = (readClientSite()?.site_id ?? DEFAULT_SITE_ID) <= DEFAULT_SITE_ID;
  const counts = useProviderCounts();
  const averages = useProviderAverages();
  const list = useProviderReviews({ page: paging.page });
  const name = averages.data?.[0]?.serviceProviderName ?? readClientSite()?.site_title ?? '';

  return (
    <TravellerPage
      title={t('providersTitle')}
      lead={productSite ? t('providersLeadAll') : t('providersLead', { name })}
    >
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
          {...pageRows(list)}
          card={(r) => <ProviderReviewCard review={r} showProvider={productSite} />}
          empty={{ icon: IconMessageStar, title: t('emptyProviders'), hint: t('emptyProvidersHint') }}
        />
      </Stack>
    </TravellerPage>
  );
};
