import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { useEffect } from 'react';
import type { SortState } from './sort-header.tsx';

/** One page of a list the API answers whole, for DataTable: its rows, the total, and the page they are (a filter may have shortened the list under the current page). */
export const pageOf = <Row>(all: Row[] | undefined, page: number, pageSize = PAGE_SIZE) => {
  const list = all ?? [];
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: list.slice((current - 1) * pageSize, current * pageSize), total: list.length, page: current };
};

/** Moves a list held whole to the page of a row that just appeared in it (a saved record), once. */
export const usePageOfRow = <Row>(
  all: Row[] | undefined,
  matches: ((row: Row) => boolean) | null,
  onPage: (page: number) => void,
  pageSize = PAGE_SIZE,
) => {
  const index = matches ? (all ?? []).findIndex(matches) : -1;
  const target = index < 0 ? null : Math.floor(index / pageSize) + 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves to the row's page once, when it appears
  useEffect(() => {
    if (target !== null) onPage(target);
  }, [target]);
};

/** Sorts a list held whole by one of its values (text compared in the interface language), ascending or descending. */
export const sortRows = <Row>(
  rows: Row[],
  sort: SortState | null,
  sortValue: (row: Row, key: string) => string | number | null,
  locale?: string,
) => {
  if (!sort) return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return factor * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
};
