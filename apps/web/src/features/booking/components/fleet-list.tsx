import { Alert, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SEARCH_MESSAGES } from '@ridedesk/domain/booking/search-choices';
import { BOOKING_MOBILE_BREAKPOINT, FLEET_PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { IconArrowLeft, IconArrowRight, IconCarOff, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useFleetSearch } from '../api/search-fleets.ts';
import { FLEET_SORTS, type FleetOffer, type FleetSort, type SearchCriteria } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { costText, vehicleName } from './fleet-offer-parts.tsx';
import { FleetRows } from './fleet-rows.tsx';
import { FleetTable } from './fleet-table.tsx';
import { RideSummaryBar } from './ride-summary.tsx';

/** The spec's sort labels. */
export const SORT_LABELS: Record<FleetSort, string> = {
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  provider_asc: 'Service Provider A-Z',
  provider_desc: 'Service Provider Z-A',
};

/**
 * The Choose Fleet step (spec 03 "Available Fleet List"): the fleets free for the ride, 20 a
 * page, sorted on the server by price or provider; a table on wide screens and expandable rows
 * at 576 px and under. Select marks a fleet; Next goes on, or says 'Please choose Fleet'.
 */
export const FleetList = ({
  criteria,
  sort,
  page,
  chosen,
  onSort,
  onPage,
  onChoose,
  onNext,
  onModify,
}: {
  criteria: SearchCriteria;
  sort: FleetSort;
  page: number;
  chosen: FleetOffer | null;
  onSort: (sort: FleetSort) => void;
  onPage: (page: number) => void;
  onChoose: (offer: FleetOffer) => void;
  onNext: () => void;
  onModify: () => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const isMobile = useMediaQuery(`(max-width: ${BOOKING_MOBILE_BREAKPOINT}px)`);
  const fleets = useFleetSearch(criteria, sort, page);
  const [submitted, setSubmitted] = useState(false);
  const offers = fleets.data?.offers ?? [];
  const total = fleets.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / FLEET_PAGE_SIZE));
  const missingChoice = submitted && !chosen;

  const next = () => {
    setSubmitted(true);
    if (chosen) onNext();
  };

  return (
    <Stack gap="md">
      <RideSummaryBar criteria={criteria} onModify={onModify} />

      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {fleets.isSuccess && total > 0 ? t('fleetCount', { count: total }) : ''}
        </Text>
        <Select
          label={t('sortBy')}
          value={sort}
          onChange={(next) => next && onSort(next as FleetSort)}
          allowDeselect={false}
          data={FLEET_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
          w={{ base: '100%', xs: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>

      <Paper
        withBorder
        radius="lg"
        p={isMobile ? 'xs' : 0}
        style={{ overflow: 'hidden' }}
        aria-busy={fleets.isFetching}
        aria-label={t('fleetListLabel')}
        component="section"
      >
        {fleets.isPending ? (
          <Stack p="md" gap="sm">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
              <Skeleton key={i} h={56} />
            ))}
          </Stack>
        ) : fleets.isError ? (
          <Stack p="md" gap="xs">
            <Text fw={600}>{t('fleetsFailed')}</Text>
            <ErrorDisplay error={fleets.error} />
            <Group>
              <Button variant="default" size="xs" onClick={() => fleets.refetch()}>
                {t('tryAgain')}
              </Button>
            </Group>
          </Stack>
        ) : offers.length === 0 ? (
          <Stack p="xl" gap="xs" align="center" ta="center">
            <IconCarOff size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text fw={700} size="lg" role="status">
              {SEARCH_MESSAGES.noFleet}
            </Text>
            <Text size="sm" c="dimmed" maw={420}>
              {t('noFleetHint')}
            </Text>
            <Button variant="light" onClick={onModify} mt="xs">
              {t('modifySearch')}
            </Button>
          </Stack>
        ) : isMobile ? (
          <FleetRows offers={offers} chosen={chosen} onChoose={onChoose} />
        ) : (
          <FleetTable offers={offers} chosen={chosen} onChoose={onChoose} sort={sort} onSort={onSort} />
        )}
      </Paper>

      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            size="sm"
            siblings={1}
            aria-label={t('fleetPages')}
          />
        </Group>
      )}

      {offers.length > 0 && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
          <Text size="sm">{SEARCH_MESSAGES.costNote}</Text>
        </Alert>
      )}

      <Paper
        withBorder
        radius="lg"
        p="sm"
        shadow="sm"
        style={{ position: 'sticky', bottom: 8, zIndex: 5 }}
        bg="var(--mantine-color-body)"
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onModify}>
            {t('back')}
          </Button>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }} align="flex-end">
            {chosen ? (
              <Text size="sm" ta="right" truncate maw="100%">
                <Text span fw={600}>
                  {vehicleName(chosen)}
                </Text>{' '}
                · {costText(chosen)}
              </Text>
            ) : missingChoice ? (
              <Text size="sm" c="red" fw={600} role="alert">
                {SEARCH_MESSAGES.chooseFleet}
              </Text>
            ) : null}
          </Stack>
          <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={next}>
            {t('next')}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
};
