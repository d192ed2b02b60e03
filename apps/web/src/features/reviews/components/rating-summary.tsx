import { Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { starShare } from '@ridedesk/domain/reviews/review-summary';
import { useTranslation } from 'react-i18next';
import { REVIEWS_NS } from '../i18n.ts';
import type { RatingCounts } from '../review.ts';
import { StarDisplay } from './star-display.tsx';

const STAR_KEYS = [
  [5, 'fiveStar'],
  [4, 'fourStar'],
  [3, 'threeStar'],
  [2, 'twoStar'],
  [1, 'oneStar'],
] as const;

/** The average to one decimal with its stars, the total, and how many reviews gave each star. */
export const RatingSummary = ({ counts, loading }: { counts: RatingCounts | undefined; loading?: boolean }) => {
  const { t } = useTranslation(REVIEWS_NS);
  if (loading || !counts) return <Skeleton h={150} radius="md" />;
  if (counts.totalReviews === 0)
    return (
      <Paper withBorder radius="md" p="md">
        <Text c="dimmed">{t('noReviewsYet')}</Text>
      </Paper>
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="center" gap="xl" wrap="wrap">
        <Stack gap={4} align="center" miw={140}>
          <Text fz={44} fw={700} lh={1} data-testid="average-review">
            {counts.averageReview.toFixed(1)}
          </Text>
          <StarDisplay rating={counts.averageReview} size={20} />
          <Text size="sm" c="dimmed" data-testid="total-reviews">
            {t('reviewCount', { count: counts.totalReviews })}
          </Text>
        </Stack>
        <Stack gap={6} style={{ flex: '1 1 220px' }} component="ul" m={0} p={0}>
          {STAR_KEYS.map(([star, key]) => {
            const count = counts[key];
            const percent = starShare(count, counts.totalReviews);
            return (
              <Group key={star} gap="xs" wrap="nowrap" component="li" style={{ listStyle: 'none' }}>
                <Text size="sm" w={64} aria-hidden>
                  {t('starLabel', { count: star })}
                </Text>
                <Progress
                  value={percent}
                  color="yellow"
                  style={{ flex: 1 }}
                  aria-label={t('starShare', { star, count, percent })}
                />
                <Text size="sm" w={28} ta="right" aria-hidden>
                  {count}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Group>
    </Paper>
  );
};
