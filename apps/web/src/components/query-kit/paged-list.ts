import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { http, type PagedResults, type QueryValue } from '../../lib/http.ts';
import type { ListState } from '../ui/list-kit/list-types.ts';

/** One page of a server-paged list: its rows and how many there are in all. */
export type Page<Row> = { rows: Row[]; totalCount: number };

/** A `{ results, totalCount }` answer as a page (an answer without a count counts its rows). */
export const asPage = <Row>(answer: PagedResults<Row>): Page<Row> => ({
  rows: answer.results,
  totalCount: answer.totalCount ?? answer.results.length,
});

/** GET one page of a server-paged list: 10 rows (the spec's page) unless the query names its pageSize. */
export const getPage = async <Row>(path: string, query: Record<string, QueryValue>): Promise<Page<Row>> =>
  asPage(await http.get<PagedResults<Row>>(path, { query: { ...query, pageSize: query.pageSize ?? PAGE_SIZE } }));

/** A paged list's query: the page on screen stays while the next one loads. */
export const pagedQuery = <Row>(queryKey: QueryKey, load: () => Promise<Page<Row>>) =>
  queryOptions({ queryKey, queryFn: load, placeholderData: keepPreviousData });

/** A paged list's query as a table's (or feed's) state, rows and total: none until the first page arrives. */
export const pageRows = <Row>(query: ListState & { data?: Page<Row> }) => ({
  state: query,
  rows: query.data?.rows ?? [],
  total: query.data?.totalCount ?? 0,
});

/** The same, with the page shown and its change from the list's address (`useAddressList`). */
export const pageRowsAt = <Row>(
  query: ListState & { data?: Page<Row> },
  paging: { page: number; setPage: (page: number) => void },
) => ({ ...pageRows(query), page: paging.page, onPageChange: paging.setPage });
