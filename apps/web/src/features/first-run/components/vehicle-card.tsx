import { Box, Checkbox, FileButton, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import { vehicleImagePath } from '@ridedesk/domain/master-data/vehicle-image-path';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useUploadPhoto } from '../api/upload-photo.ts';
import type { FirstRunState } from '../first-run-types.ts';
import { FIRST_RUN_NS } from '../i18n.ts';
import type { PriceDraft, VehicleDraft } from '../vehicle-draft.ts';

type ServiceType = FirstRunState['vehicles']['serviceTypes'][number];

const RATE_FIELDS: Record<PriceBasis, (keyof PriceDraft)[]> = {
  'per mile': ['baseFare', 'perMileRate', 'minimumFare'],
  'per hour': ['perHourRate', 'minimumHours', 'minimumFare'],
  flat: ['baseFare'],
};

const basisKey = (basis: PriceBasis) => `basis_${basis.replace(' ', '_')}` as const;

/** One vehicle of the vehicles step: its photo, the fleet's fields and its starter prices. */
export const VehicleCard = ({
  siteId,
  typeName,
  typeImage,
  draft,
  serviceTypes,
  errors,
  onChange,
}: {
  siteId: number;
  typeName: string;
  typeImage: string | null;
  draft: VehicleDraft;
  serviceTypes: ServiceType[];
  /** Messages by field path inside this vehicle ('vin', 'prices.0.perMileRate'). */
  errors: Record<string, string>;
  onChange: (draft: VehicleDraft) => void;
}) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const upload = useUploadPhoto();
  const set = (field: keyof VehicleDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const setPrice = (i: number, change: Partial<PriceDraft>) =>
    onChange({ ...draft, prices: draft.prices.map((p, j) => (j === i ? { ...p, ...change } : p)) });
  const offered = draft.prices.filter((p) => p.offered);
  const priceError = (i: number, field: string) => {
    const index = offered.indexOf(draft.prices[i]);
    return index < 0 ? undefined : errors[`prices.${index}.${field}`];
  };
  const field = (name: keyof VehicleDraft, props: { label: string; description?: string; inputMode?: 'numeric' }) => (
    <TextInput
      label={props.label}
      description={props.description}
      inputMode={props.inputMode}
      required
      value={String(draft[name] ?? '')}
      onChange={(e) => set(name)(e.currentTarget.value)}
      error={errors[name]}
    />
  );
  const photo = draft.imageFileName ? `/api/fleet/image/${siteId}/${draft.imageFileName}` : vehicleImagePath(typeImage);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label={typeName}>
      <Stack gap="sm">
        <Group gap="md" wrap="wrap" align="center">
          <Box
            component="img"
            src={photo}
            alt={t(draft.imageFileName ? 'ownPhotoAlt' : 'photoAlt', { type: typeName })}
            w={140}
            style={{ aspectRatio: '2 / 1', objectFit: 'contain' }}
          />
          <Stack gap={4} style={{ flex: '1 1 180px' }}>
            <Title order={3} size="h4">
              {t('vehicleHeading', { type: typeName })}
            </Title>
            <Group gap="xs">
              <FileButton
                accept="image/png,image/jpeg,image/gif,image/bmp,image/svg+xml"
                onChange={(file) =>
                  file &&
                  upload.mutate(file, { onSuccess: (done) => onChange({ ...draft, imageFileName: done.fileName }) })
                }
              >
                {(props) => (
                  <Text
                    component="button"
                    type="button"
                    {...props}
                    size="sm"
                    c="blue.8"
                    td="underline"
                    style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}
                  >
                    <IconPhotoUp size={14} aria-hidden /> {t('photo')}
                  </Text>
                )}
              </FileButton>
            </Group>
            <Text size="xs" c="dimmed">
              {upload.data?.message ?? t('photoHint')}
            </Text>
            <ErrorDisplay error={upload.error} size="xs" />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {field('nickName', { label: t('nickName') })}
          {field('vin', { label: t('vin'), description: t('vinHint') })}
          {field('make', { label: t('make') })}
          {field('model', { label: t('model') })}
          {field('year', { label: t('year'), inputMode: 'numeric' })}
          {field('color', { label: t('color') })}
          {field('seater', { label: t('seats'), inputMode: 'numeric' })}
          {field('luggageCapacity', { label: t('luggage'), inputMode: 'numeric' })}
        </SimpleGrid>
        <Stack gap={4}>
          <Title order={4} size="h5">
            {t('pricesTitle', { type: typeName })}
          </Title>
          <Text size="xs" c="dimmed">
            {t('pricesLead')}
          </Text>
          <ErrorDisplay error={errors.prices} />
        </Stack>
        {draft.prices.map((price, i) => {
          const service = serviceTypes.find((s) => s.id === price.serviceTypeId);
          const name = service?.name ?? '';
          return (
            <Stack key={price.serviceTypeId} gap={6}>
              <Checkbox
                label={`${t('offerService', { service: name })} (${t(basisKey(price.basis))})`}
                checked={price.offered}
                onChange={(e) => setPrice(i, { offered: e.currentTarget.checked })}
              />
              {price.offered && (
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" pl={{ base: 0, sm: 'lg' }}>
                  {RATE_FIELDS[price.basis].map((rate) => (
                    <TextInput
                      key={rate}
                      size="sm"
                      inputMode="decimal"
                      label={`${name}: ${t(price.basis === 'flat' && rate === 'baseFare' ? 'flatFare' : rate)}`}
                      value={String(price[rate])}
                      onChange={(e) => setPrice(i, { [rate]: e.currentTarget.value })}
                      error={priceError(i, rate)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
};
