import { Text } from '@mantine/core';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { formatDate, formatDateTime, personName } from '../../../lib/format.ts';
import type { Person } from '../model.ts';

export const DateText = ({ on, locale }: { on: string | null; locale: string }) => (
  <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }} title={on ? formatDateTime(on, locale) : undefined}>
    {formatDate(on, locale)}
  </Text>
);

/** The CreatedBy, CreatedOn, UpdatedBy and UpdatedOn columns, as spec 02 names them. */
export const auditColumns = <T,>(
  locale: string,
  created: (row: T) => { by: Person; on: string | null },
  updated: (row: T) => { by: Person; on: string | null },
): ListColumn<T>[] => [
  { key: 'createdBy', header: 'CreatedBy', cell: (row) => personName(created(row).by), minWidth: 80 },
  {
    key: 'createdOn',
    header: 'CreatedOn',
    cell: (row) => <DateText on={created(row).on} locale={locale} />,
    minWidth: 100,
  },
  { key: 'updatedBy', header: 'UpdatedBy', cell: (row) => personName(updated(row).by), minWidth: 80 },
  {
    key: 'updatedOn',
    header: 'UpdatedOn',
    cell: (row) => <DateText on={updated(row).on} locale={locale} />,
    minWidth: 100,
  },
];
