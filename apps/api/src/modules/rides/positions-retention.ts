/** Chauffeurs' positions are kept 90 days (issue 21); the daily 'prune-positions' job removes older ones. */
import type { Db } from '../../db/client.ts';
import { prunePositions } from './rides.repository.ts';

export const POSITION_RETENTION_DAYS = 90;

export const createPositionsRetention = (db: Db, now: () => Date) => ({
  /** Removes every position older than the retention; answers how many went. */
  prune: () => prunePositions(db, new Date(now().getTime() - POSITION_RETENTION_DAYS * 86_400_000)),
});
