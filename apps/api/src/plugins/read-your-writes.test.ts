import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideDate } from '../../test/ride-dates.ts';
import { createSharedDatabase, replicaSigningKeyEnv } from '../../test/shared-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Database, Db } from '../db/client.ts';
import { ReadRoutingPool } from '../db/read-routing.ts';

const CITYLIMO = { host: 'citylimo.localhost' };

/**
 * Two replicas of the API, each with a "read replica" (a second pool to the same PostgreSQL
 * database, so the data agree) whose queries are counted, as are the reads routed to the primary.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('reads from the read replica (PostgreSQL)', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  const pools: pg.Pool[] = [];
  type Replica = { t: TestApp; routed: { replica: number; primary: number } };
  let a: Replica;
  let b: Replica;
  let provider: string;
  let dispatcher: string;

  const withReadReplica = (url: string, base: Database) => {
    const routed = { replica: 0, primary: 0 };
    const counted = (pool: pg.Pool, side: keyof typeof routed) => {
      const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
      (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
        routed[side] += 1;
        return query(...args);
      };
      // As the app's own pools (db/client.ts): a connection the database ends (the shared database
      // dropped with force after the suite) is an 'error' event, not an unhandled crash of the run.
      pool.on('error', () => {});
      pool.on('connect', (client) => client.on('error', () => {}));
      pools.push(pool);
      return pool;
    };
    const primary = counted(new pg.Pool({ connectionString: url, max: 3 }), 'primary');
    const replica = counted(new pg.Pool({ connectionString: url, max: 3 }), 'replica');
    const router = new ReadRoutingPool(primary, replica);
    const read = drizzle(router as unknown as pg.Pool, { casing: 'snake_case' }) as unknown as Db;
    return { database: { ...base, read }, routed };
  };

  beforeAll(async () => {
    shared = await createSharedDatabase({ prepared: true });
    const url = (shared as { url?: string }).url as string;
    const env = await replicaSigningKeyEnv();
    const replicaOf = async () => {
      const { database, routed } = withReadReplica(url, shared.open());
      return { t: await createTestApp({ env, database, now: () => new Date('2026-11-22T12:00:00Z') }), routed };
    };
    a = await replicaOf();
    b = await replicaOf();
    provider = (await a.t.signIn('provider')).access_token;
    dispatcher = (await a.t.signIn('dispatcher')).access_token;
  });
  afterAll(async () => {
    await a?.t.close();
    await b?.t.close();
    for (const pool of pools) await pool.end();
    await shared?.drop();
  });

  const customersOn = async (r: Replica, token: string) => {
    const before = { ...r.routed };
    const res = await r.t.app.inject({
      url: '/api/customer/mappingBySiteId',
      headers: { ...CITYLIMO, ...r.t.bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    return { replica: r.routed.replica - before.replica, primary: r.routed.primary - before.primary };
  };

  it('When a traveller searches and staff list customers, fleets and prices without having written, then all read the replica', async () => {
    const types = await a.t.app.inject({
      url: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL',
      headers: CITYLIMO,
    });
    const sedan = (types.json().results as { vehicleType: { id: number; name: string } }[]).find(
      (v) => v.vehicleType.name === 'Sedan',
    )?.vehicleType.id;
    const before = { ...a.routed };
    const search = await a.t.app.inject({
      url: `/api/fleet/searchavailablefleet/40/50/0/${sedan}/1/0/${rideDate('2026-12-02')}/11:00/${encodeURIComponent('233 S Wacker Dr, Chicago, IL 60606')}/${encodeURIComponent('875 N Michigan Ave, Chicago, IL 60611')}/IL/41.8786/-87.6362/-360/30`,
      headers: CITYLIMO,
      // Not the address that just signed the staff in (a POST: that address reads the primary for a while).
      remoteAddress: '10.20.30.40',
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(a.routed.replica - before.replica).toBeGreaterThan(0);
    expect(a.routed.primary - before.primary).toBe(0);
    const list = await customersOn(a, provider);
    expect(list.replica).toBeGreaterThan(0);
    expect(list.primary).toBe(0);
    for (const url of ['/api/fleet/mappingBySiteId', '/api/priceDefinition/mappingBySiteId']) {
      const at = { ...a.routed };
      const res = await a.t.app.inject({ url, headers: { ...CITYLIMO, ...a.t.bearer(dispatcher) } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      expect(a.routed.replica - at.replica, url).toBeGreaterThan(0);
      expect(a.routed.primary - at.primary, url).toBe(0);
    }
  });

  it('When a provider saves on replica A, then their next list on replica B reads the primary, while the dispatcher still reads the replica', async () => {
    const fleets = await a.t.app.inject({
      url: '/api/fleet/mappingBySiteId',
      headers: { ...CITYLIMO, ...a.t.bearer(provider) },
    });
    const fleet = (fleets.json().results as { id: number; isEnabled: boolean }[])[0];
    if (!fleet) throw new Error('the demo provider has no fleet');
    const save = await a.t.app.inject({
      method: 'POST',
      url: '/api/fleet/enableDisable',
      headers: { ...CITYLIMO, ...a.t.bearer(provider) },
      payload: { id: fleet.id, isEnabled: fleet.isEnabled },
    });
    expect(save.statusCode).toBe(200);
    // The mark travels over the event bus: give it the moment NOTIFY takes.
    await new Promise((r) => setTimeout(r, 200));
    const own = await customersOn(b, provider);
    expect(own.replica).toBe(0);
    expect(own.primary).toBeGreaterThan(0);
    const other = await customersOn(b, dispatcher);
    expect(other.primary).toBe(0);
    expect(other.replica).toBeGreaterThan(0);
  });
});
