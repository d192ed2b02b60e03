import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Where a request's lagging reads go. The read-after-write plugin runs each request inside
 * this context: `primary` after the caller's own write (or during it), the replica otherwise.
 * Outside any request (jobs, start-up) reads go to the replica.
 */
export const readRouting = new AsyncLocalStorage<{ primary: boolean }>();

export const readsGoToPrimary = () => readRouting.getStore()?.primary === true;

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

/** Errors that say the replica cannot be reached (not that the query was wrong). */
const isUnreachable = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  if (e?.code && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|EPIPE|57P01|57P02|57P03|08\w{3})$/.test(e.code))
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    e?.message ?? '',
  );
};

/**
 * A pool-shaped router for Drizzle: single queries go to the replica unless the request must
 * read its own writes; transactions (`connect`) always go to the primary. When the replica
 * cannot be reached the read is answered by the primary, and the replica is left alone for a
 * few seconds before it is tried again. The class name ends in "Pool" on purpose: Drizzle's
 * node-postgres session tells a pool from a client by it.
 */
export class ReadRoutingPool {
  #downUntil = 0;
  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly options: { pauseMs?: number; onReplicaDown?: (error: unknown) => void } = {},
  ) {}

  /** Drizzle calls it with a query config (text, values, rowMode), or text and values. */
  async query(...args: unknown[]) {
    const pool = this.primary as unknown as Queryable;
    if (readsGoToPrimary() || Date.now() < this.#downUntil) return pool.query(...args);
    try {
      return await (this.replica as unknown as Queryable).query(...args);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      if (Date.now() >= this.#downUntil) this.options.onReplicaDown?.(error);
      this.#downUntil = Date.now() + (this.options.pauseMs ?? 5_000);
      return pool.query(...args);
    }
  }

  connect() {
    return this.primary.connect();
  }
}
