import { Alert, Button, Container, Group, Image, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type BookingPeriod, parseBookingPeriod } from '@ridedesk/domain/booking/booking-periods';
import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import { IconArrowRight, IconCalendarOff, IconPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bookingColumns } from '../../../components/ui/booking-columns.tsx';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { bookingFlightLabel } from '../../../components/ui/flight-and-texts.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { useNarrowScreen } from '../../../components/ui/list-kit/use-narrow-screen.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useCancelMyBooking } from '../api/cancel-my-booking.ts';
import { useMyBookings } from '../api/list-my-bookings.ts';
import { pickupDay, reviewPath, usd, vehicleName, vehiclePicture } from '../booking-format.ts';
import { MY_BOOKINGS_NS } from '../i18n.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { MyBookingDetail } from './my-booking-detail.tsx';

export const BOOK_A_RIDE_PATH = '/systembooking';

const EMPTY: Record<BookingPeriod, [string, string]> = {
  upcoming: ['emptyUpcoming', 'emptyUpcomingHint'],
  past: ['emptyPast', 'emptyPastHint'],
  all: ['emptyAll', 'emptyAllHint'],
};

type Actions = {
  onDetails: (b: TravellerBookingView) => void;
  onCancel: (b: TravellerBookingView) => void;
};

/** Details, Cancel (within the rule) and Review (completed rides) for one booking. */
const RowActions = ({
  booking: b,
  onDetails,
  onCancel,
  fullWidth,
}: Actions & { booking: TravellerBookingView; fullWidth?: boolean }) => {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  return (
    <Group gap="xs" wrap={fullWidth ? 'wrap' : 'nowrap'} grow={fullWidth}>
      <Button
        size="xs"
        variant="light"
        onClick={() => onDetails(b)}
        aria-label={t('detailsOf', { reference: b.referenceId })}
      >
        {t('details')}
      </Button>
      {b.cancellation.allowed && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => onCancel(b)}
          aria-label={t('cancelNamed', { reference: b.referenceId })}
        >
          {t('cancel')}
        </Button>
      )}
      {b.bookingStatus === 'completed' && (
        <Button
          size="xs"
          variant="subtle"
          component={Link}
          to={reviewPath(b.referenceId)}
          leftSection={<IconStar size={14} aria-hidden />}
          aria-label={t('reviewNamed', { reference: b.referenceId })}
        >
          {t('review')}
        </Button>
      )}
    </Group>
  );
};

/** Under 768 px each booking is a card. */
const BookingCard = ({
  booking: b,
  locale,
  ...actions
}: Actions & { booking: TravellerBookingView; locale: string }) => {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const flight = bookingFlightLabel(b);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={b.referenceId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} ff="monospace">
            {b.referenceId}
          </Text>
          <Group gap={4} wrap="nowrap">
            <BookingStatusBadge status={b.bookingStatus} />
            <PaymentStatusBadge status={b.paymentStatus} />
          </Group>
        </Group>
        <Text size="sm" fw={600}>
          {t('rideOnAt', { date: pickupDay(b, locale), time: b.pickuptimetodisplay })}
        </Text>
        <Stack gap={2}>
          <Text size="sm">{b.pickUpLocation}</Text>
          {flight && (
            <Text size="sm" fw={600}>
              {t('flightLabel', { flight })}
            </Text>
          )}
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconArrowRight size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
            <Text size="sm">{b.dropOffLocation}</Text>
          </Group>
        </Stack>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Image src={vehiclePicture(b)} alt="" w={56} h={34} fit="contain" />
            <Text size="sm" c="dimmed" truncate>
              {vehicleName(b)}
            </Text>
          </Group>
          <Text fw={700}>{usd(b.totalPrice)}</Text>
        </Group>
        <RowActions booking={b} {...actions} fullWidth />
      </Stack>
    </Paper>
  );
};

/**
 * /mybookings/viewbookings: the signed-in traveller's bookings (spec 03), Upcoming, Past or All,
 * 10 a page from the server; cards on phones, a table on wider screens. Each opens its detail;
 * an upcoming booking can be cancelled within the site's notice period, a completed one reviewed.
 */
