import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { REPLY_MAX, replyFormSchema } from '@ridedesk/domain/reviews/review-forms';
import { isStaffRole } from '@ridedesk/domain/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useProviderCounts, useProviderReviews, useReplyToReview } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import type { ProviderReview } from '../review.ts';
import { PagedFooter } from './paged-footer.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { ProviderReviewCard } from './review-cards.tsx';

const ReplyBox = ({ review, onDone }: { review: ProviderReview; onDone: () => void }) => {
  const { t } = useTranslation(REVIEWS_NS);
  const reply = useReplyToReview();
  const [text, setText] = useState(review.reply ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = replyFormSchema.safeParse({ reply: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate({ id: review.id, ...parsed.data }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" mt="xs">
        <Textarea
          label={t('replyLabel')}
          placeholder={t('replyPlaceholder')}
          autosize
          minRows={2}
          maxLength={REPLY_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <ErrorDisplay error={reply.error} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={reply.isPending}>
            {t('sendReply')}
          </Button>
          <Button variant="default" size="xs" onClick={onDone}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * /admin/reviews/reply-review: the site's reviews from travellers with the average and counts
 * per star; staff reply under a review (or edit their reply).
 */
export const ReplyReviewsScreen = () => {
  const { t } = useTranslation(REVIEWS_NS);
  useDocumentTitle(t('replyTitle'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useProviderCounts();
  const list = useProviderReviews({ page });
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState(false);
  const rows = list.data?.reviews ?? [];
  // The provider's staff reply; the platform administrator only reads.
  const canReply = isStaffRole(useSession()?.user.role ?? '');

  return (
    <>
      <PageHeader title={t('replyTitle')} description={t('replyLead')} />
      <Stack gap="md">
        <RatingSummary counts={counts.data} loading={counts.isPending} />
        {notice && (
          <Text c="green" role="status" size="sm">
            {t('replied')}
          </Text>
        )}
        {list.isPending ? (
          <Skeleton h={120} />
        ) : list.isError ? (
          <ErrorDisplay error={list.error} />
        ) : rows.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text fw={600}>{t('emptyProviders')}</Text>
            <Text size="sm" c="dimmed">
              {t('emptyProvidersHint')}
            </Text>
          </Paper>
        ) : (
          rows.map((r) => (
            <ProviderReviewCard key={r.id} review={r}>
              {open === r.id ? (
                <ReplyBox
                  review={r}
                  onDone={() => {
                    setOpen(null);
                    setNotice(true);
                  }}
                />
              ) : !canReply ? null : (
                <Group gap="xs">
                  {!r.reply && (
                    <Badge color="orange" variant="light">
                      {t('awaiting')}
                    </Badge>
                  )}
                  <Button
                    size="xs"
                    variant={r.reply ? 'subtle' : 'light'}
                    onClick={() => {
                      setNotice(false);
                      setOpen(r.id);
                    }}
                  >
                    {r.reply ? t('editReply') : t('sendReply')}
                  </Button>
                </Group>
              )}
            </ProviderReviewCard>
          ))
        )}
        <PagedFooter
          page={page}
          total={list.data?.totalCount ?? 0}
          onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
        />
      </Stack>
    </>
  );
};
