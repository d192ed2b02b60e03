/**
 * Tenant isolation, every route (issue 9 item 1). Every operation of the OpenAPI document is
 * tried by staff of site 5 (provider, dispatcher) and by a traveller of site 5 against the rows
 * of site 6: each input that names a tenant's row (read from its name) gets site 6's ids, one
 * input at a time with the other inputs on the caller's own rows, and once all together. Such
 * an attempt answers 400, 403 or 404; no attempt answers a 5xx or a 2xx carrying site 6's data,
 * and after each operation every row of site 6 hashes as before. A route that takes no
 * tenant's id must be decided, with its reason, in one of the lists of
 * tenant-isolation-allow-list.ts.
 */
import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test-app.ts';
import { type Slot, slotsOf } from './id-slots.ts';
import { fillPath, loadOperations, type Operation, queryString, sampleOf, send } from './openapi-requests.ts';
import {
  CATALOG_KINDS,
  changedTables,
  crossSiteReferences,
  distinctiveTexts,
  findSiteData,
  type KindIds,
  siteIds,
  snapshotSite,
  tenantTables,
} from './tenant-data.ts';
import { KNOWN_DEFECTS, OWN_SCOPE, PUBLIC } from './tenant-isolation-allow-list.ts';

const OWN_SITE = 5;
const OTHER_SITE = 6;
const OWN_HOST = 'citylimo.localhost';
const OTHER_HOST = 'baychauffeurs.localhost';
/** Site 6 ids tried per input of a known kind (its first and last rows). */
const IDS_PER_KIND = 2;

/**
 * A canary: a route that reads a fleet by id without scoping it to the caller's site, added to
 * this test's app only. Its test must fail, which proves the suite recognises a leak.
 */
const CANARY = 'GET /api/securityCanary/fleet/{id}';
let canaryDb: TestApp['db'] | undefined;
const t = await createTestApp({
  extend: (app) => {
    app.get(
      '/api/securityCanary/fleet/:id',
      { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
      async (req) => {
        const { id } = req.params as { id: number };
        const found = (await canaryDb?.execute(sql`select id, site_id, nick_name, vin from fleets where id = ${id}`)) as
          | { rows: unknown[] }
          | undefined;
        return { results: found?.rows ?? [] };
      },
    );
  },
});
canaryDb = t.db;
afterAll(() => t.close());

const operations = await loadOperations(t);

/**
 * Site 6 gets a row of the kinds the demo leaves empty there (its own catalogue masters, a
 * notification, this month's invoice), created through the API by its own administrator.
 */
const seedOtherSite = async () => {
  const admin = await t.signIn('provider2', 'admin-portal', 'ridedesk-demo', OTHER_HOST);
  const platform = await t.signIn('superadmin', 'super-admin-portal');
  const byKey = new Map(operations.map((op) => [op.key, op]));
  const create = async (key: string, token: string, payload?: unknown) => {
    const op = byKey.get(key);
    if (!op) return;
    const body = payload ?? sampleOf(op.body, '', (name) => (/siteid/i.test(name) ? OTHER_SITE : undefined));
    const res = await send(t, {
      method: op.method,
      url: op.path,
      headers: { ...t.bearer(token), host: OTHER_HOST },
      payload: body,
    });
    if (res.status >= 300) throw new Error(`seeding ${key} answered ${res.status} ${res.body.slice(0, 300)}`);
  };
  for (const kind of CATALOG_KINDS)
    await create(`POST /api/${kind}/create${kind[0]?.toUpperCase()}${kind.slice(1)}SiteMapping`, admin.access_token);
  await create('POST /api/notification/create', admin.access_token);
  await create('POST /api/invoice/generateCurrentMonth', platform.access_token, { siteId: OTHER_SITE });
};
await seedOtherSite();
const tables = [...(await tenantTables(t)).keys()];
const other = await siteIds(t, OTHER_SITE, OWN_SITE);
const own = await siteIds(t, OWN_SITE);
const otherTexts = await distinctiveTexts(t, OTHER_SITE);
const sessions = {
  provider: await t.signIn('provider'),
  dispatcher: await t.signIn('dispatcher'),
  customer: await t.signIn('customer', 'customer-portal', 'ridedesk-demo', OWN_HOST),
  // A chauffeur of site 5 (issue 21): the driver routes are theirs, and no other route opens to them.
  chauffeur: await t.signIn('chauffeur', 'driver-portal', 'ridedesk-demo', OWN_HOST),
};

/** Every site 6 id, one per kind: tried where an input's name does not tell its kind. */
const everyCandidate = [
  ...new Set(
    [...other.values()].flatMap((ids) => [ids.int[0], ids.uuid[0], ids.ref[0]]).filter((v) => v !== undefined),
  ),
];

const pickIds = (ids: KindIds | undefined, slot: Slot): unknown[] => {
  if (!ids) return [];
  const n = slot.name.toLowerCase();
  const list =
    /ref/.test(n) || n === 'code' ? ids.ref : /unique/.test(n) || slot.schema?.format === 'uuid' ? ids.uuid : ids.int;
  const chosen = list.length > IDS_PER_KIND ? [list[0], list[list.length - 1]] : list;
  return chosen.map((v) => (slot.schema?.type === 'array' ? [v] : v));
};

const valuesFor = (slot: Slot, site: 'other' | 'own'): unknown[] => {
  if (slot.kind === 'unknown') return site === 'other' ? everyCandidate : [];
  const ids = pickIds((site === 'other' ? other : own).get(slot.kind), slot);
  // A kind site 6 has no rows of is tried with every candidate, as an unknown kind.
  return ids.length || site === 'own' ? ids : everyCandidate;
};

type Attempt = {
  label: string;
  assign: Map<Slot, unknown>;
  strict: boolean;
  host: string;
  /** The aimed inputs, to build the control request with ids that exist nowhere. */
  aimed: Slot[];
  siteAimed: boolean;
};

/** An id of the same shape that exists on no site. */
const missing = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(missing);
  if (typeof value === 'number') return 2_147_483_000;
  if (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value)) return '00000000-0000-4000-8000-00000000dead';
  return 'ZZMISSING9';
};

