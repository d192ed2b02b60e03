import { Badge, Button, Modal, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isStaffRole, MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { useCompletedBookings } from '../api/bookings.ts';
import { useCreateRiderReview, useRiderReviews } from '../api/rider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import type { ReviewableBooking } from '../review.ts';
import { PagedFooter } from './paged-footer.tsx';
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
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const completed = useCompletedBookings(page);
  const given = useRiderReviews({ page: 1, pageSize: 100 });
  const create = useCreateRiderReview();
  const [reviewing, setReviewing] = useState<ReviewableBooking | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  // The provider's staff rate their travellers; the platform administrator only reads.
  const canReview = isStaffRole(useSession()?.user.role ?? '');
  const ratingOf = new Map((given.data?.reviews ?? []).map((r) => [r.bookingId, r.rating]));
  const rows = completed.data?.bookings ?? [];

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
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-busy={completed.isFetching}>
        {completed.isPending ? (
          <Stack p="md">
            <Skeleton h={44} />
            <Skeleton h={44} />
          </Stack>
        ) : completed.isError ? (
          <Stack p="md">
            <ErrorDisplay error={completed.error} />
          </Stack>
        ) : rows.length === 0 ? (
          <Stack p="xl" align="center" ta="center" gap="xs">
            <Text fw={600}>{t('emptyCompleted')}</Text>
            <Text size="sm" c="dimmed">
              {t('emptyCompletedHint')}
            </Text>
          </Stack>
        ) : isMobile ? (
          <Stack gap={0}>
            {rows.map((b) => (
              <Stack
                key={b.id}
                gap={4}
                p="md"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Text fw={600}>
                  {nameOf(b)}{' '}
                  {b.customer.isGuestUser && (
                    <Badge size="xs" variant="light">
                      {t('guest')}
                    </Badge>
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  {b.referenceId} · {b.bookingFromDate} {b.pickuptimetodisplay}
                </Text>
                {action(b)}
              </Stack>
            ))}
          </Stack>
        ) : (
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('col_reference')}</Table.Th>
                <Table.Th>{t('col_rideOn')}</Table.Th>
                <Table.Th>{t('col_traveller')}</Table.Th>
                <Table.Th>{t('col_rating')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td ff="monospace">{b.referenceId}</Table.Td>
                  <Table.Td>
                    {b.bookingFromDate} {b.pickuptimetodisplay}
                  </Table.Td>
                  <Table.Td>
                    {nameOf(b)}{' '}
                    {b.customer.isGuestUser && (
                      <Badge size="xs" variant="light">
                        {t('guest')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{action(b)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <PagedFooter
        page={page}
        total={completed.data?.totalCount ?? 0}
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
      />
      <Title order={2} fz={20} mt="xl" mb="sm">
        {t('givenTitle')}
      </Title>
      <Stack gap="sm">
        {(given.data?.reviews ?? []).slice(0, 10).map((r) => (
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
