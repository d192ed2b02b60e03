import { Alert, Anchor, Button, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { pickupDateTimeLabel } from '@ridedesk/domain/booking/booking-mail-texts';
import { IconAlertTriangle, IconCircleCheck, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkPage } from '../../../components/page-kit/link-page.tsx';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { DeadLinkNotice } from '../../../components/ui/dead-link-notice.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { FactTable } from '../../../components/ui/fact-table.tsx';
import { bookingFlightLabel, textsConsentLabel } from '../../../components/ui/flight-and-texts.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { type ManagedBooking, useCancelManagedBooking, useManagedBooking } from '../api/managed-booking.ts';
import { atPickupClock, usd, vehicleName, vehiclePicture } from '../booking-format.ts';
import { MY_BOOKINGS_NS } from '../i18n.ts';
import { MANAGE_BOOKING_NS } from '../manage-i18n.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

/** A link that opens no booking: wrong, another company's, or the ride is over. */
const NotFound = () => {
  const { t } = useTranslation(MANAGE_BOOKING_NS);
  return <DeadLinkNotice title={t('notFoundTitle')} body={t('notFoundBody')} homeLabel={t('home')} />;
};

const paymentMethodKey = (b: ManagedBooking) =>
  b.paymentType === 'COD' ? 'payCash' : b.paymentType === 'Card' ? 'payCard' : 'payLater';

/** The ride: when (the pickup's own clock and UTC offset), route, vehicle, passengers, total, payment. */
const RideTable = ({ booking: b }: { booking: ManagedBooking }) => {
  const { t, i18n } = useTranslation(MANAGE_BOOKING_NS);
  const { t: tb } = useTranslation(MY_BOOKINGS_NS);
  const flight = bookingFlightLabel(b);
  const texts = textsConsentLabel(b, { agreed: tb('textsAgreed'), notAgreed: tb('textsNotAgreed') });
  const rows: [string, ReactNode][] = [
    [t('when'), pickupDateTimeLabel(new Date(b.pickupAt), b.pickupoffset, i18n.language)],
    [t('from'), b.pickUpLocation],
    ...(flight ? [[tb('flight'), flight] as [string, string]] : []),
    [t('to'), b.dropOffLocation],
    [t('vehicle'), `${b.vehicleType.name} · ${vehicleName(b)}`],
    [t('passengers'), String(b.noOfPassengers)],
    [t('total'), usd(b.totalPrice)],
    [
      t('payment'),
      <Group gap="xs" key="payment">
        <Text size="sm" span>
          {t(paymentMethodKey(b))}
        </Text>
        <PaymentStatusBadge status={b.paymentStatus} />
      </Group>,
    ],
    [t('status'), <BookingStatusBadge status={b.bookingStatus} key="status" />],
    ...(texts ? [[tb('texts'), texts] as [string, string]] : []),
  ];
  return <FactTable facts={rows} labelWidth={{ base: 104, sm: 150 }} testId="managed-ride" />;
};

/** The cancellation rule and the Cancel booking button while the rule allows it. */
const Cancellation = ({ booking: b, onCancel }: { booking: ManagedBooking; onCancel: () => void }) => {
  const { t, i18n } = useTranslation(MY_BOOKINGS_NS);
  if (b.bookingStatus === 'cancelled') return null;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {b.cancellation.allowed
          ? `${b.cancellation.rule} ${t('cancelUntil', { when: atPickupClock(b.cancellation.cancelUntil, b.pickupoffset, i18n.language) })}`
          : b.cancellation.reason}
      </Text>
      {b.cancellation.allowed && (
        <Group>
          <Button color="red" variant="light" onClick={onCancel}>
            {t('cancelBooking')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

/**
 * /mybookings/manage/{token} (decision 0024): the booking a manage link opens, for a guest or any
 * traveller holding the link, without signing in: the ride as booked, its company, and Cancel
 * booking under the same rule as My Bookings (refund and mails by the server).
 */
export const ManageBookingScreen = () => {
  const { token = '' } = useParams();
  const { t } = useTranslation(MANAGE_BOOKING_NS);
  const query = useManagedBooking(token);
  const cancel = useCancelManagedBooking(token);
  const [asking, setAsking] = useState(false);
  const b = query.data;
  useDocumentTitle(b ? t('title', { reference: b.referenceId }) : null);

  let body: ReactNode = null;
  if (query.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    );
  } else if (query.isError) {
    body = isApiError(query.error) && query.error.status === 404 ? <NotFound /> : <ErrorDisplay error={query.error} />;
  } else if (b) {
    const provider = b.site.serviceProvider;
    body = (
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('title', { reference: b.referenceId })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lead')}
          </Text>
        </Stack>
        {b.bookingStatus === 'cancelled' && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            {t('cancelled')}
          </Alert>
        )}
        <Group gap="md" wrap="nowrap" align="center">
          <Image src={vehiclePicture(b)} alt="" w={120} h={72} fit="contain" radius="sm" bg="gray.0" />
          <Stack gap={0}>
            <Title order={2} size="h4">
              {t('rideTitle')}
            </Title>
            <Text size="sm">{vehicleName(b)}</Text>
          </Stack>
        </Group>
        <RideTable booking={b} />
        <Cancellation booking={b} onCancel={() => setAsking(true)} />
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('company')}
          </Title>
          <Text size="sm" fw={600}>
            {provider.name}
          </Text>
          {provider.phone && (
            <Anchor href={`tel:${provider.phone}`} size="sm" fw={600}>
              <Group gap={4} component="span">
                <IconPhone size={14} aria-hidden />
                {t('call', { name: provider.name, phone: provider.phone })}
              </Group>
            </Anchor>
          )}
          <Text size="sm" c="dimmed">
            {t('changeHelp', { company: provider.name, reference: b.referenceId })}
          </Text>
        </Stack>
        {cancel.isError && !asking && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            <ErrorDisplay error={cancel.error} showId={false} />
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <LinkPage
      size="sm"
      dialogs={
        <CancelBookingDialog
          booking={asking && b ? b : null}
          busy={cancel.isPending}
          error={cancel.error}
          onClose={() => setAsking(false)}
          onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setAsking(false) })}
        />
      }
    >
      {body}
    </LinkPage>
  );
};
