import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { SEARCH_MESSAGES } from '@ridedesk/domain/booking/search-choices';
import { BOOKING_MOBILE_BREAKPOINT, FLEET_PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCarOff,
  IconCheck,
  IconChevronDown,
  IconChevronUp,
  IconInfoCircle,
  IconPhone,
  IconSelector,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useFleetSearch } from '../api/search-fleets.ts';
import { FLEET_SORTS, type FleetOffer, type FleetSort, type SearchCriteria } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { amenitiesOf, telHref } from '../ride-format.ts';
import { RideSummaryBar } from './ride-summary.tsx';
import { StarRating } from './star-rating.tsx';
import { VehiclePicture } from './vehicle-picture.tsx';

/** The spec's sort labels. */
export const SORT_LABELS: Record<FleetSort, string> = {
  price_asc: 'Price low to high',
  price_desc: 'Price high to low',
  provider_asc: 'Service Provider A-Z',
  provider_desc: 'Service Provider Z-A',
};

/** Mobile detail height of the spec (spec 03 "Available Fleet List"). */
const MOBILE_DETAIL_HEIGHT = 270;

const offerKey = (offer: FleetOffer) => `${offer.siteId}:${offer.fleetId}:${offer.priceDefinition.id}`;
const isSame = (a: FleetOffer | null, b: FleetOffer) => !!a && offerKey(a) === offerKey(b);
const vehicleName = (offer: FleetOffer) => [offer.year, offer.make, offer.model].filter(Boolean).join(' ');
const costText = (offer: FleetOffer) => formatUsd(offer.costCents ?? toCents(offer.cost));

const SelectAction = ({
  offer,
  chosen,
  onChoose,
  fullWidth,
}: {
  offer: FleetOffer;
  chosen: boolean;
  onChoose: (offer: FleetOffer) => void;
  fullWidth?: boolean;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Button
      size="xs"
      variant={chosen ? 'filled' : 'light'}
      leftSection={chosen ? <IconCheck size={14} aria-hidden /> : undefined}
      aria-pressed={chosen}
      aria-label={t('selectFleet', { vehicle: vehicleName(offer), provider: offer.site.serviceProvider.name })}
      onClick={() => onChoose(offer)}
      fullWidth={fullWidth}
    >
      {/* A toggle keeps its label (WAI-ARIA APG): the chosen one is filled, ticked and pressed. */}
      Select
    </Button>
  );
};

const ProviderCell = ({ offer }: { offer: FleetOffer }) => {
  const { t } = useTranslation(BOOKING_NS);
  const { name, phone } = offer.site.serviceProvider;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      {phone && (
        <Anchor href={telHref(phone)} size="sm" aria-label={t('callProvider', { name, phone })}>
          <Group gap={4} wrap="nowrap" component="span">
            <IconPhone size={14} aria-hidden />
            {phone}
          </Group>
        </Anchor>
      )}
      <StarRating rating={offer.averageReview} />
    </Stack>
  );
};

const Amenities = ({ offer }: { offer: FleetOffer }) => {
  const amenities = amenitiesOf(offer.amenties);
  if (amenities.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {amenities.map((a) => (
        <Badge key={a} variant="light" color="gray" radius="sm" size="sm" tt="none" fw={500}>
          {a}
        </Badge>
      ))}
    </Group>
  );
};

