import { Badge, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { isStaffRole } from '@ridedesk/domain/shared/constants';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRowsAt } from '../../../components/query-kit/paged-list.ts';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useCompletedBookings } from '../api/bookings.ts';
import { useCreateRiderReview, useRiderReviews } from '../api/rider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import type { ReviewableBooking } from '../review.ts';
import { RiderReviewCard } from './review-cards.tsx';
import { ReviewFormFields } from './review-form.tsx';
import { StarDisplay } from './star-display.tsx';

const nameOf = (b: ReviewableBooking) => `${b.customer.firstName} ${b.customer.lastName}`.trim();

/**
 * /admin/reviews/add-review: the site's completed rides, 10 a page; staff rate the traveller
 * of each once (stars and a comment). The reviews given are listed below.
 */
export const GiveReviewsScreen = () => {
  const { t } = useTranslation(REVIEWS_NS);
  useDocumentTitle(t('giveTitle'));
  const paging = useAddressList();
  const completed = useCompletedBookings(paging.page);
  const given = useRiderReviews({ page: 1, pageSize: 100 });
  const create = useCreateRiderReview();
  const [reviewing, setReviewing] = useState<ReviewableBooking | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The provider's staff rate their travellers; the platform administrator only reads.
  const canReview = isStaffRole(useSession()?.user.role ?? '');
  const ratingOf = new Map((given.data?.rows ?? []).map((r) => [r.bookingId, r.rating]));

  const action = (b: ReviewableBooking) =>
    ratingOf.has(b.id) ? (
      <StarDisplay rating={ratingOf.get(b.id)} size={14} />
    ) : !canReview ? null : (
      <Button
        size="xs"
        variant="light"
        aria-label={t('reviewRiderNamed', { name: nameOf(b), reference: b.referenceId })}
        onClick={() => {
          create.reset();
          setSaved(null);
          setReviewing(b);
        }}
      >
        {t('reviewRider')}
      </Button>
    );

  return (
    <>
      <PageHeader title={t('giveTitle')} description={t('giveLead')} />
      {saved && (
        <Text c="green" role="status" size="sm" mb="sm">
          {saved}
        </Text>
      )}
      <DataTable
        {...pageRowsAt(completed, paging)}
        rowKey={(b) => b.id}
        columns={[
          { key: 'reference', header: t('col_reference'), cell: (b) => b.referenceId, td: { ff: 'monospace' } },
          { key: 'rideOn', header: t('col_rideOn'), cell: (b) => `${b.bookingFromDate} ${b.pickuptimetodisplay}` },
          {
            key: 'traveller',
            header: t('col_traveller'),
            cell: (b) => (
              <>
                {nameOf(b)}{' '}
                {b.customer.isGuestUser && (
                  <Badge size="xs" variant="light">
                    {t('guest')}
                  </Badge>
                )}
              </>
            ),
          },
          { key: 'rating', header: t('col_rating'), action: true, cell: action },
        ]}
        minWidth={640}
        expandLabel={(b) => t('rideOf', { name: nameOf(b), reference: b.referenceId })}
        summary={(b) => (
          <RowSummary title={nameOf(b)} subtitle={`${b.referenceId} · ${b.bookingFromDate} ${b.pickuptimetodisplay}`} />
        )}
        paginationLabel={t('pagination')}
        loadFailed={t('loadFailed')}
        loadingRows={2}
        empty={{ icon: IconCalendarCheck, title: t('emptyCompleted'), hint: t('emptyCompletedHint') }}
      />
      <Title order={2} fz={20} mt="xl" mb="sm">
        {t('givenTitle')}
      </Title>
      <Stack gap="sm">
        {(given.data?.rows ?? []).slice(0, 10).map((r) => (
          <RiderReviewCard key={r.id} review={r} showRider />
        ))}
      </Stack>
      <Modal
        opened={reviewing !== null}
        onClose={() => setReviewing(null)}
        title={reviewing ? t('riderDialog', { name: nameOf(reviewing) }) : ''}
      >
        {reviewing && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {reviewing.referenceId} · {reviewing.bookingFromDate} {reviewing.pickuptimetodisplay}
            </Text>
            <ReviewFormFields
              submitLabel={t('submit')}
              pending={create.isPending}
              onSubmit={(form) =>
                create.mutate(
                  { ...form, bookingId: reviewing.id },
                  {
                    onSuccess: () => {
                      setSaved(t('riderSaved', { name: nameOf(reviewing) }));
                      setReviewing(null);
                    },
                  },
                )
              }
            />
            <ErrorDisplay error={create.error} />
          </Stack>
        )}
      </Modal>
    </>
  );
};
