import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TravellerPage } from '../../../components/page-kit/traveller-page.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useBookingByReference } from '../api/bookings.ts';
import { useCreateProviderReview, useProviderReviews } from '../api/provider-reviews.ts';
import { REVIEWS_NS } from '../i18n.ts';
import { REVIEW_PATHS } from '../review.ts';
import { ProviderReviewCard } from './review-cards.tsx';
import { ReviewFormFields } from './review-form.tsx';

/**
 * /reviews/add-review?booking={reference}: the signed-in traveller reviews the provider of one
 * of their completed rides (the review link of My Bookings leads here). A ride not completed,
 * or already reviewed, says so instead of showing the form.
 */
export const AddReviewScreen = () => {
  const { t, i18n } = useTranslation(REVIEWS_NS);
  const [params] = useSearchParams();
  const reference = (params.get('booking') ?? '').trim();
  const booking = useBookingByReference(reference);
  const mine = useProviderReviews({ page: 1, mine: true, pageSize: 100 }, Boolean(booking.data));
  const create = useCreateProviderReview();
  const b = booking.data;
  const existing = b ? mine.data?.rows.find((r) => r.bookingId === b.id) : undefined;
  const provider = b?.site?.serviceProvider?.name ?? '';

  const day = b
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${b.bookingFromDate}T00:00:00Z`),
      )
    : '';

  return (
    <TravellerPage title={t('addTitle')} lead={provider && t('addLead', { name: provider })} size="sm">
      {!reference ? (
        <Alert color="blue">
          {t('noBooking')}{' '}
          <Anchor component={Link} to="/mybookings/viewbookings?period=past">
            {t('myBookings')}
          </Anchor>
        </Alert>
      ) : booking.isPending || (b && mine.isPending) ? (
        <Skeleton h={220} />
      ) : booking.isError || !b ? (
        <Alert color="red" title={t('bookingNotFound')}>
          <ErrorDisplay error={booking.error} />
        </Alert>
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Text fw={600}>
              {t('rideSummary', { reference: b.referenceId, date: day, time: b.pickuptimetodisplay })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('from', { place: b.pickUpLocation })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('to', { place: b.dropOffLocation })}
            </Text>
          </Paper>
          {create.isSuccess ? (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              <Stack gap="xs">
                <Text>{t('thanks', { reference: b.referenceId })}</Text>
                <Button component={Link} to={REVIEW_PATHS.providers} variant="light" size="xs" w="fit-content">
                  {t('seeReviews')}
                </Button>
              </Stack>
            </Alert>
          ) : existing ? (
            <Stack gap="xs">
              <Text fw={600}>{t('alreadyReviewedNote')}</Text>
              <ProviderReviewCard review={existing} />
            </Stack>
          ) : b.bookingStatus !== 'completed' ? (
            <Alert color="yellow">{t('notCompletedYet')}</Alert>
          ) : (
            <Paper withBorder radius="md" p="md">
              <ReviewFormFields
                submitLabel={t('submit')}
                pending={create.isPending}
                onSubmit={(form) => create.mutate({ ...form, referenceId: b.referenceId })}
              />
              <ErrorDisplay error={create.error} />
            </Paper>
          )}
        </Stack>
      )}
    </TravellerPage>
  );
};
