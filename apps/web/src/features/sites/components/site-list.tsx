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
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { isProviderSiteId, MOBILE_BREAKPOINT, PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconSearch, IconSettings, IconWorldOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ColorSwatches } from '../../../components/ui/color-swatches.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
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

const SiteTable = ({ sites, locale }: { sites: Site[]; locale: string }) => {
  const { t } = useTranslation(SITES_NS);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" fz="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {[
              'colId',
              'colName',
              'colHost',
              'colType',
              'colTitle',
              'colColours',
              'colCreated',
              'colUpdated',
              'colActions',
            ].map((key) => (
              <Table.Th key={key} scope="col" className={key === 'colActions' ? classes.actions : undefined}>
                {t(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((site) => (
            <Table.Tr key={site.id} h={50}>
              <Table.Td>{site.id}</Table.Td>
              <Table.Td fw={600} miw={110}>
                {site.name}
              </Table.Td>
              <Table.Td miw={150}>
                <HostText host={site.host} />
              </Table.Td>
              <Table.Td>{site.type?.name}</Table.Td>
              <Table.Td maw={170}>
                <Text size="sm" lineClamp={2} title={site.title ?? undefined}>
                  {site.title || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <ColorSwatches color={site.color} />
              </Table.Td>
              <Table.Td>
                <AuditCell person={site.createdBy} on={site.createdOn} locale={locale} />
              </Table.Td>
              <Table.Td>
                <AuditCell person={site.updatedBy} on={site.updatedOn} locale={locale} />
              </Table.Td>
              <Table.Td className={classes.actions}>
                <SettingsAction site={site} />
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

/** Under 768 px each site is a row that expands to show its details (spec 01 "Site list"). */
const SiteRows = ({ sites, locale }: { sites: Site[]; locale: string }) => {
  const { t } = useTranslation(SITES_NS);
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {sites.map((site) => (
        <Accordion.Item key={site.id} value={String(site.id)} bg="var(--mantine-color-body)">
          <Accordion.Control aria-label={t('expandRow', { name: site.name })} mih={50}>
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
          </Accordion.Control>
          <Accordion.Panel>
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
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
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
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
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

  const total = sites.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = sites.data?.sites ?? [];
  const from = total === 0 ? 0 : (debouncedPage - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, debouncedPage * PAGE_SIZE);

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

      <Paper withBorder radius="md" p={isMobile ? 'xs' : 0} style={{ overflow: 'hidden' }} aria-busy={sites.isFetching}>
        {sites.isPending ? (
          <Stack p="md" gap="sm">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <Skeleton key={i} h={36} />
            ))}
          </Stack>
        ) : sites.isError ? (
          <Stack p="md" gap={4}>
            <Text fw={600}>{t('loadFailed')}</Text>
            <ErrorDisplay error={sites.error} />
          </Stack>
        ) : rows.length === 0 ? (
          <Stack p="xl" gap="xs" align="center" ta="center">
            <IconWorldOff size={36} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{host ? t('noMatch', { host }) : t('noSites')}</Text>
            {host && (
              <Text size="sm" c="dimmed">
                {t('noMatchHint')}
              </Text>
            )}
          </Stack>
        ) : isMobile ? (
          <SiteRows sites={rows} locale={i18n.language} />
        ) : (
          <SiteTable sites={rows} locale={i18n.language} />
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
