import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing waits this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec 01: "Page-change debounce 100 ms". */
export const PAGE_DEBOUNCE_MS = 100;

export type AddressList = ReturnType<typeof useAddressList>;

/**
 * A list's search text, page and other filters kept in the address, so the list can be linked
 * and reloaded (?search=lee&page=2). The box's text drives the address once typing pauses; the
 * address drives the query. `update` writes several values at once: an empty value (or page 1)
 * removes its key, and a change of anything but the page goes back to page 1.
 */
export const useAddressList = (searchKey = 'search') => {
  const [params, setParams] = useSearchParams();
  const query = params.get(searchKey) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(query);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [debouncedPage] = useDebouncedValue(page, PAGE_DEBOUNCE_MS);

  const update = (next: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        const values = 'page' in next ? next : { ...next, page: 1 };
        for (const [key, value] of Object.entries(values)) {
          if (value === null || value === '' || (key === 'page' && Number(value) <= 1)) copy.delete(key);
          else copy.set(key, String(value));
        }
        return copy;
      },
      { replace: true },
    );

  // Only the debounced text drives the address; a change of the address alone (Clear, the back
  // button) must not write the old text back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the debounced text only, on purpose
  useEffect(() => {
    if (debouncedSearch !== query) update({ [searchKey]: debouncedSearch, page: 1 });
  }, [debouncedSearch]);

  return {
    params,
    /** The search the address holds (what the list was asked for). */
    query,
    page,
    /** The page a query should ask for: it follows `page` 100 ms later, so quick clicks ask once. */
    debouncedPage,
    /** The box's text as typed. */
    search,
    setSearch,
    setPage: (next: number) => update({ page: next }),
    /** The paging props of a DataTable whose query asks for `debouncedPage`. */
    paging: { page, rowsPage: debouncedPage, onPageChange: (next: number) => update({ page: next }) },
    update,
    submitSearch: () => update({ [searchKey]: search.trim(), page: 1 }),
    clearSearch: () => {
      setSearch('');
      update({ [searchKey]: '', page: 1 });
    },
  };
};
