import { Box, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortHeader, type SortState } from '../../../components/ui/list-kit/sort-header.tsx';
import type { FleetOffer, FleetSort } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import {
  Amenities,
  costText,
  isSame,
  OfferPicture,
  offerKey,
  ProviderCell,
  SelectAction,
  vehicleName,
} from './fleet-offer-parts.tsx';

/** The server's sort ('price_asc') as the list kit's header reads it, and back. */
const sortState = (sort: FleetSort): SortState => {
  const [key = 'price', direction] = sort.split('_');
  return { key, direction: direction === 'desc' ? 'desc' : 'asc' };
};
const fleetSort = (sort: SortState) => `${sort.key}_${sort.direction}` as FleetSort;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Over 576 px: the offers as a table, sortable by provider and cost. */
export const FleetTable = ({
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
            <SortHeader
              label={t('colProvider')}
              sortKey="provider"
              sort={sortState(sort)}
              onSort={(next) => onSort(fleetSort(next))}
            />
            <Table.Th scope="col">{t('colVehicle')}</Table.Th>
            <Table.Th scope="col">{t('colServiceUserType')}</Table.Th>
            <Table.Th scope="col">{t('colPriceType')}</Table.Th>
            <Table.Th scope="col">{t('colAmenities')}</Table.Th>
            <Table.Th scope="col" ta="center">
              {t('colSeats')}
            </Table.Th>
            <SortHeader
              label={t('colCost')}
              sortKey="price"
              sort={sortState(sort)}
              onSort={(next) => onSort(fleetSort(next))}
            />
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
                  <OfferPicture offer={offer} width={84} height={52}>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {vehicleName(offer)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {offer.vehicleType.name}
                      </Text>
                    </Stack>
                  </OfferPicture>
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
