import {
  Alert,
  Button,
  Container,
  Group,
  Image,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type BookingPeriod, parseBookingPeriod } from '@ridedesk/domain/booking/booking-periods';
import type { TravellerBookingView } from '@ridedesk/domain/booking/booking-view';
import { MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconArrowRight, IconCalendarOff, IconPlus, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
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

const BookingTable = ({
  bookings,
  locale,
  ...actions
}: Actions & { bookings: TravellerBookingView[]; locale: string }) => {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {['col_reference', 'col_rideOn', 'col_route', 'col_vehicle', 'col_total', 'col_status', 'col_actions'].map(
              (key) => (
                <Table.Th key={key} scope="col">
                  {t(key)}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td fw={700} ff="monospace">
                {b.referenceId}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{pickupDay(b, locale)}</Text>
                <Text size="xs" c="dimmed">
                  {b.pickuptimetodisplay}
                </Text>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={1} title={b.pickUpLocation}>
                  {b.pickUpLocation}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1} title={b.dropOffLocation}>
                  → {b.dropOffLocation}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{vehicleName(b)}</Text>
                <Text size="xs" c="dimmed">
                  {b.vehicleType.name}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
                {usd(b.totalPrice)}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <BookingStatusBadge status={b.bookingStatus} />
                  <PaymentStatusBadge status={b.paymentStatus} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <RowActions booking={b} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** Under 768 px each booking is a card. */
const BookingCards = ({
  bookings,
  locale,
  ...actions
}: Actions & { bookings: TravellerBookingView[]; locale: string }) => {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  return (
    <Stack gap="sm">
      {bookings.map((b) => (
        <Paper key={b.id} withBorder radius="md" p="sm" component="article" aria-label={b.referenceId}>
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
      ))}
    </Stack>
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
  const [params, setParams] = useSearchParams();
  const period = parseBookingPeriod(params.get('period')) ?? 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const bookings = useMyBookings({ period, page });
  const cancel = useCancelMyBooking();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<TravellerBookingView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const rows = bookings.data?.bookings ?? [];
  const total = bookings.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  const detail = rows.find((b) => b.id === detailId) ?? null;

  const update = (next: { period?: BookingPeriod; page?: number }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.period) copy.set('period', next.period);
        if (next.page && next.page > 1) copy.set('page', String(next.page));
        else copy.delete('page');
        return copy;
      },
      { replace: true },
    );

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
          onChange={(value) => update({ period: value as BookingPeriod, page: 1 })}
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

        <Paper
          withBorder={!isMobile}
          radius="md"
          style={{ overflow: 'hidden' }}
          aria-busy={bookings.isFetching}
          bg={isMobile ? 'transparent' : undefined}
        >
          {bookings.isPending ? (
            <Stack p="md" gap="sm">
              {[1, 2, 3].map((n) => (
                <Skeleton key={n} h={isMobile ? 160 : 44} />
              ))}
            </Stack>
          ) : bookings.isError ? (
            <Stack p="md" gap={4}>
              <Text fw={600}>{t('loadFailed')}</Text>
              <ErrorDisplay error={bookings.error} />
            </Stack>
          ) : rows.length === 0 ? (
            <Stack p="xl" gap="xs" align="center" ta="center">
              <IconCalendarOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fw={600}>{t(emptyTitle)}</Text>
              <Text size="sm" c="dimmed">
                {t(emptyHint)}
              </Text>
              {period !== 'past' && (
                <Button component={Link} to={BOOK_A_RIDE_PATH} variant="light" mt="xs">
                  {t('bookRide')}
                </Button>
              )}
            </Stack>
          ) : isMobile ? (
            <BookingCards bookings={rows} locale={i18n.language} {...actions} />
          ) : (
            <BookingTable bookings={rows} locale={i18n.language} {...actions} />
          )}
        </Paper>

        {total > 0 && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('showing', { from, to, total })}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) => update({ page: next })}
                size="sm"
                aria-label={t('pagination')}
              />
            )}
          </Group>
        )}
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
