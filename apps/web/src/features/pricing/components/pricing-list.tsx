import { Group, Text } from '@mantine/core';
import { type Icon, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnableDisableConfirm } from '../../../components/record-kit/enable-disable-confirm.tsx';
import { pageOf, usePageOfRow } from '../../../components/ui/list-kit/client-page.ts';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { FindInput, matchesFind, PublicationSelect } from '../../../components/ui/list-kit/list-filters.tsx';
import { RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import type { ListColumn, ListState } from '../../../components/ui/list-kit/list-types.ts';
import { useManageColumns } from '../../../components/ui/list-kit/row-actions.tsx';
import { PRICING_NS } from '../i18n.ts';
import type { useListParams } from './list-params.ts';

type PricingRow = { id: number; isEnabled: boolean };

/**
 * A pricing list (spec 02 list pattern) on the list kit: Published/Unpublished and Find above,
 * 10 rows a page of what the API answers whole, Modify and SetEnabled for those who may change
 * it, greyed rows, and the row just saved marked and brought into view.
 */
export const PricingList = <Row extends PricingRow>({
  params,
  state,
  all,
  findTexts,
  findPlaceholder,
  label,
  columns,
  manage,
  savedId,
  nameOf,
  title,
  subtitle,
  dimmed,
  loadFailed,
  empty,
}: {
  params: ReturnType<typeof useListParams>;
  state: ListState;
  all: Row[] | undefined;
  findTexts: (row: Row) => (string | null | undefined)[];
  findPlaceholder: string;
  label: string;
  columns: ListColumn<Row>[];
  /** Edit and Disable/Enable, for those who may change the list. */
  manage: { onEdit: (row: Row) => void; onToggle: (row: Row) => void } | null;
  savedId: number | null;
  nameOf: (row: Row) => string;
  title: (row: Row) => ReactNode;
  subtitle: (row: Row) => ReactNode;
  dimmed: (row: Row) => boolean;
  loadFailed: string;
  /** Why the list is empty when nothing is published (or drafted) yet. */
  empty: { icon: Icon; title: string; hint: string };
}) => {
  const { t } = useTranslation(PRICING_NS);
  const { filter, query } = params;
  const rows = all?.filter((row) => matchesFind(query, findTexts(row)));
  const page = pageOf(rows, params.page);
  usePageOfRow(rows, savedId === null ? null : (row) => row.id === savedId, params.setPage);
  const manageColumns = useManageColumns<Row>({
    nameOf,
    isEnabled: (row) => row.isEnabled,
    onEdit: (row) => manage?.onEdit(row),
    onToggle: (row) => manage?.onToggle(row),
  });
  const searched = query.trim() !== '' && (all?.length ?? 0) > 0;
  return (
    <DataTable
      filters={
        <Group align="flex-end" gap="sm">
          <PublicationSelect value={filter} onChange={params.setFilter} />
          <FindInput value={query} onChange={params.setQuery} placeholder={findPlaceholder} />
        </Group>
      }
      label={label}
      state={state}
      rows={page.rows}
      total={page.total}
      page={page.page}
      onPageChange={params.setPage}
      paginationLabel={t('pagesOf', { list: label })}
      rowKey={(row) => row.id}
      columns={manage ? [...columns, ...manageColumns] : columns}
      minWidth={960}
      dimmed={dimmed}
      highlighted={(row) => row.id === savedId}
      expandLabel={(row) => t('detailsOf', { name: nameOf(row) })}
      summary={(row) => <RowSummary title={title(row)} subtitle={subtitle(row)} />}
      loadFailed={loadFailed}
      empty={
        searched ? { icon: IconSearch, title: t('noMatch', { query: query.trim() }), hint: t('noMatchHint') } : empty
      }
    />
  );
};

/**
 * Disable or Enable of a pricing row (spec 02): `ask` opens "Are you sure to Disable?" (or
 * Enable) with what it means for this row; Yes calls the API; a failure stays in the dialog.
 */
export const useConfirmToggle = <Row extends PricingRow>(
  toggle: {
    mutateAsync: (change: { id: number; isEnabled: boolean }) => Promise<unknown>;
    reset: () => void;
    isPending: boolean;
    error: unknown;
  },
  detailOf: (row: Row) => string,
) => {
  const { t } = useTranslation(PRICING_NS);
  return useEnableDisableConfirm<Row>({
    mutation: toggle,
    change: (row) => toggle.mutateAsync({ id: row.id, isEnabled: !row.isEnabled }),
    detail: (row) => <Text size="sm">{detailOf(row)}</Text>,
    labels: { cancel: t('no'), confirm: () => t('yes'), close: t('close') },
  });
};
