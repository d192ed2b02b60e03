/**
 * Prints the PostgreSQL plan of one marketplace search and one provider-site search on the
 * benchmark data (bench/search/generate.ts), to see where a search spends its time.
 *
 *   npx tsx bench/search/explain.ts
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import { findOffers } from '../../apps/api/src/modules/search/search.repository.ts';
import { BENCH_STATES, BENCH_URL } from './generate.ts';

const main = async () => {
  const pool = new pg.Pool({ connectionString: BENCH_URL, max: 1 });
  const real = drizzle(pool, { casing: 'snake_case' }) as unknown as Db;
  const explaining = new Proxy(real, {
    get(target, prop) {
      if (prop !== 'execute') return Reflect.get(target, prop);
      return async (query: { queryChunks?: unknown[] } & object) => {
        const compiled = (
          target as unknown as { dialect: { sqlToQuery: (q: object) => { sql: string; params: unknown[] } } }
        ).dialect.sqlToQuery(query);
        const out = await pool.query(`explain (analyze, buffers, settings) ${compiled.sql}`, compiled.params);
        console.log(out.rows.map((r) => r['QUERY PLAN']).join('\n'));
        return pool.query(compiled.sql, compiled.params);
      };
    },
  }) as Db;
  const s = BENCH_STATES[0];
  const pickupAt = new Date(Date.now() + 20 * 86_400_000);
  const siteId =
    process.argv[2] === 'site'
      ? Number(
          (
            await pool.query(
              `select s.id from sites s join service_locations sl on sl.site_id = s.id where sl.state = $1 limit 1`,
              [s.state],
            )
          ).rows[0].id,
        )
      : null;
  const base = {
    siteId,
    vehicleTypeId: Number(process.argv[3] ?? 1),
    serviceTypeId: 0,
    passengers: 2,
    luggages: 1,
    state: s.state,
    city: s.city,
    pickupAt,
    rideMinutes: 40,
  };
  await findOffers(explaining, base);
  const rows = await findOffers(explaining, base);
  console.log(`${rows.length} offers`);
  await pool.end();
};

await main();