export const MyBookingsScreen = () => {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  useDocumentTitle(t('title'));
  const list = useAddressList();
  const period = parseBookingPeriod(list.params.get('period')) ?? 'upcoming';
  const { page } = list;
  const isMobile = useNarrowScreen();
  const bookings = useMyBookings({ period, page });
  const cancel = useCancelMyBooking();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<TravellerBookingView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const rows = bookings.data?.bookings ?? [];
  const locale = i18n.language;
  const detail = rows.find((b) => b.id === detailId) ?? null;

  const actions: Actions = {
    onDetails: (b) => setDetailId(b.id),
    onCancel: (b) => {
      cancel.reset();
      setCancelling(b);
    },
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    const reference = cancelling.referenceId;
    cancel.mutate(cancelling.id, {
      onSuccess: (done) => {
        setCancelling(null);
        setDetailId(null);
        const refund = done.refund;
        const money =
          refund && refund.status === 'succeeded' && refund.amount > 0
            ? ` ${t(refund.expectWithinBusinessDays ? 'refundCardNotice' : 'refundCashNotice', { amount: usd(refund.amount), days: refund.expectWithinBusinessDays })}`
            : refund && (refund.status === 'failed' || refund.status === 'pending')
              ? ` ${t('refundLaterNotice', { amount: usd(refund.amount) })}`
              : '';
        setNotice(`${t('cancelledNotice', { reference })}${money}`);
      },
    });
  };

  const [emptyTitle, emptyHint] = EMPTY[period];
  const columns = bookingColumns<TravellerBookingView>(
    {
      reference: t('col_reference'),
      pickup: t('col_rideOn'),
      route: t('col_route'),
      vehicle: t('col_vehicle'),
      total: t('col_total'),
      status: t('col_status'),
    },
    locale,
  );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <Stack gap={4} style={{ flex: '1 1 280px' }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('lead')}</Text>
        </Stack>
        <Button component={Link} to={BOOK_A_RIDE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('bookRide')}
        </Button>
      </Group>

      <Stack gap="md">
        <SegmentedControl
          value={period}
          onChange={(value) => list.update({ period: value as BookingPeriod })}
          data={(['upcoming', 'past', 'all'] as const).map((p) => ({ value: p, label: t(p) }))}
          aria-label={t('periods')}
          fullWidth={isMobile}
          style={{ alignSelf: isMobile ? 'stretch' : 'flex-start' }}
        />

        {notice && (
          <Alert color="green" withCloseButton onClose={() => setNotice(null)} role="status">
            {notice}
          </Alert>
        )}

        <DataTable
          state={bookings}
          rows={rows}
          total={bookings.data?.totalCount ?? 0}
          rowKey={(b) => b.id}
          columns={[
            columns.reference,
            columns.pickup,
            columns.route,
            columns.vehicle,
            columns.total,
            columns.status,
            {
              key: 'actions',
              header: t('col_actions'),
              action: true,
              cell: (b, place) => <RowActions booking={b} {...actions} fullWidth={place === 'panel'} />,
            },
          ]}
          minWidth={860}
          expandLabel={(b) => t('detailsOf', { reference: b.referenceId })}
          summary={(b) => b.referenceId}
          card={(b) => <BookingCard booking={b} locale={locale} {...actions} />}
          page={page}
          onPageChange={list.setPage}
          paginationLabel={t('pagination')}
          loadFailed={t('loadFailed')}
          loadingRows={3}
          empty={{
            icon: IconCalendarOff,
            title: t(emptyTitle),
            hint: t(emptyHint),
            action: period !== 'past' && (
              <Button component={Link} to={BOOK_A_RIDE_PATH} variant="light" mt="xs">
                {t('bookRide')}
              </Button>
            ),
          }}
        />
      </Stack>

      <MyBookingDetail
        booking={detail}
        onClose={() => setDetailId(null)}
        onCancel={(b) => {
          setDetailId(null);
          actions.onCancel(b);
        }}
      />
      <CancelBookingDialog
        booking={cancelling}
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </Container>
  );
};
