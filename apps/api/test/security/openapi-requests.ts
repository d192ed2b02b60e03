/**
 * Requests built from the app's own OpenAPI document (GET /api/docs/json), so the security
 * suites meet every route, including routes added after they were written.
 */
import type { TestApp } from '../test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema as published by @fastify/swagger
export type JsonSchema = any;

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };

export type Operation = {
  /** "GET /api/fleet/{id}": the key used by the allow-lists. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
};

export const loadOperations = async (t: TestApp): Promise<Operation[]> => {
  const res = await t.app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`OpenAPI document answered ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, JsonSchema>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const upper = method.toUpperCase();
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: (op.parameters ?? []) as Parameter[],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
};

/** Fills {name} placeholders; every value is URL-encoded. */
export const fillPath = (path: string, values: Record<string, unknown>) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? '')));

export const queryString = (values: Record<string, unknown>) => {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(item))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
};

/** Body properties at the top level (the object branch when the body is an anyOf). */
export const bodyProperties = (schema: JsonSchema): Record<string, JsonSchema> => {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const props = bodyProperties(branch);
    if (Object.keys(props).length) return props;
  }
  return {};
};

const STRING_BY_NAME: [RegExp, string][] = [
  [/email/i, 'security.probe@example.com'],
  [/phone|mobile/i, '5551234567'],
  [/zip/i, '94105'],
  [/^state$/i, 'CA'],
  [/password/i, 'Probe-passw0rd-2027'],
  [/date/i, '2027-03-15'],
  [/time/i, '10:30'],
  [/color/i, '#123456'],
  [/host/i, 'probe-host.example.com'],
  [/vin/i, 'PRBE1234567890123'],
  [/locale/i, 'en'],
];

const PATTERN_GUESSES = [
  'PROBE123',
  'ABC',
  'CA',
  '12345',
  '94105',
  '2027-03-15',
  '10:30',
  '#123456',
  'cs_probe',
  'a',
  '00000000-0000-4000-8000-000000000000.png',
];

let counter = 0;

const stringSample = (schema: JsonSchema, name: string) => {
  switch (schema.format) {
    case 'email':
      return 'security.probe@example.com';
    case 'date-time':
      return '2027-03-15T10:30:00.000Z';
    case 'date':
      return '2027-03-15';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000001';
    case 'uri':
      return 'https://example.com/probe';
  }
  const byName = STRING_BY_NAME.find(([re]) => re.test(name))?.[1];
  // Free texts differ per call so two creations do not collide on a unique name.
  let value = byName ?? `Probe${(++counter).toString(36)}`;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    if (!re.test(value)) value = PATTERN_GUESSES.find((g) => re.test(g)) ?? value;
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  if (value.length < min) value = value.padEnd(min, 'x');
  if (value.length > max) value = value.slice(0, max);
  return value;
};

const numberSample = (schema: JsonSchema) => {
  let min = typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(min, 1), max);
};

/**
 * A value the schema accepts, as far as a schema can tell (cross-field rules may still refuse
 * it). `override` answers a value for a named property first (the ids the suites aim).
 */
export const sampleOf = (
  schema: JsonSchema,
  name = '',
  override?: (name: string, schema: JsonSchema) => unknown,
): unknown => {
  if (!schema) return undefined;
  if (override && name) {
    const forced = override(name, schema);
    if (forced !== undefined) return forced;
  }
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v: unknown) => v !== '' && v !== null) ?? schema.enum[0];
  if (schema.default !== undefined && schema.type !== 'object') return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) {
    const preferred = branches.find((b: JsonSchema) => b.type === 'object') ?? branches[0];
    return sampleOf(preferred, name, override);
  }
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((s: JsonSchema) => sampleOf(s, name, override)));
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringSample(schema, name);
    case 'integer':
    case 'number':
      return numberSample(schema);
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, singular(name), override));
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : 'Probe';
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties)) out[key] = sampleOf(prop, key, override);
      return out;
    }
    default:
      return null;
  }
};

const singular = (name: string) => name.replace(/Ids$/, 'Id').replace(/ids$/, 'id');

/** Answers a request and its JSON body (undefined when not JSON). */
export const send = async (
  t: TestApp,
  req: { method: string; url: string; headers?: Record<string, string>; payload?: unknown },
) => {
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    payload: req.payload === undefined ? undefined : (req.payload as object),
  });
  let json: unknown;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, body: res.body, json, headers: res.headers };
};
