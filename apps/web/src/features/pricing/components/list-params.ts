import type { PublicationFilter } from '@ridedesk/domain/master-data/draft-publish';
import { useSearchParams } from 'react-router';

/**
 * The list's group (Published or Unpublished), find text and page live in the address, so the
 * list can be linked and reloaded: ?show=unpublished&q=sedan&page=2.
 */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const filter: PublicationFilter = params.get('show') === 'unpublished' ? 'Unpublished' : 'Published';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('q') ?? '';
  const update = (next: { filter?: PublicationFilter; page?: number; query?: string }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.filter === 'Unpublished') copy.set('show', 'unpublished');
        else if (next.filter === 'Published') copy.delete('show');
        if (next.query) copy.set('q', next.query);
        else if (next.query !== undefined) copy.delete('q');
        if (next.page && next.page > 1) copy.set('page', String(next.page));
        else copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  return {
    filter,
    page,
    query,
    setFilter: (value: PublicationFilter) => update({ filter: value, page: 1 }),
    setPage: (value: number) => update({ page: value }),
    setQuery: (value: string) => update({ query: value, page: 1 }),
  };
};
