import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Tx } from '../../db/client.ts';
import { matching } from '../../db/rows.ts';
import { bookings } from './bookings.schema.ts';

/**
 * One booking of a site with the columns a port names, or undefined when the site has no such
 * booking. A port that changes the booking asks for it `locked`: its row is held until the
 * caller's transaction ends, so two changes to one booking never interleave.
 */
export const readBooking = async <C extends SelectedFields>(
  tx: Tx,
  key: { siteId: number; id: number },
  columns: C,
  { locked }: { locked: boolean },
): Promise<SelectResultFields<C> | undefined> => {
  const query = tx
    .select(columns as SelectedFields)
    .from(bookings)
    .where(matching(bookings, key));
  const rows = await (locked ? query.for('update') : query);
  return rows[0] as SelectResultFields<C> | undefined;
};
