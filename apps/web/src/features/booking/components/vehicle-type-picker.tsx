import { Radio, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VehicleTypeChoice } from '../api/get-vehicle-types.ts';
import { VehiclePicture } from './vehicle-picture.tsx';

/**
 * Vehicle types as picture cards: one radio group, so a keyboard user tabs in and picks with
 * Space; the chosen card is outlined.
 */
export const VehicleTypePicker = ({
  label,
  types,
  value,
  onChange,
  error,
  description,
}: {
  label: string;
  types: VehicleTypeChoice[];
  value: number;
  onChange: (id: number) => void;
  error?: ReactNode;
  description?: ReactNode;
}) => (
  <Radio.Group
    label={label}
    description={description}
    withAsterisk
    value={value ? String(value) : null}
    onChange={(next) => onChange(Number(next))}
    error={error}
  >
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" mt="xs">
      {types.map((type) => (
        <Radio.Card
          key={type.id}
          value={String(type.id)}
          radius="md"
          p="xs"
          aria-label={type.name}
          style={
            value === type.id
              ? {
                  borderColor: 'var(--mantine-primary-color-filled)',
                  boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
                }
              : undefined
          }
        >
          {/* Plain elements inside the card: seven cards are on the booking page's first screen. */}
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
            <VehiclePicture fileName={type.imageFileName} alt="" width="100%" height={72} eager />
            <div style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
              <Radio.Indicator size="xs" mt={3} />
              <span style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600, lineHeight: 1.3 }}>
                {type.name}
              </span>
            </div>
          </div>
        </Radio.Card>
      ))}
    </SimpleGrid>
  </Radio.Group>
);
