import { type QueryKey, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';

/** GET `<base>/{id}`: one record of the site. */
export const getSiteRecord = async <Row>(base: string, id: number, siteId: number | undefined) =>
  firstResult(await http.get<Results<Row>>(`${base}/${id}`, { query: { siteId } }));

/**
 * The record being edited, read fresh before it is edited (another person may have changed it,
 * a promo code's uses go on); the list's row shows until the fresh copy arrives.
 */
export const useFreshCopy = <Row extends { id: number }>(
  row: Row | null,
  keyOf: (siteId: number | undefined, id: number) => QueryKey,
  get: (id: number, siteId: number | undefined) => Promise<Row>,
) => {
  const siteId = requestedSiteId();
  return useQuery<Row>({
    queryKey: keyOf(siteId, row?.id ?? 0),
    queryFn: () => get(row?.id ?? 0, siteId),
    enabled: !!row,
    // A generic row cannot prove to TanStack's types that it is not a function; it never is.
    placeholderData: (row ?? undefined) as never,
    staleTime: 0,
  });
};
