import {
  Accordion,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
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

const CustomerTable = ({ customers, locale }: { customers: Customer[]; locale: string }) => {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('colCustomer')}</Table.Th>
            <Table.Th scope="col">{t('colType')}</Table.Th>
            <Table.Th scope="col">{t('colContact')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('colBookings')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('colSpent')}
            </Table.Th>
            <Table.Th scope="col">{t('colLastRide')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((c) => (
            <Table.Tr key={c.customerId} h={50}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {nameOf(c)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {c.customerId}
                </Text>
              </Table.Td>
              <Table.Td>
                <TypeBadge customer={c} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.email}</Text>
                <Text size="xs" c="dimmed">
                  {c.phone}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{c.noOfBookings}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(c.totalSpent)}
              </Table.Td>
              <Table.Td>
                <LastRide customer={c} locale={locale} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/** A labelled value of an expanded row; `wide` spans both columns (long e-mail addresses). */
const Detail = ({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) => (
  <Stack gap={2} style={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Stack>
);

/** Under 768 px each customer is a row that expands to show the details. */
const CustomerRows = ({ customers, locale }: { customers: Customer[]; locale: string }) => {
  const { t } = useTranslation(CUSTOMERS_NS);
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {customers.map((c) => (
        <Accordion.Item key={c.customerId} value={c.customerId} bg="var(--mantine-color-body)">
          <Accordion.Control aria-label={t('expandRow', { name: nameOf(c) })} mih={50}>
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
          </Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
              <Detail label={t('email')} wide>
                {c.email}
              </Detail>
              <Detail label={t('phone')}>{c.phone || '—'}</Detail>
              <Detail label={t('colLastRide')}>
                <LastRide customer={c} locale={locale} />
              </Detail>
              <Detail label={t('colSince')}>{formatDate(c.firstBookingOn, locale)}</Detail>
              <Detail label="Id">{c.customerId}</Detail>
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
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
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
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

  const total = customers.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = customers.data?.customers ?? [];
  const from = total === 0 ? 0 : (debouncedPage - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, debouncedPage * PAGE_SIZE);

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

      <Paper
        withBorder
        radius="md"
        p={isMobile ? 'xs' : 0}
        style={{ overflow: 'hidden' }}
        aria-busy={customers.isFetching}
      >
        {customers.isPending ? (
          <Stack p="md" gap="sm">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : customers.isError ? (
          <Stack p="md" gap={4}>
            <Text fw={600}>{t('loadFailed')}</Text>
            <ErrorDisplay error={customers.error} />
          </Stack>
        ) : rows.length === 0 ? (
          <Stack p="xl" gap="xs" align="center" ta="center">
            <IconUsersGroup size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{query ? t('noMatch', { search: query }) : t('noCustomers')}</Text>
            {query && (
              <Text size="sm" c="dimmed">
                {t('noMatchHint')}
              </Text>
            )}
          </Stack>
        ) : isMobile ? (
          <CustomerRows customers={rows} locale={i18n.language} />
        ) : (
          <CustomerTable customers={rows} locale={i18n.language} />
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
              onChange={(next) => updateParams({ page: next })}
              siblings={1}
              boundaries={1}
              size="sm"
              aria-label={t('pagination')}
            />
          )}
        </Group>
      )}
    </Stack>
  );
};
