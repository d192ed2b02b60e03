import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { IconSearch, IconSettings, IconWorldOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ColorSwatches } from '../../../components/ui/color-swatches.tsx';
import { PagedTable, type PagedTableColumn } from '../../../components/ui/paged-table.tsx';
import { formatDate, formatDateTime, personName } from '../../../lib/format.ts';
import { writeServiceProviderSiteId } from '../../../lib/session.ts';
import { useSites } from '../api/list-sites.ts';
import { SITES_NS } from '../i18n.ts';
import { type Site, sitePropertiesPath } from '../site.ts';
import classes from './site-list.module.css';

const SEARCH_DEBOUNCE_MS = 300;
/** Spec 01 section 9: page changes are debounced by 100 ms. */
const PAGE_DEBOUNCE_MS = 100;

/** The Settings action: only provider sites (ids above 4) have settings. */
const SettingsAction = ({ site, fullWidth = false }: { site: Site; fullWidth?: boolean }) => {
  const { t } = useTranslation(SITES_NS);
  if (!isProviderSiteId(site.id))
    return (
      <Tooltip label={t('reservedSiteHint')} withArrow>
        <Badge variant="outline" color="gray" radius="sm" tabIndex={0}>
          {t('reservedSite')}
        </Badge>
      </Tooltip>
    );
  return (
    <Button
      component={Link}
      to={sitePropertiesPath(site.id)}
      onClick={() => writeServiceProviderSiteId(site.id)}
      variant="light"
      size="xs"
      leftSection={<IconSettings size={14} aria-hidden />}
      aria-label={t('settingsFor', { name: site.name })}
      fullWidth={fullWidth}
    >
      Settings
    </Button>
  );
};

/** A host name that may wrap only after its dots. */
const HostText = ({ host }: { host: string }) => (
  <>
    {host.split('.').map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one host name in their fixed order
      <span key={index}>
        {index > 0 && (
          <>
            .<wbr />
          </>
        )}
        {part}
      </span>
    ))}
  </>
);

/** Who changed a site and when, on two lines. */
const AuditCell = ({ person, on, locale }: { person: Site['createdBy']; on: string | null; locale: string }) =>
  on ? (
    <Stack gap={0}>
      <Text size="sm">{personName(person)}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} title={formatDateTime(on, locale)}>
        {formatDate(on, locale)}
      </Text>
    </Stack>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );

/** The wide table's columns. */
const siteColumns = (t: TFunction, locale: string): PagedTableColumn<Site>[] => [
  { key: 'colId', header: t('colId'), cell: (site) => site.id },
  { key: 'colName', header: t('colName'), cell: (site) => site.name, td: { fw: 600, miw: 110 } },
  { key: 'colHost', header: t('colHost'), cell: (site) => <HostText host={site.host} />, td: { miw: 150 } },
  { key: 'colType', header: t('colType'), cell: (site) => site.type?.name },
  {
    key: 'colTitle',
    header: t('colTitle'),
    cell: (site) => (
      <Text size="sm" lineClamp={2} title={site.title ?? undefined}>
        {site.title || '—'}
      </Text>
    ),
    td: { maw: 170 },
  },
  { key: 'colColours', header: t('colColours'), cell: (site) => <ColorSwatches color={site.color} /> },
  {
    key: 'colCreated',
    header: t('colCreated'),
    cell: (site) => <AuditCell person={site.createdBy} on={site.createdOn} locale={locale} />,
  },
  {
    key: 'colUpdated',
    header: t('colUpdated'),
    cell: (site) => <AuditCell person={site.updatedBy} on={site.updatedOn} locale={locale} />,
  },
  {
    key: 'colActions',
    header: t('colActions'),
    cell: (site) => <SettingsAction site={site} />,
    th: { className: classes.actions },
    td: { className: classes.actions },
  },
];

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

