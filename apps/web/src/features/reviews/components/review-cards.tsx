import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWS_NS } from '../i18n.ts';
import type { ProviderReview, RiderReview } from '../review.ts';
import { StarDisplay } from './star-display.tsx';

export const dayOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

type Reviewed = { createdOn: string; rating: number; comment?: string | null; referenceId: string; rideOn: string };

/** A review's card: who wrote it and when, its stars and comment, the ride it is about, then what follows. */
const ReviewCard = ({
  review: r,
  who,
  byline,
  testId,
  children,
}: {
  review: Reviewed;
  who: ReactNode;
  /** Words after the ride's reference and day (who gave a rider review). */
  byline?: string;
  testId?: string;
  children?: ReactNode;
}) => {
  const { t, i18n } = useTranslation(REVIEWS_NS);
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid={testId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{who}</Text>
          <Text size="xs" c="dimmed">
            {dayOf(r.createdOn, i18n.language)}
          </Text>
        </Group>
        <StarDisplay rating={r.rating} />
        {r.comment && <Text style={{ whiteSpace: 'pre-wrap' }}>{r.comment}</Text>}
        <Text size="xs" c="dimmed">
          {t('rideOn', { reference: r.referenceId, date: dayOf(r.rideOn, i18n.language) })}
          {byline}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
};

type ProviderCardProps = { review: ProviderReview; showProvider?: boolean; children?: ReactNode };

/** A traveller's review: who, when, stars, comment, and the provider's reply under it. */
export const ProviderReviewCard = ({ review: r, showProvider, children }: ProviderCardProps) => {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <ReviewCard
      review={r}
      testId="provider-review"
      who={
        <>
          {r.reviewerName}
          {showProvider && (
            <Text span c="dimmed" fw={400}>
              {' '}
              · {r.serviceProviderName}
            </Text>
          )}
        </>
      }
    >
      {r.reply && (
        <Box
          p="sm"
          mt={4}
          style={{
            borderLeft: '3px solid var(--mantine-primary-color-filled)',
            background: 'var(--mantine-color-gray-light)',
          }}
        >
          <Text size="sm" fw={600}>
            {t('reply', { name: r.serviceProviderName })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="review-reply">
            {r.reply}
          </Text>
        </Box>
      )}
      {children}
    </ReviewCard>
  );
};

/** A provider's review of a traveller. */
export const RiderReviewCard = ({ review: r, showRider }: { review: RiderReview; showRider?: boolean }) => {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <ReviewCard
      review={r}
      who={showRider ? r.riderName : r.serviceProviderName}
      byline={showRider && r.createdBy ? ` · ${t('by', { name: r.createdBy.firstName })}` : ''}
    />
  );
};
