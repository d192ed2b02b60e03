/**
 * Which request inputs name a tenant's row, and of which kind, read from their names: the
 * tenant-isolation suite aims each of them at another site's ids.
 */
import { bodyProperties, type JsonSchema, type Operation } from './openapi-requests.ts';
import { CATALOG_KINDS } from './tenant-data.ts';

/** A kind is a tenant table name, "catalog:<kind>", "sites", or "unknown" (tried with every candidate). */
export type Slot = { where: 'path' | 'query' | 'body'; name: string; kind: string; schema: JsonSchema };

const norm = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** Ids of global rows (shared catalogue, languages, plans, gateways' own ids): not a tenant's. */
const GLOBAL = new Set([
  'client',
  'language',
  'preferredlanguage',
  'otherlanguage',
  'type',
  'setting',
  'subscriptionplan',
  'template',
  'session',
  'order',
  'source',
  'apilogin',
  'location',
  'transaction',
  'error',
  'role',
  'idempotency',
]);

/** Names that do not read as their table. */
const ALIASES: Record<string, string> = {
  assignedto: 'users',
  netuser: 'users',
  user: 'users',
  guestuser: 'guest_users',
  ref: 'bookings',
  reference: 'bookings',
  bookingreference: 'bookings',
  site: 'sites',
  customersite: 'sites',
  serviceprovider: 'service_providers',
  serviceproviderpayment: 'site_payment_types',
  bookingpayment: 'booking_payments',
  sitesetting: 'site_settings',
  ...Object.fromEntries(CATALOG_KINDS.map((k) => [norm(k), `catalog:${k}`])),
};

const tableKey = (table: string) => norm(table).replace(/s$/, '');

/** The kind a name prefix means, given the tenant tables; undefined when no table matches. */
const kindOfPrefix = (prefix: string, tables: string[]) => {
  if (ALIASES[prefix]) return ALIASES[prefix];
  const p = prefix.replace(/s$/, '');
  return tables.find((table) => tableKey(table) === p);
};

/** The kind of an input named `name` on `path`, or null when it is not a tenant's id. */
export const kindOf = (name: string, path: string, tables: string[]): string | null => {
  const n = norm(name);
  if (n === 'ref' || n === 'referenceid' || n === 'bookingreferenceid') return 'bookings';
  if (n === 'assignedto') return 'users';
  if (n === 'code' && /\/discount\//i.test(path)) return 'discounts';
  const m = /^(.*?)(uniqueid|ids|id)$/.exec(n);
  if (!m) return null;
  const prefix = m[1] ?? '';
  if (prefix === '') {
    // A bare id: a site id when the path says "...bySiteId/{id}", else the longest table (or
    // alias) named in the path, read from the last word back: updateserviceproviderlicense
    // names service_provider_licenses before site.
    const segments = path.split('/').filter((s) => s && s !== 'api');
    const at = segments.indexOf(`{${name}}`);
    if (at > 0 && /bysiteid$/i.test(segments[at - 1] ?? '')) return 'sites';
    const keys = [
      ...tables.map((table) => [tableKey(table), table] as const),
      ...Object.entries(ALIASES),
      ...[...GLOBAL].map((g) => [g, 'unknown'] as const),
    ];
    for (const segment of segments.filter((s) => !s.startsWith('{')).reverse()) {
      const word = norm(segment);
      const best = keys.filter(([key]) => word.includes(key)).sort((a, b) => b[0].length - a[0].length)[0];
      if (best) return best[1];
    }
    return 'unknown';
  }
  if (GLOBAL.has(prefix)) return null;
  return kindOfPrefix(prefix, tables) ?? 'unknown';
};

export const slotsOf = (op: Operation, tables: string[]): Slot[] => {
  const slots: Slot[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const kind = kindOf(p.name, op.path, tables);
    if (kind) slots.push({ where: p.in, name: p.name, kind, schema: p.schema });
  }
  for (const [name, schema] of Object.entries(bodyProperties(op.body))) {
    const kind = kindOf(name, op.path, tables);
    if (kind) slots.push({ where: 'body', name, kind, schema });
  }
  return slots;
};
