import {
  Accordion,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useBookingByReference } from '../api/get-booking-by-reference.ts';
import { useSiteBookings } from '../api/list-site-bookings.ts';
import { type BookingFilters, EMPTY_FILTERS, filtersFromParams, writeFilters } from '../booking-filters.ts';
import { chauffeurName, customerName, pickupDay, usd, vehicleName } from '../booking-format.ts';
import { BOOKING_ADMIN_NS } from '../i18n.ts';
import { NEW_BOOKING_PATH } from '../paths.ts';
import { BookingDrawer } from './booking-drawer.tsx';
import { BookingFiltersPanel, dateRangeIssues } from './booking-filters-panel.tsx';
import classes from './booking-records.module.css';

const SEARCH_DEBOUNCE_MS = 300;

type RowProps = { bookings: BookingView[]; locale: string; onOpen: (b: BookingView) => void };

const BookingTable = ({ bookings, locale, onOpen }: RowProps) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const columns = [
    'col_reference',
    'col_pickup',
    'col_customer',
    'col_route',
    'col_vehicle',
    'col_chauffeur',
    'col_total',
    'col_status',
    'col_actions',
  ];
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((key) => (
              <Table.Th key={key} scope="col" className={key === 'col_actions' ? classes.actions : undefined}>
                {t(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((b) => (
            <Table.Tr key={b.id} h={50}>
              <Table.Td fw={700} ff="monospace">
                {b.referenceId}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{pickupDay(b, locale)}</Text>
                <Text size="xs" c="dimmed">
                  {b.pickuptimetodisplay}
                </Text>
              </Table.Td>
              <Table.Td miw={130}>
                <Text size="sm">{customerName(b)}</Text>
                {b.customer.isGuestUser && (
                  <Text size="xs" c="dimmed">
                    {t('guest')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={190}>
                <Text size="sm" lineClamp={1} title={b.pickUpLocation}>
                  {b.pickUpLocation}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1} title={b.dropOffLocation}>
                  → {b.dropOffLocation}
                </Text>
              </Table.Td>
              <Table.Td miw={120}>
                <Text size="sm">{b.fleet.nickName}</Text>
                <Text size="xs" c="dimmed">
                  {b.vehicleType.name}
                </Text>
              </Table.Td>
              <Table.Td>
                {chauffeurName(b) ?? (
                  <Text span size="sm" c="dimmed">
                    {t('unassigned')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {usd(b.totalPrice)}
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <BookingStatusBadge status={b.bookingStatus} />
                  <PaymentStatusBadge status={b.paymentStatus} />
                </Stack>
              </Table.Td>
              <Table.Td className={classes.actions}>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onOpen(b)}
                  aria-label={t('openNamed', { reference: b.referenceId })}
                >
                  {t('open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </Stack>
);

/** Under 768 px each booking is a row that expands to show its details and an Open button. */
const BookingRows = ({ bookings, locale, onOpen }: RowProps) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {bookings.map((b) => (
        <Accordion.Item key={b.id} value={String(b.id)} bg="var(--mantine-color-body)">
          <Accordion.Control mih={50}>
            {/* Named by what it does, then by what it shows, so speech input finds it by either. */}
            <VisuallyHidden>{t('expandRow', { reference: b.referenceId })}: </VisuallyHidden>
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700} ff="monospace">
                  {b.referenceId}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {pickupDay(b, locale)} · {b.pickuptimetodisplay} · {customerName(b)}
                </Text>
              </Stack>
              <BookingStatusBadge status={b.bookingStatus} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
                <Detail label={t('pickup')}>{b.pickUpLocation}</Detail>
                <Detail label={t('dropoff')}>{b.dropOffLocation}</Detail>
                <Detail label={t('col_vehicle')}>
                  {b.fleet.nickName} · {vehicleName(b)}
                </Detail>
                <Detail label={t('col_chauffeur')}>{chauffeurName(b) ?? t('unassigned')}</Detail>
                <Detail label={t('col_total')}>{usd(b.totalPrice)}</Detail>
                <Detail label={t('paymentStatus')}>
                  <PaymentStatusBadge status={b.paymentStatus} />
                </Detail>
              </SimpleGrid>
              <Button variant="light" fullWidth onClick={() => onOpen(b)}>
                {t('openNamed', { reference: b.referenceId })}
              </Button>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
};

/**
 * /admin/booking/booking, the record view (spec 03): the site's bookings with every filter of
 * getbookingbysiteid and a search, 10 rows a page from the server, expandable rows under 768 px,
 * and a drawer with the booking's detail and actions. Filters, page and the open booking live in
 * the address (?booking=12, or ?reference=RD… from the new-booking mail).
 */
export const BookingRecordsScreen = () => {
  const { t, i18n } = useTranslation(BOOKING_ADMIN_NS);
  useDocumentTitle('Record View');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('booking')) || null;
  const reference = params.get('reference');
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const [search, setSearch] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const datesValid = Object.keys(dateRangeIssues(filters)).length === 0;
  const bookings = useSiteBookings(filters, page, datesValid);
  const byReference = useBookingByReference(reference);

  // Two changes in quick succession (a From date, then a To date) must both reach the address.
  // The router's own updater reads the address of the last render, so the second change would be
  // written over the first: each change starts from the last address written instead, until the
  // address has caught up with it.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);
  const update = (change: (copy: URLSearchParams) => void) => {
    const copy = new URLSearchParams(written.current ?? params);
    change(copy);
    written.current = copy;
    setParams(copy, { replace: true });
  };

  const setFilters = (next: Partial<BookingFilters>) =>
    update((copy) => {
      const written = writeFilters(copy, { ...filtersFromParams(copy), ...next });
      for (const key of [...copy.keys()]) copy.delete(key);
      for (const [key, value] of written) copy.set(key, value);
      copy.delete('page');
    });

  // Only the debounced text drives the address; the address drives the query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the debounced text only, on purpose
  useEffect(() => {
    if (debouncedSearch !== filters.search) setFilters({ search: debouncedSearch });
  }, [debouncedSearch]);

  // A mailed link names the reference; once found, the drawer is addressed by id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the lookup's answer only
  useEffect(() => {
    if (byReference.data)
      update((copy) => {
        copy.delete('reference');
        copy.set('booking', String(byReference.data.id));
      });
  }, [byReference.data]);

  const open = (id: number | null) =>
    update((copy) => {
      copy.delete('reference');
      if (id) copy.set('booking', String(id));
      else copy.delete('booking');
    });

  const rows = bookings.data?.bookings ?? [];
  const total = bookings.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);

  return (
    <>
      <PageHeader
        title="Record View"
        description={t('recordsLead')}
        actions={
          <Button component={Link} to={NEW_BOOKING_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('newBooking')}
          </Button>
        }
      />
      <Stack gap="md">
        <BookingFiltersPanel filters={filters} search={search} onChange={setFilters} onSearch={setSearch} />
        {byReference.isError && <ErrorDisplay error={byReference.error} showId={false} />}

        <Paper withBorder={!isMobile} radius="md" style={{ overflow: 'hidden' }} aria-busy={bookings.isFetching}>
          {!datesValid ? null : bookings.isPending ? (
            <Stack p="md" gap="sm">
              {[1, 2, 3, 4, 5].map((n) => (
                <Skeleton key={n} h={36} />
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
              <Text fw={600}>{filtered ? t('noMatch') : t('noBookings')}</Text>
              <Text size="sm" c="dimmed">
                {filtered ? t('noMatchHint') : t('noBookingsHint')}
              </Text>
            </Stack>
          ) : isMobile ? (
            <BookingRows bookings={rows} locale={i18n.language} onOpen={(b) => open(b.id)} />
          ) : (
            <BookingTable bookings={rows} locale={i18n.language} onOpen={(b) => open(b.id)} />
          )}
        </Paper>

        {datesValid && total > 0 && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('showing', { from, to, total })}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) =>
                  update((copy) => {
                    if (next > 1) copy.set('page', String(next));
                    else copy.delete('page');
                  })
                }
                size="sm"
                aria-label={t('pagination')}
              />
            )}
          </Group>
        )}
      </Stack>
      <BookingDrawer bookingId={openId} onClose={() => open(null)} />
    </>
  );
};
