/**
 * Hostile input, every route (issue 9 item 2). For every operation of the OpenAPI document,
 * fast-check builds requests from the operation's schemas and spoils one part of each: a wrong
 * type, a 100,000-character string, unicode and control characters, negative and enormous
 * numbers, SQL and HTML fragments, a missing required field, an extra field, a body of the
 * wrong shape; sent anonymously and as each role. No answer is a 5xx, every 4xx carries the
 * error model { errorId, message, code, fields? }, and a refused request stores nothing: the
 * row count of every table is the same after it.
 *
 * The seed is fixed and printed (FC_SEED=<n> to change it, FC_RUNS=<n> for more runs per route).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import {
  bodyProperties,
  fillPath,
  loadOperations,
  type Operation,
  queryString,
  sampleOf,
  send,
} from './openapi-requests.ts';
import { rowCounts } from './tenant-data.ts';

const SEED = Number(process.env.FC_SEED ?? 20_261_122);
const RUNS = Number(process.env.FC_RUNS ?? 6);
console.info(`hostile-input: fast-check seed ${SEED}, ${RUNS} runs per route (FC_SEED / FC_RUNS to change)`);

const t = await createTestApp();
afterAll(() => t.close());
const operations = await loadOperations(t);

const tokens = {
  anonymous: undefined,
  superadmin: (await t.signIn('superadmin', 'super-admin-portal')).access_token,
  provider: (await t.signIn('provider')).access_token,
  dispatcher: (await t.signIn('dispatcher')).access_token,
  customer: (await t.signIn('customer', 'customer-portal', 'ridedesk-demo', 'citylimo.localhost')).access_token,
} as const;
type Role = keyof typeof tokens;
const ROLES = Object.keys(tokens) as Role[];

const HUGE = 'A'.repeat(100_000);
const FIXED_HOSTILE: unknown[] = [
  HUGE,
  `${'é'.repeat(50_000)}\u{1F600}`,
  '',
  ' ',
  '\u0000',
  'nul\u0000byte',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\tline\r\nbreaks',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  '\uD800',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦 مرحبا 你好',
  "' OR '1'='1",
  '1; DROP TABLE users;--',
  "'); DELETE FROM bookings; --",
  '%',
  '_',
  '\\',
  '" onmouseover="alert(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("return 1")()}}',
  '../../../../etc/passwd',
  '__proto__',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '2027-02-30',
  '9999-99-99T99:99:99Z',
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  true,
  false,
  null,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 1000 }, (_, i) => i),
];

const hostileValue = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIXED_HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

type Spoil = { kind: 'replace' | 'remove' | 'extra' | 'body'; target: number; value: unknown; role: Role };

const spoil: fc.Arbitrary<Spoil> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'replace', 'remove', 'extra', 'body'),
  target: fc.nat(),
  value: hostileValue,
  role: fc.constantFrom(...ROLES),
});

/** A request the schemas accept, then spoiled as the run says. */
const requestFor = (op: Operation, s: Spoil) => {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') path[p.name] = sampleOf(p.schema, p.name);
    else if (p.in === 'query' && p.required) query[p.name] = sampleOf(p.schema, p.name);
  }
  let body: unknown = op.body ? sampleOf(op.body) : undefined;
  const props = Object.keys(bodyProperties(op.body));
  const targets = [
    ...op.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => ({ where: p.in, name: p.name })),
    ...props.map((name) => ({ where: 'body' as const, name })),
  ];
  const target = targets.length ? targets[s.target % targets.length] : undefined;
  const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const bodyObject = () =>
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;

  if (s.kind === 'body' || !target) body = s.value;
  else if (s.kind === 'extra') {
    const extra = bodyObject();
    if (extra) extra[`extra_${s.target % 7}`] = s.value;
    query[`extra_${s.target % 7}`] = asText(s.value).slice(0, 2000);
  } else if (target.where === 'body') {
    const obj = bodyObject();
    if (obj) {
      if (s.kind === 'remove') delete obj[target.name];
      else obj[target.name] = s.value;
    }
  } else if (target.where === 'path') {
    // A removed path parameter becomes an empty segment.
    path[target.name] = s.kind === 'remove' ? '' : asText(s.value);
  } else if (s.kind === 'remove') delete query[target.name];
  else query[target.name] = Array.isArray(s.value) ? s.value.map(asText) : asText(s.value);

  return {
    method: op.method,
    url: fillPath(op.path, path) + queryString(query),
    payload: op.method === 'GET' ? undefined : body,
  };
};

const hasErrorModel = (json: unknown) => {
  const e = json as Record<string, unknown> | undefined;
  return (
    !!e &&
    typeof e.errorId === 'string' &&
    e.errorId.length > 0 &&
    typeof e.message === 'string' &&
    typeof e.code === 'string' &&
    (e.fields === undefined || (typeof e.fields === 'object' && e.fields !== null))
  );
};

/** Defects found and left to their owner (docs/security.md); remove an entry once it is fixed. */
const KNOWN_DEFECTS: Record<string, string> = {};

let counts = await rowCounts(t);

describe('hostile input: spoiled requests from the OpenAPI schemas, anonymous and as each role', () => {
  for (const op of operations) {
    const test = KNOWN_DEFECTS[op.key] ? it.fails : it;
    test(`When ${op.key} gets hostile input, then it answers no 5xx, every 4xx has the error model, and a refusal stores nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(spoil, async (s) => {
          const req = requestFor(op, s);
          const token = tokens[s.role];
          const res = await send(t, {
            ...req,
            headers: { host: 'citylimo.localhost', ...(token ? t.bearer(token) : {}) },
          });
          const what = `${s.role} ${req.method} ${req.url.slice(0, 300)} -> ${res.status} ${res.body.slice(0, 300)}`;
          expect(res.status, what).toBeLessThan(500);
          const after = await rowCounts(t);
          if (res.status >= 400) {
            expect(hasErrorModel(res.json), `error model: ${what}`).toBe(true);
            const grew = Object.keys(after).filter((k) => after[k] !== counts[k]);
            expect(grew, `a refused request stored rows: ${what}`).toEqual([]);
          }
          counts = after;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});
