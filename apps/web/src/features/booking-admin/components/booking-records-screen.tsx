import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { BookingView } from '@ridedesk/domain/booking/booking-view';
import { IconCalendarOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { bookingColumns } from '../../../components/ui/booking-columns.tsx';
import { BookingStatusBadge, PaymentStatusBadge } from '../../../components/ui/booking-status-badge.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { bookingFlightLabel } from '../../../components/ui/flight-and-texts.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { RowDetail, RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import { actionColumn } from '../../../components/ui/list-kit/row-actions.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useBookingByReference } from '../api/get-booking-by-reference.ts';
import { useSiteBookings } from '../api/list-site-bookings.ts';
import { type BookingFilters, EMPTY_FILTERS, filtersFromParams, writeFilters } from '../booking-filters.ts';
import { chauffeurName, customerName, pickupDay, usd, vehicleName } from '../booking-format.ts';
import { BOOKING_ADMIN_NS } from '../i18n.ts';
import { BookingDrawer } from './booking-drawer.tsx';
import { BookingFiltersPanel, dateRangeIssues } from './booking-filters-panel.tsx';
import { BookingsPageHeader } from './bookings-page-header.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** The opened row under 768 px: where, what, who drives, the money, and Open. */
const BookingDetails = ({ booking: b, onOpen }: { booking: BookingView; onOpen: (b: BookingView) => void }) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const flight = bookingFlightLabel(b);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <RowDetail label={t('pickup')}>
          {b.pickUpLocation}
          {flight && (
            <Text span display="block" size="sm" fw={600}>
              {t('flightLabel', { flight })}
            </Text>
          )}
        </RowDetail>
        <RowDetail label={t('dropoff')}>{b.dropOffLocation}</RowDetail>
        <RowDetail label={t('col_vehicle')}>
          {b.fleet.nickName} · {vehicleName(b)}
        </RowDetail>
        <RowDetail label={t('col_chauffeur')}>{chauffeurName(b) ?? t('unassigned')}</RowDetail>
        <RowDetail label={t('col_total')}>{usd(b.totalPrice)}</RowDetail>
        <RowDetail label={t('paymentStatus')}>
          <PaymentStatusBadge status={b.paymentStatus} />
        </RowDetail>
      </SimpleGrid>
      <Button variant="light" fullWidth onClick={() => onOpen(b)}>
        {t('openNamed', { reference: b.referenceId })}
      </Button>
    </Stack>
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

  const locale = i18n.language;
  const onOpen = (b: BookingView) => open(b.id);
  const columns = bookingColumns<BookingView>(
    {
      reference: t('col_reference'),
      pickup: t('col_pickup'),
      route: t('col_route'),
      vehicle: t('col_vehicle'),
      total: t('col_total'),
      status: t('col_status'),
    },
    locale,
    { fleetFirst: true },
  );
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);

  return (
    <>
      <BookingsPageHeader title="Record View" description={t('recordsLead')} />
      <Stack gap="md">
        <BookingFiltersPanel filters={filters} search={search} onChange={setFilters} onSearch={setSearch} />
        {byReference.isError && <ErrorDisplay error={byReference.error} showId={false} />}

        <DataTable
          idle={!datesValid}
          state={bookings}
          rows={bookings.data?.bookings ?? []}
          total={bookings.data?.totalCount ?? 0}
          rowKey={(b) => b.id}
          columns={[
            columns.reference,
            columns.pickup,
            {
              key: 'customer',
              header: t('col_customer'),
              minWidth: 130,
              cell: (b) => (
                <>
                  <Text size="sm">{customerName(b)}</Text>
                  {b.customer.isGuestUser && (
                    <Text size="xs" c="dimmed">
                      {t('guest')}
                    </Text>
                  )}
                </>
              ),
            },
            columns.route,
            columns.vehicle,
            {
              key: 'chauffeur',
              header: t('col_chauffeur'),
              cell: (b) =>
                chauffeurName(b) ?? (
                  <Text span size="sm" c="dimmed">
                    {t('unassigned')}
                  </Text>
                ),
            },
            columns.total,
            columns.status,
            actionColumn<BookingView>('actions', t('col_actions'), (b) => [
              {
                key: 'open',
                text: t('open'),
                name: t('openNamed', { reference: b.referenceId }),
                onClick: () => onOpen(b),
              },
            ]),
          ]}
          minWidth={940}
          expandLabel={(b) => t('expandRow', { reference: b.referenceId })}
          summary={(b) => (
            <RowSummary
              monospace
              title={b.referenceId}
              subtitle={`${pickupDay(b, locale)} · ${b.pickuptimetodisplay} · ${customerName(b)}`}
              end={<BookingStatusBadge status={b.bookingStatus} />}
            />
          )}
          details={(b) => <BookingDetails booking={b} onOpen={onOpen} />}
          page={page}
          onPageChange={(next) =>
            update((copy) => {
              if (next > 1) copy.set('page', String(next));
              else copy.delete('page');
            })
          }
          paginationLabel={t('pagination')}
          loadFailed={t('loadFailed')}
          empty={{
            icon: IconCalendarOff,
            title: filtered ? t('noMatch') : t('noBookings'),
            hint: filtered ? t('noMatchHint') : t('noBookingsHint'),
          }}
        />
      </Stack>
      <BookingDrawer bookingId={openId} onClose={() => open(null)} />
    </>
  );
};
