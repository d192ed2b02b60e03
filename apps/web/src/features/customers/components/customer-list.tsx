import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTable, type PagedTableColumn, RowDetail } from '../../../components/ui/paged-table.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCustomers } from '../api/list-customers.ts';
import type { Customer } from '../customer.ts';
import { CUSTOMERS_NS } from '../i18n.ts';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_DEBOUNCE_MS = 100;

const nameOf = (c: Customer) => `${c.firstName} ${c.lastName}`.trim() || c.email;
const money = (dollars: number) => formatUsd(toCents(dollars));

const TypeBadge = ({ customer }: { customer: Customer }) => {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Badge variant="light" radius="sm" color={customer.customerType === 'Registered' ? 'blue' : 'gray'}>
      {customer.customerType === 'Registered' ? t('typeRegistered') : t('typeGuest')}
    </Badge>
  );
};

const LastRide = ({ customer, locale }: { customer: Customer; locale: string }) => {
  const { t } = useTranslation(CUSTOMERS_NS);
  return customer.lastRide ? (
    <Text size="sm" title={formatDateTime(customer.lastRide, locale)} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(customer.lastRide, locale)}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('noRide')}
    </Text>
  );
};

/** The wide table's columns. */
const customerColumns = (t: TFunction, locale: string): PagedTableColumn<Customer>[] => [
  {
    key: 'customer',
    header: t('colCustomer'),
    cell: (c) => (
      <>
        <Text size="sm" fw={600}>
          {nameOf(c)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {c.customerId}
        </Text>
      </>
    ),
  },
  { key: 'type', header: t('colType'), cell: (c) => <TypeBadge customer={c} /> },
  {
    key: 'contact',
    header: t('colContact'),
    cell: (c) => (
      <>
        <Text size="sm">{c.email}</Text>
        <Text size="xs" c="dimmed">
          {c.phone}
        </Text>
      </>
    ),
  },
  { key: 'bookings', header: t('colBookings'), cell: (c) => c.noOfBookings, th: { ta: 'right' }, td: { ta: 'right' } },
  {
    key: 'spent',
    header: t('colSpent'),
    cell: (c) => money(c.totalSpent),
    th: { ta: 'right' },
    td: { ta: 'right', style: { whiteSpace: 'nowrap' } },
  },
  { key: 'lastRide', header: t('colLastRide'), cell: (c) => <LastRide customer={c} locale={locale} /> },
];

/** Under 768 px each customer is a row that expands to show the details: the closed row. */
const CustomerSummary = ({ customer: c }: { customer: Customer }) => {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {nameOf(c)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('colBookings')}: {c.noOfBookings} · {money(c.totalSpent)}
        </Text>
      </Stack>
      <TypeBadge customer={c} />
    </Group>
  );
};

/** The opened row. */
const CustomerDetails = ({ customer: c, locale }: { customer: Customer; locale: string }) => {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
      <RowDetail label={t('email')} wide>
        {c.email}
      </RowDetail>
      <RowDetail label={t('phone')}>{c.phone || '—'}</RowDetail>
      <RowDetail label={t('colLastRide')}>
        <LastRide customer={c} locale={locale} />
      </RowDetail>
      <RowDetail label={t('colSince')}>{formatDate(c.firstBookingOn, locale)}</RowDetail>
      <RowDetail label="Id">{c.customerId}</RowDetail>
    </SimpleGrid>
  );
};

/**
 * The customer list: a search by name, e-mail, phone or id, 10 rows a page paged on the server,
 * expandable rows on small screens. The search and page live in the address.
 */
export const CustomerList = ({ siteId }: { siteId: number | null }) => {
  const { t, i18n } = useTranslation(CUSTOMERS_NS);
  const [params, setParams] = useSearchParams();
  const query = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(query);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [debouncedPage] = useDebouncedValue(page, PAGE_DEBOUNCE_MS);
  const customers = useCustomers({ siteId, search: query, page: debouncedPage });

  const updateParams = (next: { search?: string; page?: number }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.search) copy.set('search', next.search);
        else if (next.search !== undefined) copy.delete('search');
        if (next.page && next.page > 1) copy.set('page', String(next.page));
        else if (next.page !== undefined) copy.delete('page');
        return copy;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the debounced text only, on purpose
  useEffect(() => {
    if (debouncedSearch !== query) updateParams({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch]);

  const locale = i18n.language;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') updateParams({ search: search.trim(), page: 1 });
            }}
            style={{ flex: '1 1 240px' }}
            type="search"
            maxLength={100}
            autoComplete="off"
          />
          <Button
            variant="default"
            onClick={() => {
              setSearch('');
              updateParams({ search: '', page: 1 });
            }}
            disabled={!search && !query}
          >
            {t('clear')}
          </Button>
        </Group>
      </Paper>

      <PagedTable
        query={customers}
        rows={customers.data?.customers ?? []}
        totalCount={customers.data?.totalCount ?? 0}
        rowKey={(c) => c.customerId}
        columns={customerColumns(t, locale)}
        minWidth={820}
        expandLabel={(c) => t('expandRow', { name: nameOf(c) })}
        summary={(c) => <CustomerSummary customer={c} />}
        details={(c) => <CustomerDetails customer={c} locale={locale} />}
        page={page}
        rowsPage={debouncedPage}
        onPageChange={(next) => updateParams({ page: next })}
        showing={(range) => t('showing', range)}
        paginationLabel={t('pagination')}
        loadFailed={t('loadFailed')}
        emptyIcon={IconUsersGroup}
        emptyTitle={query ? t('noMatch', { search: query }) : t('noCustomers')}
        emptyHint={query ? t('noMatchHint') : undefined}
      />
    </Stack>
  );
};
