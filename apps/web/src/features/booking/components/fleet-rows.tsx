import { Accordion, Box, Group, ScrollArea, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetOffer } from '../booking-types.ts';
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

/** Mobile detail height of the spec (spec 03 "Available Fleet List"). */
const MOBILE_DETAIL_HEIGHT = 270;

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Box fz="sm">{children}</Box>
  </Stack>
);

/** At 576 px and under, each fleet is a row that expands to its details. */
export const FleetRows = ({
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
                <OfferPicture offer={offer} width={64} height={44}>
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
                </OfferPicture>
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
