import { Group } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOf } from '../../../components/ui/list-kit/client-page.ts';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { PublicationSelect } from '../../../components/ui/list-kit/list-filters.tsx';
import { RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import type { ListColumn, ListState } from '../../../components/ui/list-kit/list-types.ts';
import { useManageColumns } from '../../../components/ui/list-kit/row-actions.tsx';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { useListParams } from './list-params.ts';

/**
 * The list of every master-data screen (spec 02 "Common list pattern") on the list kit: the
 * Published/Unpublished filter, 10 rows a page of the records the API answers whole, the
 * record's badges beside its name, a Modify column with Edit and (on site lists) a SetEnabled
 * column, each locked with its reason when not allowed, and rows that open under 768 px.
 */
export const RecordList = <Row,>({
  params,
  state,
  rows,
  columns,
  rowKey,
  rowName,
  rowSummary,
  rowVisual,
  rowBadges,
  onEdit,
  editLock,
  setEnabled,
  empty,
}: {
  params: ReturnType<typeof useListParams>;
  state: ListState;
  rows: Row[] | undefined;
  columns: ListColumn<Row>[];
  rowKey: (row: Row) => number;
  rowName: (row: Row) => string;
  /** The second line of a closed row on a phone. */
  rowSummary: (row: Row) => ReactNode;
  /** A picture at the start of a closed row on a phone (the vehicle type's). */
  rowVisual?: (row: Row) => ReactNode;
  /** Small badges beside the name (Disabled, One site). */
  rowBadges: (row: Row) => ReactNode;
  onEdit: (row: Row) => void;
  editLock?: (row: Row) => string | null;
  setEnabled?: { isEnabled: (row: Row) => boolean; onToggle: (row: Row) => void; lock?: (row: Row) => string | null };
  empty: { title: string; hint?: string };
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  // The filter starts the list at its first page again.
  const [paging, setPaging] = useState({ filter: params.filter, page: 1 });
  const page = pageOf(rows, paging.filter === params.filter ? paging.page : 1);
  const [modify, toggle] = useManageColumns<Row>({
    nameOf: rowName,
    isEnabled: (row) => setEnabled?.isEnabled(row) ?? true,
    onEdit,
    onToggle: (row) => setEnabled?.onToggle(row),
    editLock,
    toggleLock: setEnabled?.lock,
  });
  const [first, ...others] = columns;
  const named: ListColumn<Row>[] = first
    ? [
        {
          ...first,
          cell: (row, place) => (
            <Group gap={6} wrap="wrap" align="center">
              {first.cell(row, place)}
              {rowBadges(row)}
            </Group>
          ),
        },
        ...others,
      ]
    : [];
  return (
    <DataTable
      filters={
        <Group>
          <PublicationSelect value={params.filter} onChange={params.setFilter} />
        </Group>
      }
      state={state}
      rows={page.rows}
      total={page.total}
      page={page.page}
      onPageChange={(next) => setPaging({ filter: params.filter, page: next })}
      paginationLabel={t('pagination')}
      columns={[...named, ...(modify ? [modify] : []), ...(setEnabled && toggle ? [toggle] : [])]}
      rowKey={rowKey}
      dimmed={setEnabled ? (row) => !setEnabled.isEnabled(row) : undefined}
      expandLabel={(row) => t('expandRow', { name: rowName(row) })}
      summary={(row) => (
        <RowSummary title={rowName(row)} subtitle={rowSummary(row)} visual={rowVisual?.(row)} badges={rowBadges(row)} />
      )}
      loadFailed={t('loadFailed')}
      empty={{ icon: IconInbox, ...empty }}
    />
  );
};
