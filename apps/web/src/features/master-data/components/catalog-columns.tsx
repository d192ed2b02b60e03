import { Group, Text } from '@mantine/core';
import { US_STATES } from '@ridedesk/domain/shared/us-states';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { type CatalogColumn, type CatalogScreen, COLUMN_HEADERS } from '../catalog-screens.ts';
import type { CatalogMaster } from '../model.ts';
import { VehicleImage } from './vehicle-image.tsx';

const stateName = (code: string | null | undefined) => US_STATES.find((s) => s.code === code)?.name ?? code ?? '';

const cellOf = (column: CatalogColumn, master: CatalogMaster) => {
  switch (column) {
    case 'description':
      return (
        <Text size="sm" lineClamp={2} title={master.description}>
          {master.description || '—'}
        </Text>
      );
    case 'state':
      return <span title={stateName(master.state)}>{master.state}</span>;
    default:
      return master[column] || '—';
  }
};

/** Name (with the picture for vehicle types) and the kind's own columns, as spec 02 lists them. */
export const catalogColumns = <T,>(screen: CatalogScreen, masterOf: (row: T) => CatalogMaster): ListColumn<T>[] => [
  {
    key: 'name',
    header: 'Name',
    minWidth: screen.kind === 'vehicleType' ? 180 : 140,
    cell: (row) => {
      const master = masterOf(row);
      return screen.kind === 'vehicleType' ? (
        <Group gap="sm" wrap="nowrap">
          <VehicleImage imageFileName={master.imageFileName} width={64} />
          <Text size="sm" fw={600}>
            {master.name}
          </Text>
        </Group>
      ) : (
        <Text size="sm" fw={600}>
          {master.name}
        </Text>
      );
    },
  },
  ...screen.columns.map(
    (column): ListColumn<T> => ({
      key: column,
      header: COLUMN_HEADERS[column],
      minWidth: column === 'description' ? 160 : column === 'address' ? 150 : column === 'code' ? 50 : 80,
      cell: (row) => cellOf(column, masterOf(row)),
      detail: column === 'description' ? (row) => masterOf(row).description || '—' : undefined,
    }),
  ),
];
