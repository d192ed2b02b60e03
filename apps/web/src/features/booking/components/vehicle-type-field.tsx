import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SEARCH_MESSAGES } from '@ridedesk/domain/booking/search-choices';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import type { VehicleTypeChoice } from '../api/get-vehicle-types.ts';
import { BOOKING_NS } from '../i18n.ts';
import { VehicleTypePicker } from './vehicle-type-picker.tsx';

/**
 * The search form's vehicle type: the picture cards once the offer is known; before that what
 * the traveller is waiting for (the pickup's state on the product site, the answer, a failure,
 * or the area that is not served), under the same required label and with the field's message.
 */
export const VehicleTypeField = ({
  waitingForPickup,
  vehicleTypes,
  serviceUnavailable,
  value,
  onChange,
  error,
}: {
  /** The product site offers vehicle types by the pickup's state, and there is none yet. */
  waitingForPickup: boolean;
  vehicleTypes: UseQueryResult<VehicleTypeChoice[]>;
  serviceUnavailable: boolean;
  value: number;
  onChange: (id: number) => void;
  error?: string;
}) => {
  const { t } = useTranslation(BOOKING_NS);
  const picker = !waitingForPickup && vehicleTypes.isSuccess && !serviceUnavailable;
  return (
    <Stack gap={4}>
      {!picker && (
        <Text size="sm" fw={500}>
          {t('vehicleType')}{' '}
          <Text span c="red">
            *
          </Text>
        </Text>
      )}
      {waitingForPickup ? (
        <Text size="sm" c="dimmed">
          {t('vehicleTypesAfterPickup')}
        </Text>
      ) : vehicleTypes.isError ? (
        <ErrorDisplay error={vehicleTypes.error} />
      ) : serviceUnavailable ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {SEARCH_MESSAGES.serviceUnavailable}
        </Alert>
      ) : vehicleTypes.isSuccess ? (
        <VehicleTypePicker
          label={t('vehicleType')}
          types={vehicleTypes.data}
          value={value}
          onChange={onChange}
          error={error}
        />
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
            <Skeleton key={i} h={116} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {!picker && error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
};
