/**
 * What a site owns, read straight from the database and generically: every table with a
 * site_id column, the site row itself and the catalogue masters the site created. Used to aim
 * requests at another tenant's rows, to recognise that tenant's data in an answer, and to prove
 * that nothing of it changed.
 */

import { CATALOG_KINDS } from '@ridedesk/domain/master-data/catalog-kinds';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test-app.ts';

type Row = Record<string, unknown>;

const rows = async (t: TestApp, query: string): Promise<Row[]> => {
  const result = (await t.db.execute(sql.raw(query))) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every public table with a site_id column, and the columns of each. */
export const tenantTables = async (t: TestApp) => {
  const cols = await rows(
    t,
    `select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and table_name in (
        select table_name from information_schema.columns where table_schema = 'public' and column_name = 'site_id')
      order by table_name, ordinal_position`,
  );
  const tables = new Map<string, { column: string; type: string }[]>();
  for (const c of cols) {
    const list = tables.get(String(c.table_name)) ?? [];
    list.push({ column: String(c.column_name), type: String(c.data_type) });
    tables.set(String(c.table_name), list);
  }
  return tables;
};

export const allTables = async (t: TestApp) =>
  (
    await rows(
      t,
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' order by 1`,
    )
  ).map((r) => String(r.table_name));

/** The catalogue's kinds (vehicle types, airports...), as the domain lists them. */
export { CATALOG_KINDS };

/** Ids of one kind of row: integer ids, uuids (guest users) and booking references. */
export type KindIds = { int: number[]; uuid: string[]; ref: string[] };

/**
 * The ids of a site's rows per kind. A table's kind is its name (fleets, bookings...); the
 * catalogue adds one kind per master kind ("catalog:vehicleType"): masters that site uses or
 * created and that `exceptSiteId` does not use, so they exist only on the site.
 */
export const siteIds = async (t: TestApp, siteId: number, exceptSiteId?: number) => {
  const tables = await tenantTables(t);
  const kinds = new Map<string, KindIds>();
  for (const [table, cols] of tables) {
    const names = cols.map((c) => c.column);
    if (!names.includes('id')) continue;
    const extra = ['unique_id', 'reference_id', 'code'].filter((c) => names.includes(c));
    const found = await rows(
      t,
      `select id${extra.map((c) => `, ${c}`).join('')} from ${ident(table)} where site_id = ${siteId} order by id`,
    );
    kinds.set(table, {
      int: found.map((r) => Number(r.id)).filter(Number.isFinite),
      uuid: found.map((r) => r.unique_id).filter((v): v is string => typeof v === 'string'),
      ref: found.map((r) => r.reference_id ?? r.code).filter((v): v is string => typeof v === 'string'),
    });
  }
  if (exceptSiteId !== undefined) {
    // Codes (promo codes) are unique per site only: keep those the other site does not have.
    const theirs = await siteIds(t, exceptSiteId);
    for (const [kind, ids] of kinds) {
      const taken = new Set(theirs.get(kind)?.ref ?? []);
      ids.ref = ids.ref.filter((r) => !taken.has(r));
    }
  }
  kinds.set('sites', { int: [siteId], uuid: [], ref: [] });
  for (const kind of CATALOG_KINDS) {
    const except =
      exceptSiteId === undefined
        ? ''
        : `and m.id not in (select master_id from catalog_site_mappings where site_id = ${exceptSiteId})
           and m.owner_site_id is distinct from ${exceptSiteId}`;
    const found = await rows(
      t,
      `select m.id from catalog_masters m
        where m.kind = '${kind}'
          and (m.owner_site_id = ${siteId} or m.id in (select master_id from catalog_site_mappings where site_id = ${siteId}))
          ${except}
        order by (m.owner_site_id = ${siteId}) desc nulls last, m.id`,
    );
    kinds.set(`catalog:${kind}`, { int: found.map((r) => Number(r.id)), uuid: [], ref: [] });
  }
  return kinds;
};

/**
 * One hash per table of a site's rows (its tenant tables, its site row, the masters it owns):
 * equal snapshots mean nothing of that site changed.
 */
export const snapshotSite = async (t: TestApp, siteId: number) => {
  const tables = [...(await tenantTables(t)).keys()];
  const parts = [
    ...tables.map(
      (table) =>
        `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${ident(table)} x where site_id = ${siteId}) as ${ident(table)}`,
    ),
    `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from sites x where id = ${siteId}) as "sites"`,
    `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from catalog_masters x where owner_site_id = ${siteId}) as "catalog_masters"`,
  ];
  const [row] = await rows(t, `select ${parts.join(', ')}`);
  return row as Record<string, string>;
};

export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);

