import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { manageLinkPath } from '@ridedesk/domain/booking/manage-link';
import { PAYMENT_MESSAGES } from '@ridedesk/domain/payments/payment-messages';
import { IconCalendarPlus, IconCircleCheck, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FactTable } from '../../../components/ui/fact-table.tsx';
import type { BookedRide } from '../booked-ride.ts';
import type { BookingResult } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { rideIcs } from '../ride-calendar.ts';
import { formatPickupDate, telHref } from '../ride-format.ts';
import { BOOKING_SUCCESS_NS } from './booking-success-i18n.ts';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The guest's manage link: in the app when it is on this host, else a link to the booking's own host. */
const manageLinkOf = (result: BookingResult) => {
  if (!result.manageToken) return null;
  const path = manageLinkPath(result.manageToken);
  const href = result.manageUrl ?? path;
  const url = new URL(href, window.location.origin);
  return { path, href, sameOrigin: url.origin === window.location.origin };
};

/** The ride as booked: when, where, the vehicle, the amount and how it is paid, with add-to-calendar. */
const RideSummary = ({ result, ride }: { result: BookingResult; ride: BookedRide }) => {
  const { t, i18n } = useTranslation(BOOKING_SUCCESS_NS);
  const calendarUrl = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([rideIcs({ ...ride, reference: result.referenceId }, new Date())], { type: 'text/calendar' }),
      ),
    [ride, result.referenceId],
  );
  useEffect(() => () => URL.revokeObjectURL(calendarUrl), [calendarUrl]);
  const manage = manageLinkOf(result);
  const method = ride.paymentType === 'COD' ? t('payCash') : ride.paymentType === 'Card' ? t('payCard') : t('payLater');
  const rows: [string, string][] = [
    [
      t('when'),
      t('whenValue', { date: formatPickupDate(ride.pickupdate, i18n.language), time: ride.pickuptimetodisplay }),
    ],
    [t('from'), ride.pickup],
    ...(ride.flight ? [[t('flight'), ride.flight] as [string, string]] : []),
    [t('to'), ride.dropoff],
    [t('vehicle'), `${ride.vehicleType} · ${ride.vehicle}`],
    [t('total'), dollars.format(ride.totalCents / 100)],
    [t('payment'), result.paymentStatus === 'Paid' ? `${method} · ${t('paid')}` : method],
  ];
  return (
    <Stack gap="sm" w="100%" ta="left">
      <Title order={2} size="h4">
        {t('summaryTitle')}
      </Title>
      <FactTable facts={rows} labelWidth={{ base: 96, sm: 140 }} testId="booked-ride" />
      <Group gap="sm" wrap="wrap">
        <Button
          component="a"
          href={calendarUrl}
          download={`${result.referenceId}.ics`}
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          {t('addToCalendar')}
        </Button>
        {ride.signedIn ? (
          <Button
            component={Link}
            to="/mybookings/viewbookings"
            variant="default"
            leftSection={<IconListDetails size={18} aria-hidden />}
          >
            {t('manage')}
          </Button>
        ) : (
          manage &&
          (manage.sameOrigin ? (
            <Button
              component={Link}
              to={manage.path}
              variant="default"
              leftSection={<IconListDetails size={18} aria-hidden />}
            >
              {t('manage')}
            </Button>
          ) : (
            <Button
              component="a"
              href={manage.href}
              variant="default"
              leftSection={<IconListDetails size={18} aria-hidden />}
            >
              {t('manage')}
            </Button>
          ))
        )}
      </Group>
      {!ride.signedIn && manage && (
        <Text size="sm" c="dimmed">
          {t('manageLinkHelp')}
        </Text>
      )}
      {!ride.signedIn && (ride.companyPhone || ride.companyEmail) && (
        <Stack gap={4}>
          <Text size="sm">{t('manageGuest', { company: ride.company })}</Text>
          <Group gap="md" wrap="wrap">
            {ride.companyPhone && (
              <Anchor href={telHref(ride.companyPhone)} size="sm" fw={600}>
                {t('call', { phone: ride.companyPhone })}
              </Anchor>
            )}
            {ride.companyEmail && (
              <Anchor
                href={`mailto:${ride.companyEmail}?subject=${encodeURIComponent(`Booking ${result.referenceId}`)}`}
                size="sm"
                fw={600}
              >
                {t('email', { email: ride.companyEmail })}
              </Anchor>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
};

/**
 * After a guest's booking: the spec's success message with the reference, the ride as booked
 * (date and time, route, vehicle, amount, payment method), add-to-calendar, how to manage it
 * (My Bookings when signed in; for a guest the booking's manage link, decision 0024), and a way
 * to book again.
 */
export const BookingSuccess = ({
  result,
  ride = null,
  onBookAnother,
}: {
  result: BookingResult;
  ride?: BookedRide | null;
  onBookAnother: () => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the outcome, not at the top of a form that is gone.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" maw={640} mx="auto">
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        {/* The outcome replaces the wizard and its heading: it is the page's h1. */}
        <Title order={1} fz={{ base: 24, sm: 28 }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('bookedTitle')}
        </Title>
        {result.paymentStatus === 'Paid' && (
          <Group gap="xs" justify="center">
            <Text fw={600} c="green" role="status">
              {PAYMENT_MESSAGES.success}
            </Text>
            <Badge color="green" variant="filled">
              Paid
            </Badge>
          </Group>
        )}
        <Text size="lg" role="status">
          {result.message}
        </Text>
        <Group gap="xs" justify="center">
          <Text c="dimmed">{t('reference')}</Text>
          <Badge size="xl" radius="sm" variant="light" ff="monospace" tt="none">
            {result.referenceId}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('bookedHelp')}
        </Text>
        {ride && <RideSummary result={result} ride={ride} />}
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onBookAnother} size="md">
          {t('bookAnother')}
        </Button>
      </Stack>
    </Paper>
  );
};