/** Under 768 px each site is a row that expands to show its details (spec 01 "Site list"): the closed row. */
const SiteSummary = ({ site }: { site: Site }) => (
  <Group gap="sm" wrap="nowrap">
    <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {site.id}
    </Badge>
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} truncate>
        {site.name}
      </Text>
      <Text size="sm" c="dimmed" ff="monospace" truncate>
        {site.host}
      </Text>
    </Stack>
  </Group>
);

/** The opened row. */
const SiteDetails = ({ site, locale }: { site: Site; locale: string }) => {
  const { t } = useTranslation(SITES_NS);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Detail label={t('colType')}>{site.type?.name}</Detail>
        <Detail label={t('colColours')}>
          <ColorSwatches color={site.color} />
        </Detail>
        <Detail label={t('colTitle')}>{site.title || '—'}</Detail>
        <Detail label={t('colCreatedBy')}>{personName(site.createdBy)}</Detail>
        <Detail label={t('colCreatedOn')}>{formatDateTime(site.createdOn, locale)}</Detail>
        <Detail label={t('colUpdatedBy')}>{personName(site.updatedBy)}</Detail>
        <Detail label={t('colUpdatedOn')}>{formatDateTime(site.updatedOn, locale)}</Detail>
      </SimpleGrid>
      <SettingsAction site={site} fullWidth />
    </Stack>
  );
};

/**
 * The site list (spec 01 "Site list"): Search by Host, Clear, 10 rows a page paged on the
 * server, a Settings action for provider sites, expandable rows on small screens. The search
 * and page live in the address so the list can be linked and reloaded.
 */
export const SiteList = () => {
  const { t, i18n } = useTranslation(SITES_NS);
  const [params, setParams] = useSearchParams();
  const host = params.get('host') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(host);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [debouncedPage] = useDebouncedValue(page, PAGE_DEBOUNCE_MS);
  const sites = useSites({ host, page: debouncedPage });

  const updateParams = (next: { host?: string; page?: number }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.host) copy.set('host', next.host);
        else if (next.host !== undefined) copy.delete('host');
        if (next.page && next.page > 1) copy.set('page', String(next.page));
        else if (next.page !== undefined) copy.delete('page');
        return copy;
      },
      { replace: true },
    );

  // Only the debounced text drives the address (the address drives the query); a change of the
  // address alone (Clear, back button) must not write the old text back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the debounced text only, on purpose
  useEffect(() => {
    if (debouncedSearch !== host) updateParams({ host: debouncedSearch, page: 1 });
  }, [debouncedSearch]);

  const clear = () => {
    setSearch('');
    updateParams({ host: '', page: 1 });
  };

  const locale = i18n.language;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search by Host"
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') updateParams({ host: search.trim(), page: 1 });
            }}
            style={{ flex: '1 1 240px' }}
            type="search"
            autoComplete="off"
          />
          <Button variant="default" onClick={clear} disabled={!search && !host}>
            Clear
          </Button>
        </Group>
      </Paper>

      <PagedTable
        query={sites}
        rows={sites.data?.sites ?? []}
        totalCount={sites.data?.totalCount ?? 0}
        rowKey={(site) => site.id}
        columns={siteColumns(t, locale)}
        minWidth={900}
        tableProps={{ horizontalSpacing: 'xs', className: classes.table }}
        expandLabel={(site) => t('expandRow', { name: site.name })}
        summary={(site) => <SiteSummary site={site} />}
        details={(site) => <SiteDetails site={site} locale={locale} />}
        page={page}
        rowsPage={debouncedPage}
        onPageChange={(next) => updateParams({ page: next })}
        showing={(range) => t('showing', range)}
        paginationLabel={t('pagination')}
        loadFailed={t('loadFailed')}
        emptyIcon={IconWorldOff}
        emptyTitle={host ? t('noMatch', { host }) : t('noSites')}
        emptyHint={host ? t('noMatchHint') : undefined}
      />
    </Stack>
  );
};