/** A column header that sorts by its column, toggling ascending and descending. */
const SortHeader = ({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: 'price' | 'provider';
  sort: FleetSort;
  onSort: (sort: FleetSort) => void;
}) => {
  const active = sort.startsWith(column);
  const ascending = sort.endsWith('asc');
  const Icon = !active ? IconSelector : ascending ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th scope="col" aria-sort={active ? (ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(`${column}_${active && ascending ? 'desc' : 'asc'}` as FleetSort)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700, fontSize: 'inherit' }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
};

const FleetTable = ({
  offers,
  chosen,
  onChoose,
  sort,
  onSort,
}: {
  offers: FleetOffer[];
  chosen: FleetOffer | null;
  onChoose: (offer: FleetOffer) => void;
  sort: FleetSort;
  onSort: (sort: FleetSort) => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" fz="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader label={t('colProvider')} column="provider" sort={sort} onSort={onSort} />
            <Table.Th scope="col">{t('colVehicle')}</Table.Th>
            <Table.Th scope="col">{t('colServiceUserType')}</Table.Th>
            <Table.Th scope="col">{t('colPriceType')}</Table.Th>
            <Table.Th scope="col">{t('colAmenities')}</Table.Th>
            <Table.Th scope="col" ta="center">
              {t('colSeats')}
            </Table.Th>
            <SortHeader label={t('colCost')} column="price" sort={sort} onSort={onSort} />
            <Table.Th scope="col">
              <Box component="span" style={visuallyHidden}>
                {t('colAction')}
              </Box>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => {
            const selected = isSame(chosen, offer);
            return (
              <Table.Tr key={offerKey(offer)} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td miw={150}>
                  <ProviderCell offer={offer} />
                </Table.Td>
                <Table.Td miw={210}>
                  <Group gap="sm" wrap="nowrap">
                    <VehiclePicture
                      fileName={offer.imageFileName}
                      fallbackFileName={offer.vehicleType.imageFileName}
                      siteId={offer.siteId}
                      alt=""
                      width={84}
                      height={52}
                    />
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {vehicleName(offer)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {offer.vehicleType.name}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>{offer.priceDefinition.serviceUserType ?? '—'}</Table.Td>
                <Table.Td>{offer.priceDefinition.priceType ?? '—'}</Table.Td>
                <Table.Td maw={220}>
                  <Amenities offer={offer} />
                </Table.Td>
                <Table.Td ta="center">{offer.seater}</Table.Td>
                <Table.Td fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {costText(offer)}
                </Table.Td>
                <Table.Td>
                  <SelectAction offer={offer} chosen={selected} onChoose={onChoose} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Box fz="sm">{children}</Box>
  </Stack>
);

/** At 576 px and under, each fleet is a row that expands to its details. */
const FleetRows = ({
  offers,
  chosen,
  onChoose,
}: {
  offers: FleetOffer[];
  chosen: FleetOffer | null;
  onChoose: (offer: FleetOffer) => void;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {offers.map((offer) => {
        const selected = isSame(chosen, offer);
        return (
          <Accordion.Item
            key={offerKey(offer)}
            value={offerKey(offer)}
            bg={selected ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-body)'}
            style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
          >
            <Group gap={0} wrap="nowrap" align="center">
              <Accordion.Control px="xs" style={{ flex: 1, minWidth: 0 }}>
                {/* Named by what it does, then by what it shows, so speech input finds it by either. */}
                <VisuallyHidden>
                  {t('fleetDetails', { vehicle: vehicleName(offer), provider: offer.site.serviceProvider.name })}:{' '}
                </VisuallyHidden>
                <Group gap="sm" wrap="nowrap">
                  <VehiclePicture
                    fileName={offer.imageFileName}
                    fallbackFileName={offer.vehicleType.imageFileName}
                    siteId={offer.siteId}
                    alt=""
                    width={64}
                    height={44}
                  />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={2} lh={1.25}>
                      {vehicleName(offer)}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {offer.site.serviceProvider.name}
                    </Text>
                    <Text size="sm" fw={700}>
                      {costText(offer)}
                    </Text>
                  </Stack>
                </Group>
              </Accordion.Control>
              <Box pr="xs">
                <SelectAction offer={offer} chosen={selected} onChoose={onChoose} />
              </Box>
            </Group>
            <Accordion.Panel>
              <ScrollArea.Autosize mah={MOBILE_DETAIL_HEIGHT} type="auto">
                <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
                  <Detail label={t('colProvider')}>
                    <ProviderCell offer={offer} />
                  </Detail>
                  <Detail label={t('colVehicle')}>{offer.vehicleType.name}</Detail>
                  <Detail label={t('colServiceUserType')}>{offer.priceDefinition.serviceUserType ?? '—'}</Detail>
                  <Detail label={t('colPriceType')}>{offer.priceDefinition.priceType ?? '—'}</Detail>
                  <Detail label={t('colSeats')}>{offer.seater}</Detail>
                  <Detail label={t('colLuggage')}>{offer.luggageCapacity ?? offer.seater}</Detail>
                </SimpleGrid>
                <Box mt="sm">
                  <Detail label={t('colAmenities')}>
                    <Amenities offer={offer} />
                  </Detail>
                </Box>
              </ScrollArea.Autosize>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
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