/** Row counts of every table: a refused request must leave all of them as they were. */
export const rowCounts = async (t: TestApp) => {
  const tables = await allTables(t);
  const [row] = await rows(
    t,
    `select ${tables.map((table) => `(select count(*) from ${ident(table)}) as ${ident(table)}`).join(', ')}`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
};

const strings = (value: unknown, out: Set<string>) => {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
};

const NOT_DISTINCTIVE = /^(\d{4}-\d{2}-\d{2}([T ][\d:.]+)?([+-]\d{2}(:\d{2})?|Z)?|[\d.\s-]+|true|false)$/;

/**
 * Texts found only in a site's rows (at least 8 characters, and inside no other row of any
 * table): a fleet's VIN, a booking reference, a traveller's e-mail... One of them in an answer
 * given to someone else means that site's data leaked.
 */
export const distinctiveTexts = async (t: TestApp, siteId: number) => {
  const tables = await tenantTables(t);
  const own = new Set<string>();
  const others = new Set<string>();
  for (const table of tables.keys()) {
    for (const r of await rows(t, `select to_jsonb(x) as j, site_id from ${ident(table)} x`))
      strings(r.j, Number(r.site_id) === siteId ? own : others);
  }
  for (const r of await rows(t, `select to_jsonb(x) as j, id from sites x`))
    strings(r.j, Number(r.id) === siteId ? own : others);
  for (const r of await rows(t, `select to_jsonb(x) as j, owner_site_id from catalog_masters x`))
    strings(r.j, Number(r.owner_site_id) === siteId ? own : others);
  for (const table of await allTables(t)) {
    if (tables.has(table) || table === 'sites' || table === 'catalog_masters') continue;
    for (const r of await rows(t, `select to_jsonb(x) as j from ${ident(table)} x`)) strings(r.j, others);
  }
  const othersText = [...others].join('\u0000');
  return [...own].filter(
    (s) => s.length >= 8 && s.length <= 500 && !NOT_DISTINCTIVE.test(s) && !others.has(s) && !othersText.includes(s),
  );
};

/** Where an answer carries a site's data: a siteId field naming it, or one of its distinctive texts. */
export const findSiteData = (json: unknown, body: string, siteId: number, texts: string[]): string | undefined => {
  const walk = (value: unknown, path: string): string | undefined => {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const hit = walk(value[i], `${path}[${i}]`);
        if (hit) return hit;
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (/^site_?id$/i.test(k) && Number(v) === siteId) return `${path}.${k} = ${siteId}`;
        const hit = walk(v, `${path}.${k}`);
        if (hit) return hit;
      }
    }
    return undefined;
  };
  const byField = walk(json, '$');
  if (byField) return byField;
  const text = texts.find((s) => body.includes(s) || body.includes(JSON.stringify(s).slice(1, -1)));
  return text ? `text "${text.slice(0, 60)}"` : undefined;
};

/**
 * Rows of one site that point at another site's row: for every single-column foreign key and
 * every `<table>_id` column between two tenant tables (users excepted: a traveller of one site
 * books with any provider), the pairs whose site_id differ. Answers "child.column -> parent: n".
 */
export const crossSiteReferences = async (t: TestApp) => {
  const tables = await tenantTables(t);
  const pairs = new Map<string, { child: string; column: string; parent: string; parentColumn: string }>();
  const fks = await rows(
    t,
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
            (select attname from pg_attribute where attrelid = c.conrelid and attnum = c.conkey[1]) as col,
            (select attname from pg_attribute where attrelid = c.confrelid and attnum = c.confkey[1]) as pcol
       from pg_constraint c where c.contype = 'f' and array_length(c.conkey, 1) = 1`,
  );
  for (const fk of fks) {
    const child = String(fk.child).replace(/"/g, '');
    const parent = String(fk.parent).replace(/"/g, '');
    pairs.set(`${child}.${fk.col}`, { child, column: String(fk.col), parent, parentColumn: String(fk.pcol) });
  }
  for (const [child, cols] of tables) {
    for (const { column } of cols) {
      const m = /^(.+)_id$/.exec(column);
      if (!m || column === 'site_id' || pairs.has(`${child}.${column}`)) continue;
      const parent = [...tables.keys()].find((table) => table === `${m[1]}s` || table === m[1]);
      if (parent && tables.get(parent)?.some((c) => c.column === 'id'))
        pairs.set(`${child}.${column}`, { child, column, parent, parentColumn: 'id' });
    }
  }
  const found: string[] = [];
  for (const { child, column, parent, parentColumn } of pairs.values()) {
    if (!tables.has(child) || !tables.has(parent) || parent === 'users' || child === parent) continue;
    const [row] = await rows(
      t,
      `select count(*) as n from ${ident(child)} c join ${ident(parent)} p on c.${ident(column)} = p.${ident(parentColumn)}
        where c.site_id <> p.site_id`,
    );
    if (Number(row?.n) > 0) found.push(`${child}.${column} -> ${parent}: ${row?.n}`);
  }
  return found;
};
