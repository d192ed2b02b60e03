import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { REPLY_MAX, replyFormSchema } from '@ridedesk/domain/reviews/review-forms';
import { isStaffRole } from '@ridedesk/domain/shared/constants';
import { IconMessageStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useProviderCounts, useProviderReviews, useReplyToReview } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import type { ProviderReview } from '../review.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ProviderReviewCard } from './review-cards.tsx';
import { ReviewFeed } from './review-feed.tsx';

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
  const paging = useAddressList();
  const counts = useProviderCounts();
  const list = useProviderReviews({ page: paging.page });
  const [open, setOpen] = useState<number | null>(null);
  const [notice, setNotice] = useState(false);
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
        <ReviewFeed
          list={paging}
          {...pageRows(list)}
          card={(r) => (
            <ProviderReviewCard review={r}>
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
          )}
          empty={{ icon: IconMessageStar, title: t('emptyProviders'), hint: t('emptyProvidersHint') }}
        />
      </Stack>
    </>
  );
};
