import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProviderCounts } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { REVIEW_PATHS } from '../review.ts';
import { StarDisplay } from './star-display.tsx';

/** The product site's footer rating: the providers' average and review count, once reviews exist. */
export const FooterRatingOfProductSite = () => {
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
