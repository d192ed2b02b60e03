import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { VEHICLE_IMAGE_FILE_NAMES } from '@ridedesk/domain/master-data/catalog-kinds';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NS } from '../i18n.ts';
import { VehicleImage } from './vehicle-image.tsx';

/**
 * Choose Vehicle Image (spec 02): the fixed list of 17 pictures, each shown beside its name in
 * the list, and a preview of the chosen one. Only the name is stored.
 */
export const VehicleImagePicker = ({
  label,
  value,
  onChange,
  onBlur,
  error,
  readOnly,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  readOnly?: boolean;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  return (
    <Stack gap="xs">
      <Select
        label={label}
        placeholder={t('chooseImage')}
        data={[...VEHICLE_IMAGE_FILE_NAMES]}
        value={value}
        onChange={(next) => next && onChange(next)}
        onBlur={onBlur}
        allowDeselect={false}
        readOnly={readOnly}
        error={error}
        searchable
        maxDropdownHeight={320}
        leftSection={<VehicleImage imageFileName={value} width={34} decorative />}
        leftSectionWidth={44}
        renderOption={({ option, checked }) => (
          <Group gap="sm" wrap="nowrap">
            <VehicleImage imageFileName={option.value} width={64} decorative />
            <Text size="sm" fw={checked ? 700 : 400}>
              {option.label}
            </Text>
          </Group>
        )}
      />
      <Paper component="figure" m={0} withBorder radius="md" p="xs" bg="var(--mantine-color-gray-0)">
        <Stack gap={4} align="center">
          <VehicleImage imageFileName={value} width="min(100%, 320px)" />
          <Text size="xs" c="dimmed" component="figcaption">
            {t('preview')}: {value}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
};
