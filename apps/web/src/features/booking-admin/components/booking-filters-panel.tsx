import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bookingDateRangeSchema } from '@ridedesk/domain/booking/booking-list-filters';
import type { BookingPeriod } from '@ridedesk/domain/booking/booking-periods';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@ridedesk/domain/booking/booking-status';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '../../../components/ui/booking-status-badge.tsx';
import { useVehicleTypes } from '../api/list-vehicle-types.ts';
import { type BookingFilters, EMPTY_FILTERS } from '../booking-filters.ts';
import { BOOKING_ADMIN_NS } from '../i18n.ts';

/** The date range's message (the shared rule the API applies too), or null when the range is fine. */
export const dateRangeIssues = (filters: Pick<BookingFilters, 'from' | 'to'>) => {
  const parsed = bookingDateRangeSchema.safeParse({
    BookingFromDate: filters.from || undefined,
    BookingToDate: filters.to || undefined,
  });
  if (parsed.success) return {};
  const issues: { from?: string; to?: string } = {};
  for (const issue of parsed.error.issues)
    issues[issue.path[0] === 'BookingFromDate' ? 'from' : 'to'] ??= issue.message;
  return issues;
};

/** The two status filters: the filter (also its label's key), its statuses, and its "any" text. */
const STATUS_FILTERS = [
  { name: 'bookingStatus', statuses: BOOKING_STATUSES, anyText: 'anyBookingStatus' },
  { name: 'paymentStatus', statuses: PAYMENT_STATUSES, anyText: 'anyPaymentStatus' },
] as const;

type Choice = { value: string; label: string };

/** A filter's select that offers "any" first, then its choices; it always keeps one chosen. */
const AnyOfSelect = ({
  label,
  any,
  options,
  value,
  onChange,
}: {
  label: string;
  any: Choice;
  options: Choice[];
  value: string;
  onChange: (value: string) => void;
}) => (
  <Select
    label={label}
    data={[any, ...options]}
    value={value}
    onChange={(chosen) => onChange(chosen ?? '')}
    allowDeselect={false}
  />
);

/**
 * Every filter of spec 03 getbookingbysiteid: period, from and to dates, vehicle type, booking
 * status and payment status, plus a search by booking ID, name or e-mail. Changes apply at once.
 */
export const BookingFiltersPanel = ({
  filters,
  search,
  onChange,
  onSearch,
}: {
  filters: BookingFilters;
  search: string;
  onChange: (next: Partial<BookingFilters>) => void;
  onSearch: (text: string) => void;
}) => {
  const { t } = useTranslation(BOOKING_ADMIN_NS);
  const label = useStatusLabel();
  const vehicleTypes = useVehicleTypes();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const issues = dateRangeIssues(filters);
  const filtered =
    JSON.stringify({ ...filters, search: '' }) !== JSON.stringify({ ...EMPTY_FILTERS, search: '' }) || !!search;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <SegmentedControl
            value={filters.period}
            onChange={(value) => onChange({ period: value as BookingPeriod })}
            data={(['upcoming', 'past', 'all'] as const).map((p) => ({ value: p, label: t(p) }))}
            aria-label={t('period')}
            fullWidth={isMobile}
            style={{ flex: isMobile ? '1 1 100%' : undefined }}
          />
          <Group gap="sm" align="flex-end" style={{ flex: '1 1 280px' }} wrap="nowrap" justify="flex-end">
            <TextInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => onSearch(event.currentTarget.value)}
              type="search"
              autoComplete="off"
              style={{ flex: '1 1 220px', maxWidth: isMobile ? undefined : 320 }}
            />
            <Button
              variant="default"
              onClick={() => {
                onSearch('');
                onChange(EMPTY_FILTERS);
              }}
              disabled={!filtered}
            >
              {t('clear')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <TextInput
            type="date"
            label={t('fromDate')}
            value={filters.from}
            onChange={(event) => onChange({ from: event.currentTarget.value })}
            error={issues.from}
          />
          <TextInput
            type="date"
            label={t('toDate')}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.currentTarget.value })}
            error={issues.to}
          />
          <AnyOfSelect
            label={t('vehicleType')}
            any={{ value: '0', label: t('anyVehicleType') }}
            options={(vehicleTypes.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
            value={String(filters.vehicleTypeId)}
            onChange={(value) => onChange({ vehicleTypeId: Number(value) || 0 })}
          />
          {STATUS_FILTERS.map((filter) => (
            <AnyOfSelect
              key={filter.name}
              label={t(filter.name)}
              any={{ value: '', label: t(filter.anyText) }}
              options={filter.statuses.map((s) => ({ value: s, label: label(s) }))}
              value={filters[filter.name]}
              onChange={(value) => onChange({ [filter.name]: value })}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