const plan = (op: Operation): { slots: Slot[]; attempts: Attempt[] } => {
  const slots = slotsOf(op, tables);
  // siteId and siteid are one input read two ways: they are aimed together.
  const group = (slot: Slot) =>
    slots.filter((s) => s.where === slot.where && s.name.toLowerCase() === slot.name.toLowerCase());
  const attempts: Attempt[] = [];
  const ownValues = () => {
    const assign = new Map<Slot, unknown>();
    for (const s of slots) {
      const v = valuesFor(s, 'own')[0];
      if (v !== undefined) assign.set(s, v);
    }
    return assign;
  };
  const seen = new Set<string>();
  for (const slot of slots) {
    const members = group(slot);
    const key = `${slot.where}:${slot.name.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const value of valuesFor(slot, 'other')) {
      const assign = ownValues();
      for (const m of members) assign.set(m, value);
      attempts.push({
        label: `${slot.where}.${slot.name}=${JSON.stringify(value)}`,
        assign,
        strict: slot.kind !== 'unknown' && everyCandidate !== valuesFor(slot, 'other'),
        host: OWN_HOST,
        aimed: members,
        siteAimed: slot.kind === 'sites',
      });
    }
  }
  const known = slots.filter((s) => s.kind !== 'unknown' && valuesFor(s, 'other') !== everyCandidate);
  if (known.length > 1) {
    const assign = new Map<Slot, unknown>();
    for (const s of known) assign.set(s, valuesFor(s, 'other')[0]);
    attempts.push({
      label: 'every id of site 6',
      assign,
      strict: true,
      host: OWN_HOST,
      aimed: known,
      siteAimed: known.some((s) => s.kind === 'sites'),
    });
  }
  return { slots, attempts };
};

const controlOf = (attempt: Attempt): Attempt => {
  const assign = new Map(attempt.assign);
  for (const s of attempt.aimed) assign.set(s, missing(assign.get(s)));
  return { ...attempt, assign, label: `${attempt.label} (control: missing ids)` };
};

const buildRequest = (op: Operation, attempt: Attempt) => {
  const byName = new Map([...attempt.assign].map(([s, v]) => [`${s.where}:${s.name}`, v]));
  const pathValues: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.parameters) {
    const forced = byName.get(`${p.in}:${p.name}`);
    if (p.in === 'path') pathValues[p.name] = forced ?? sampleOf(p.schema, p.name);
    else if (p.in === 'query' && (forced !== undefined || p.required))
      query[p.name] = forced ?? sampleOf(p.schema, p.name);
  }
  const payload = op.body ? sampleOf(op.body, '', (name) => byName.get(`body:${name}`)) : undefined;
  return { method: op.method, url: fillPath(op.path, pathValues) + queryString(query), payload };
};

const ACCEPTED = [400, 403, 404];

describe('tenant isolation: staff and travellers of site 5 against site 6, every route', () => {
  for (const op of operations) {
    const reason = PUBLIC[op.key];
    const test = KNOWN_DEFECTS[op.key] || op.key === CANARY ? it.fails : it;
    const canary = op.key === CANARY ? ' (canary: this leak must be caught)' : '';
    test(`When ${op.key} is tried with site 6's ids, then it answers 400/403/404, shows and changes nothing of site 6${canary}`, async () => {
      const { attempts } = plan(op);
      const aimed = attempts.length > 0;
      const runs: Attempt[] = aimed
        ? attempts
        : (reason ? [OWN_HOST] : [OWN_HOST, OTHER_HOST]).map((host) => ({
            label: `host ${host}`,
            assign: new Map(),
            strict: false,
            host,
            aimed: [],
            siteAimed: false,
          }));
      const problems: string[] = [];
      const before = await snapshotSite(t, OTHER_SITE);
      for (const [role, session] of Object.entries(sessions)) {
        const call = (attempt: Attempt) => {
          const req = buildRequest(op, attempt);
          return send(t, { ...req, headers: { ...t.bearer(session.access_token), host: attempt.host } }).then(
            (res) => ({ req, res }),
          );
        };
        for (const attempt of runs) {
          const { req, res } = await call(attempt);
          const where = `${role} ${req.method} ${req.url} [${attempt.label}]`;
          if (res.status >= 500) {
            problems.push(`${where}: ${res.status} ${res.body.slice(0, 200)}`);
            continue;
          }
          if (reason || ACCEPTED.includes(res.status)) continue;
          if (attempt.strict) {
            // Another tenant's row must answer as a row that does not exist (DESIGN.md section 4).
            const control = await call(controlOf(attempt));
            // A write may change what the next one meets (a name now taken): ask once more.
            const again = control.res.status !== res.status && op.method !== 'GET' ? await call(attempt) : undefined;
            if (control.res.status !== res.status && (!again || again.res.status !== control.res.status)) {
              problems.push(
                `${where}: answered ${res.status} where a missing id answers ${control.res.status}: ${res.body.slice(0, 200)}`,
              );
              continue;
            }
          }
          if (res.status < 300) {
            // A site id the caller sent may come back as an echo; its texts may not.
            // Texts the request itself carried (a promo code another site also uses) are an echo.
            const sent = `${req.url} ${JSON.stringify(req.payload ?? '')}`;
            const texts = otherTexts.filter((x) => !sent.includes(x));
            const leak = findSiteData(attempt.siteAimed ? undefined : res.json, res.body, OTHER_SITE, texts);
            if (leak) problems.push(`${where}: ${res.status} carries site 6 data (${leak}): ${res.body.slice(0, 200)}`);
          }
        }
      }
      const changed = changedTables(before, await snapshotSite(t, OTHER_SITE));
      if (changed.length) problems.push(`site 6 rows changed in ${changed.join(', ')}`);
      if (!aimed && !reason && !OWN_SCOPE[op.key])
        problems.push('takes no tenant id and is in no allow-list: decide it');
      // SECURITY_FINDINGS=<file> keeps every problem line for the report (docs/security.md).
      if (process.env.SECURITY_FINDINGS && problems.length)
        appendFileSync(process.env.SECURITY_FINDINGS, problems.map((p) => `${op.key} | ${p}\n`).join(''));
      expect(problems).toEqual([]);
    });
  }

  it('When the canary route is in the document, then the suite has tried it', () => {
    expect(operations.map((op) => op.key)).toContain(CANARY);
  });

  it('When every route has been tried, then no row of one site points at a row of another', async () => {
    expect(await crossSiteReferences(t)).toEqual([]);
  });

  it('When the allow-lists name a route, then that route exists (no stale decisions)', () => {
    const keys = new Set(operations.map((op) => op.key));
    expect([...Object.keys(PUBLIC), ...Object.keys(OWN_SCOPE)].filter((k) => !keys.has(k))).toEqual([]);
  });

  it("When site 6's rows are collected, then every kind the suite aims at has ids there", () => {
    expect(other.get('fleets')?.int.length).toBeGreaterThan(0);
    expect(other.get('bookings')?.ref.length).toBeGreaterThan(0);
    expect(otherTexts.length).toBeGreaterThan(10);
  });
});
