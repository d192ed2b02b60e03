import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MONTH_MAX_YEAR, MONTH_MIN_YEAR, monthGrid, shiftMonth } from '@ridedesk/domain/booking/booking-calendar';
import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { IconCalendarOff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUS_COLOR, useStatusLabel } from '../../../components/ui/booking-status-badge.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useBookingCalendar } from '../api/get-booking-calendar.ts';
import { customerName, pickupDay } from '../booking-format.ts';
import { BOOKING_ADMIN_NS } from '../i18n.ts';
import classes from './booking-calendar.module.css';
import { BookingDrawer } from './booking-drawer.tsx';
import { BookingsPageHeader } from './bookings-page-header.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the browser's own calendar, YYYY-MM-DD. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const monthName = (year: number, month: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );

/** One booking on the calendar: time, reference and traveller, coloured by status; opens its detail. */
const CalendarEntry = ({ booking: b, onOpen }: { booking: BookingView; onOpen: (id: number) => void }) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const label = useStatusLabel();
  return (
    <UnstyledButton
      className={classes.entry}
      onClick={() => onOpen(b.id)}
      style={{ borderLeftColor: `var(--mantine-color-${BOOKING_STATUS_COLOR[b.bookingStatus]}-6)` }}
      title={`${b.referenceId} · ${b.pickuptimetodisplay} · ${customerName(b)} · ${label(b.bookingStatus)}`}
    >
      {/* The name is what the entry shows, between what it does and the status its colour tells. */}
      <VisuallyHidden>{t('openNamed', { reference: b.referenceId })}, </VisuallyHidden>
      <Text span size="xs" fw={700}>
        {b.pickuptimetodisplay}
      </Text>{' '}
      <Text span size="xs" ff="monospace">
        {b.referenceId}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {customerName(b)}
      </Text>
      <VisuallyHidden>, {label(b.bookingStatus)}</VisuallyHidden>
    </UnstyledButton>
  );
};

/**
 * /admin/booking/bookingcalendarview (spec 03): a month of the site's bookings, each on its local
 * pickup day, with month and year navigation; a booking opens its detail and actions. Under
 * 768 px the month is a list of the days that have bookings.
 */
export const BookingCalendarScreen = () => {
  const { t, i18n } = useTranslation(BOOKING_ADMIN_NS);
  useDocumentTitle('Calendar View');
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const year = Math.min(
    MONTH_MAX_YEAR,
    Math.max(MONTH_MIN_YEAR, Number(params.get('year')) || Number(today.slice(0, 4))),
  );
  const monthParam = Number(params.get('month'));
  const month = monthParam >= 1 && monthParam <= 12 ? monthParam : Number(today.slice(5, 7));
  const openId = Number(params.get('booking')) || null;
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const calendar = useBookingCalendar(year, month);
  const locale = i18n.language;

  const update = (change: (copy: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        change(copy);
        return copy;
      },
      { replace: true },
    );
  const goTo = (next: { year: number; month: number }) =>
    update((copy) => {
      copy.set('year', String(next.year));
      copy.set('month', String(next.month));
    });
  const open = (id: number | null) =>
    update((copy) => {
      if (id) copy.set('booking', String(id));
      else copy.delete('booking');
    });

  const byDay = new Map<string, BookingView[]>();
  for (const b of calendar.data ?? []) byDay.set(b.bookingFromDate, [...(byDay.get(b.bookingFromDate) ?? []), b]);
  const count = calendar.data?.length ?? 0;
  const title = monthName(year, month, locale);
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1),
    label: new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, i, 1))),
  }));
  const years = Array.from({ length: 11 }, (_, i) => String(year - 5 + i)).filter(
    (y) => Number(y) >= MONTH_MIN_YEAR && Number(y) <= MONTH_MAX_YEAR,
  );

  return (
    <>
      <BookingsPageHeader title="Calendar View" description={t('calendarLead')} />
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => goTo(shiftMonth(year, month, -1))}
                aria-label={t('previousMonth')}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Select
                aria-label={t('month')}
                data={months}
                value={String(month)}
                onChange={(value) => value && goTo({ year, month: Number(value) })}
                allowDeselect={false}
                w={isMobile ? 130 : 150}
              />
              <Select
                aria-label={t('year')}
                data={years}
                value={String(year)}
                onChange={(value) => value && goTo({ year: Number(value), month })}
                allowDeselect={false}
                w={92}
              />
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => goTo(shiftMonth(year, month, 1))}
                aria-label={t('nextMonth')}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <Group gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {calendar.isSuccess ? t('bookingsInMonth', { count }) : ''}
              </Text>
              <Button
                variant="default"
                size="sm"
                onClick={() => goTo({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) })}
              >
                {t('thisMonth')}
              </Button>
            </Group>
          </Group>
        </Paper>

        <Title order={2} fz="lg">
          {title}
        </Title>

        {calendar.isPending ? (
          <Skeleton h={isMobile ? 240 : 520} radius="md" />
        ) : calendar.isError ? (
          <ErrorDisplay error={calendar.error} />
        ) : isMobile ? (
          count === 0 ? (
            <Stack p="xl" gap="xs" align="center" ta="center">
              <IconCalendarOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fw={600}>{t('noBookingsInMonth', { month: title })}</Text>
              <Text size="sm" c="dimmed">
                {t('noBookingsInMonthHint')}
              </Text>
            </Stack>
          ) : (
            <Stack gap="sm">
              {[...byDay.entries()].map(([day, bookings]) => (
                <Paper key={day} withBorder radius="md" p="sm" component="section" aria-label={day}>
                  <Text fw={700} size="sm" mb={6} c={day === today ? 'blue' : undefined}>
                    {pickupDay({ bookingFromDate: day }, locale)}
                  </Text>
                  <Stack gap={6}>
                    {bookings.map((b) => (
                      <CalendarEntry key={b.id} booking={b} onOpen={open} />
                    ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        ) : (
          <Box className={classes.frame} aria-busy={calendar.isFetching}>
            <table className={classes.grid} aria-label={title}>
              <thead>
                <tr>
                  {[0, 1, 2, 3, 4, 5, 6].map((d) => (
                    <th key={d} scope="col" className={classes.weekday}>
                      {t(`weekday${d}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthGrid(year, month).map((week) => (
                  <tr key={week.find(Boolean)}>
                    {week.map((day, i) =>
                      day ? (
                        <td key={day} className={classes.day} data-today={day === today || undefined}>
                          <Text
                            size="xs"
                            fw={700}
                            className={classes.dayNumber}
                            aria-label={t('dayBookings', {
                              day: pickupDay({ bookingFromDate: day }, locale),
                              count: byDay.get(day)?.length ?? 0,
                            })}
                          >
                            {Number(day.slice(8))}
                          </Text>
                          <Stack gap={4}>
                            {(byDay.get(day) ?? []).map((b) => (
                              <CalendarEntry key={b.id} booking={b} onOpen={open} />
                            ))}
                          </Stack>
                        </td>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before and after the month have no identity
                        <td key={`blank-${i}`} className={classes.blank} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        )}
        {!isMobile && calendar.isSuccess && count === 0 && (
          <Text size="sm" c="dimmed" ta="center">
            {t('noBookingsInMonth', { month: title })} {t('noBookingsInMonthHint')}
          </Text>
        )}
      </Stack>
      <BookingDrawer bookingId={openId} onClose={() => open(null)} />
    </>
  );
};
