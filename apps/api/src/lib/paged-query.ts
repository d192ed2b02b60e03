/**
 * The back office's searched, paged lists (customers, staff): the query they take and the paging
 * they answer beside the rows (`results(rows, pageOf(query, total))`).
 */
import { z } from 'zod';
import { siteIdField } from './record-routes.ts';

/** A page number from 1 and a page size up to 100 (10 unless asked). */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

/** The site, a search of up to 100 characters, and the page. */
export const searchedPageQuery = z.object({
  siteId: siteIdField,
  search: z.string().trim().max(100, 'Please enter at most 100 characters to search').optional(),
  ...pageFields,
});

/** What a paged list answers beside its rows. */
export const pageOf = (query: { page: number; pageSize: number }, totalCount: number) => ({
  totalCount,
  page: query.page,
  pageSize: query.pageSize,
});

/** Which rows a page covers, as a query reads them: how many to skip and how many to take. */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

/** The rows of one page out of a list held whole. */
export const onePage = <T>(rows: T[], query: { page: number; pageSize: number }) =>
  rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
