import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { IconCheck, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetOffer } from '../booking-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { amenitiesOf, telHref } from '../ride-format.ts';
import { StarRating } from './star-rating.tsx';
import { VehiclePicture } from './vehicle-picture.tsx';

/** What the fleet table and the phone rows both show of an offer: its names, cost, provider, amenities and the Select toggle. */
export const offerKey = (offer: FleetOffer) => `${offer.siteId}:${offer.fleetId}:${offer.priceDefinition.id}`;
export const isSame = (a: FleetOffer | null, b: FleetOffer) => !!a && offerKey(a) === offerKey(b);
export const vehicleName = (offer: FleetOffer) => [offer.year, offer.make, offer.model].filter(Boolean).join(' ');
export const costText = (offer: FleetOffer) => formatUsd(offer.costCents ?? toCents(offer.cost));

/**
 * The offer's picture, the fleet's own or else its vehicle type's, with what names the offer
 * beside it; the picture is decorative because those words say what it shows.
 */
export const OfferPicture = ({
  offer,
  width,
  height,
  children,
}: {
  offer: FleetOffer;
  width: number;
  height: number;
  children: ReactNode;
}) => (
  <Group gap="sm" wrap="nowrap">
    <VehiclePicture
      fileName={offer.imageFileName}
      fallbackFileName={offer.vehicleType.imageFileName}
      siteId={offer.siteId}
      alt=""
      width={width}
      height={height}
    />
    {children}
  </Group>
);

export const SelectAction = ({
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

export const ProviderCell = ({ offer }: { offer: FleetOffer }) => {
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

export const Amenities = ({ offer }: { offer: FleetOffer }) => {
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
