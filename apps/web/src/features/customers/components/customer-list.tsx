import { Badge, SimpleGrid, Text } from '@mantine/core';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { IconUsersGroup } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { SearchFilter } from '../../../components/ui/list-kit/list-filters.tsx';
import { RowDetail, RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCustomers } from '../api/list-customers.ts';
import type { Customer } from '../customer.ts';
import { CUSTOMERS_NS } from '../i18n.ts';

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
const customerColumns = (t: TFunction, locale: string): ListColumn<Customer>[] => [
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
  const list = useAddressList();
  const { query } = list;
  const customers = useCustomers({ siteId, search: query, page: list.debouncedPage });
  const locale = i18n.language;

  return (
    <DataTable
      filters={<SearchFilter list={list} label={t('searchLabel')} placeholder={t('searchPlaceholder')} />}
      {...pageRows(customers)}
      rowKey={(c) => c.customerId}
      columns={customerColumns(t, locale)}
      minWidth={820}
      expandLabel={(c) => t('expandRow', { name: nameOf(c) })}
      summary={(c) => (
        <RowSummary
          title={nameOf(c)}
          subtitle={`${t('colBookings')}: ${c.noOfBookings} · ${money(c.totalSpent)}`}
          end={<TypeBadge customer={c} />}
        />
      )}
      details={(c) => <CustomerDetails customer={c} locale={locale} />}
      {...list.paging}
      paginationLabel={t('pagination')}
      loadFailed={t('loadFailed')}
      empty={{
        icon: IconUsersGroup,
        title: query ? t('noMatch', { search: query }) : t('noCustomers'),
        hint: query ? t('noMatchHint') : undefined,
      }}
    />
  );
};
