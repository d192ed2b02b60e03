import { Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { LIST_KIT_NS } from './list-kit-i18n.ts';
import { ExpandableRows } from './list-rows.tsx';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import type { DataTableProps } from './list-types.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { WideTable } from './wide-table.tsx';

/**
 * Every back-office list (spec 01 and 02 "Tables show 10 rows per page"): the filters, a table
 * at 768 px and wider with sortable headers and row actions kept in view, rows that open to
 * their details and actions below 768 px, a loading state, an error that says what failed and
 * offers Try again, an empty state that says why it is empty, and "Showing x–y of z" with the
 * pages. The rows are one page as the server answered it; a list the API answers whole is paged
 * with pageOf (client-page.ts).
 */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const { t } = useTranslation(LIST_KIT_NS);
  const narrow = useNarrowScreen();
  const { state, rows, total, page, rowsPage = page, pageSize = PAGE_SIZE, idle = false } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (rowsPage - 1) * pageSize + 1;
  const to = Math.min(total, rowsPage * pageSize);
  const showsRows = !idle && !state.isPending && !state.isError && rows.length > 0;
  const bare = showsRows && (narrow || !!props.cardsOnly);

  return (
    <Stack gap="md">
      {props.filters}
      {!idle && (
        <Paper
          withBorder={!bare}
          bg={bare ? 'transparent' : undefined}
          radius="md"
          style={{ overflow: 'hidden' }}
          aria-busy={state.isFetching ?? state.isPending}
        >
          {state.isPending ? (
            <ListLoading rows={props.loadingRows} />
          ) : state.isError || (state.error && rows.length === 0) ? (
            <ListError title={props.loadFailed} state={state} />
          ) : rows.length === 0 ? (
            <ListEmpty empty={props.empty} />
          ) : (narrow || props.cardsOnly) && props.card ? (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={props.label}>
              {props.rows.map((row) => (
                <li key={props.rowKey(row)}>{props.card?.(row)}</li>
              ))}
            </Stack>
          ) : narrow ? (
            <ExpandableRows {...props} />
          ) : (
            <WideTable {...props} />
          )}
        </Paper>
      )}
      {showsRows && total > 0 && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('showing', { from, to, total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={props.onPageChange}
              siblings={1}
              boundaries={1}
              size="sm"
              aria-label={props.paginationLabel}
            />
          )}
        </Group>
      )}
    </Stack>
  );
};
