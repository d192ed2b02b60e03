import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import type { ListState } from '../../../components/ui/list-kit/list-types.ts';
import type { AddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { REVIEWS_NS } from '../i18n.ts';

/** A page of reviews as cards at every width, 10 a page from the server, on the list kit. */
export const ReviewFeed = <Row extends { id: number }>({
  list,
  state,
  rows,
  total,
  card,
  empty,
}: {
  list: AddressList;
  state: ListState;
  rows: Row[];
  total: number;
  card: (row: Row) => ReactNode;
  empty: { icon: Icon; title: string; hint: string };
}) => {
  const { t } = useTranslation(REVIEWS_NS);
  return (
    <DataTable
      cardsOnly
      card={card}
      state={state}
      rows={rows}
      total={total}
      rowKey={(r) => r.id}
      columns={[]}
      expandLabel={() => ''}
      summary={() => null}
      page={list.page}
      onPageChange={list.setPage}
      paginationLabel={t('pagination')}
      loadFailed={t('loadFailed')}
      loadingRows={3}
      empty={empty}
    />
  );
};
