import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { DEFAULT_SITE_ID } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { readClientSite } from '../../../lib/session.ts';
import { useProviderCounts } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { REVIEW_PATHS } from '../review.ts';
import { StarDisplay } from './star-display.tsx';

/**
 * The footer's traveller star rating with its review count (spec 01 "Footer"): on the product
 * site (4) only, and only when reviews exist; it opens the providers' reviews in a new tab.
 */
export const FooterRating = () => {
  const productSite = readClientSite()?.site_id === DEFAULT_SITE_ID;
  if (!productSite) return null;
  return <FooterRatingOfProductSite />;
};

const FooterRatingOfProductSite = () => {
  const { t } = useTranslation(REVIEWS_NS);
  const counts = useProviderCounts();
  const c = counts.data;
  if (!c || c.totalReviews === 0) return null;
  return (
    <Group justify="center">
      <Anchor
        href={REVIEW_PATHS.providers}
        target="_blank"
        rel="noopener"
        style={{ color: 'var(--rd-header-fg)', display: 'inline-flex', alignItems: 'center', gap: 8 }}
        data-testid="footer-rating"
      >
        <StarDisplay rating={c.averageReview} color="var(--mantine-color-yellow-4)" />
        <Text span fw={600} size="sm">
          {c.averageReview.toFixed(1)}
        </Text>
        <Text span size="sm">
          {t('footerCount', { count: c.totalReviews })}
        </Text>
        <VisuallyHidden>{t('footerRating', { value: c.averageReview.toFixed(1) })}</VisuallyHidden>
      </Anchor>
    </Group>
  );
};
