import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideDate } from '../../test/ride-dates.ts';
import { createSharedDatabase, replicaSigningKeyEnv } from '../../test/shared-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CITYLIMO = { host: 'citylimo.localhost' };
const DOWNTOWN = '233 S Wacker Dr, Chicago, IL 60606';
const MAGNIFICENT_MILE = '875 N Michigan Ave, Chicago, IL 60611';
const NOW = new Date('2026-11-22T12:00:00Z');

type Offer = { siteId: number; fleetId: number };

/**
 * Two replicas keeping searches for ten minutes (SEARCH_CACHE_SECONDS=600) on one database: a
 * fleet change made on replica A must show in replica B's searches within a second.
 */
describe(`the search cache across replicas (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let provider: string;
  beforeAll(async () => {
    shared = await createSharedDatabase({ prepared: true });
    const env = { SEARCH_CACHE_SECONDS: '600', ...(await replicaSigningKeyEnv()) };
    a = await createTestApp({ env, database: shared.open(), now: () => NOW });
    b = await createTestApp({ env, database: shared.open(), now: () => NOW });
    provider = (await a.signIn('provider')).access_token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  const sedanId = async () => {
    const res = await a.app.inject({
      url: '/api/vehicleType/getVehicleTypeBySiteIdOrState?state=IL',
      headers: CITYLIMO,
    });
    const list = res.json().results as { vehicleType: { id: number; name: string } }[];
    return list.find((v) => v.vehicleType.name === 'Sedan')?.vehicleType.id;
  };

  const searchOn = async (t: TestApp) => {
    const res = await t.app.inject({
      url: `/api/fleet/searchavailablefleet/40/50/0/${await sedanId()}/1/0/${rideDate('2026-12-02')}/11:00/${encodeURIComponent(DOWNTOWN)}/${encodeURIComponent(MAGNIFICENT_MILE)}/IL/41.8786/-87.6362/-360/30?pageSize=100`,
      headers: CITYLIMO,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().results as Offer[]).map((o) => o.fleetId);
  };

  it('When a fleet is changed behind the cache, then replica B still answers its kept search; when it is disabled on replica A, then B stops offering it within a second', async () => {
    const before = await searchOn(b);
    expect(before.length).toBeGreaterThan(1);
    const [quiet, disabled] = before as [number, number];
    // A change straight in the database tells no one: B keeps answering from its cache (the cache is real).
    await a.database.executeSql('update fleets set is_enabled = false where site_id = 5 and id = $1', [quiet]);
    expect(await searchOn(b)).toContain(quiet);
    await b.database.executeSql('update fleets set is_enabled = true where site_id = 5 and id = $1', [quiet]);

    const off = await a.send(
      'POST',
      '/api/fleet/enableDisable',
      provider,
      { id: disabled, isEnabled: false },
      CITYLIMO,
    );
    expect(off.statusCode).toBe(200);
    const changedAt = Date.now();
    let seen = await searchOn(b);
    while (seen.includes(disabled) && Date.now() - changedAt < 1_000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await searchOn(b);
    }
    expect(seen).not.toContain(disabled);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    expect(seen).toContain(quiet);
  });
});
