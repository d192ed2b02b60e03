import { Badge, Button, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import { IconSettings, IconWorldOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { ColorSwatches } from '../../../components/ui/color-swatches.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { SearchFilter } from '../../../components/ui/list-kit/list-filters.tsx';
import { RowDetail, RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { formatDate, formatDateTime, personName } from '../../../lib/format.ts';
import { writeServiceProviderSiteId } from '../../../lib/session.ts';
import { useSites } from '../api/list-sites.ts';
import { SITES_NS } from '../i18n.ts';
import { type Site, sitePropertiesPath } from '../site.ts';

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
const siteColumns = (t: TFunction, locale: string): ListColumn<Site>[] => [
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
    action: true,
    cell: (site, place) => <SettingsAction site={site} fullWidth={place === 'panel'} />,
  },
];

/** The opened row. */
const SiteDetails = ({ site, locale }: { site: Site; locale: string }) => {
  const { t } = useTranslation(SITES_NS);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <RowDetail label={t('colType')}>{site.type?.name}</RowDetail>
        <RowDetail label={t('colColours')}>
          <ColorSwatches color={site.color} />
        </RowDetail>
        <RowDetail label={t('colTitle')}>{site.title || '—'}</RowDetail>
        <RowDetail label={t('colCreatedBy')}>{personName(site.createdBy)}</RowDetail>
        <RowDetail label={t('colCreatedOn')}>{formatDateTime(site.createdOn, locale)}</RowDetail>
        <RowDetail label={t('colUpdatedBy')}>{personName(site.updatedBy)}</RowDetail>
        <RowDetail label={t('colUpdatedOn')}>{formatDateTime(site.updatedOn, locale)}</RowDetail>
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
  const list = useAddressList('host');
  const host = list.query;
  const sites = useSites({ host, page: list.debouncedPage });
  const locale = i18n.language;

  return (
    <DataTable
      filters={
        <SearchFilter list={list} label="Search by Host" placeholder={t('searchPlaceholder')} clearText="Clear" />
      }
      {...pageRows(sites)}
      rowKey={(site) => site.id}
      columns={siteColumns(t, locale)}
      minWidth={900}
      expandLabel={(site) => t('expandRow', { name: site.name })}
      summary={(site) => (
        <RowSummary
          visual={
            <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
              {site.id}
            </Badge>
          }
          title={site.name}
          subtitle={<span style={{ fontFamily: 'monospace' }}>{site.host}</span>}
        />
      )}
      details={(site) => <SiteDetails site={site} locale={locale} />}
      {...list.paging}
      paginationLabel={t('pagination')}
      loadFailed={t('loadFailed')}
      empty={{
        icon: IconWorldOff,
        title: host ? t('noMatch', { host }) : t('noSites'),
        hint: host ? t('noMatchHint') : undefined,
      }}
    />
  );
};
