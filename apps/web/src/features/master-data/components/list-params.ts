import type { PublicationFilter } from '@ridedesk/domain/master-data/draft-publish';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Spec 02 section 4's list selection, kept in the address so a dialog can be linked and
 * survives a reload: ?dialog=new (Add New), ?dialog=existing (Add Existing), ?dialog=<id>
 * (editing that record), none after Cancel, Continue or a save. ?status=unpublished shows the
 * drafts; Published is the default.
 */
export type ListSelection = { type: 'none' } | { type: 'new' } | { type: 'existing' } | { type: 'edit'; id: number };

const selectionOf = (value: string | null): ListSelection => {
  if (value === 'new') return { type: 'new' };
  if (value === 'existing') return { type: 'existing' };
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? { type: 'edit', id } : { type: 'none' };
};

export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const filter: PublicationFilter = params.get('status') === 'unpublished' ? 'Unpublished' : 'Published';
  const selection = selectionOf(params.get('dialog'));

  const update = (change: Record<string, string | null>, push = false) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: !push },
    );

  return {
    filter,
    isPublished: filter === 'Published',
    selection,
    setFilter: (next: PublicationFilter) => update({ status: next === 'Unpublished' ? 'unpublished' : null }),
    select: (next: ListSelection) =>
      update(
        { dialog: next.type === 'none' ? null : next.type === 'edit' ? String(next.id) : next.type },
        next.type !== 'none',
      ),
  };
};

/**
 * Closes a dialog the address names that cannot open: a record this list does not have (another
 * filter, a deleted record), Add New where nothing may be added, Add Existing where it is not offered.
 */
export const useCloseUnknownSelection = (
  { selection, select }: Pick<ReturnType<typeof useListParams>, 'selection' | 'select'>,
  {
    loaded,
    found,
    canAdd,
    offersExisting,
  }: { loaded: boolean; found: boolean; canAdd: boolean; offersExisting: boolean },
) => {
  useEffect(() => {
    if (selection.type === 'edit' && loaded && !found) select({ type: 'none' });
    if (selection.type === 'new' && !canAdd) select({ type: 'none' });
    if (selection.type === 'existing' && !(canAdd && offersExisting)) select({ type: 'none' });
  }, [selection, loaded, found, canAdd, offersExisting, select]);
};
