import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createPglite, type Database, openPostgres, wrapPglite } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/setup.ts';

/**
 * A fresh, migrated database for each test file, with reference and demo data. On PGlite a
 * template is migrated once per worker and cloned; with TEST_DATABASE_URL each file gets
 * its own database on that PostgreSQL server, copied from the run's seeded template
 * (global-setup.ts), dropped afterwards.
 */
let template: Promise<PGlite> | undefined;

const freshPglite = async (): Promise<Database> => {
  template ??= (async () => {
    const client = await createPglite();
    await prepareDatabase(wrapPglite(client), { demo: true });
    return client;
  })();
  const clone = (await (await template).clone()) as PGlite;
  return wrapPglite(clone);
};

/** The run's seeded database (global-setup.ts), when the runner provides one. */
const seededTemplate = () => {
  try {
    return inject('testDatabaseTemplate') ?? null;
  } catch {
    // Outside a Vitest worker (a script, a benchmark): no template, the database is prepared here.
    return null;
  }
};

const freshPostgres = async (serverUrl: string): Promise<Database> => {
  const name = `ridedesk_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = seededTemplate();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 20);
  if (!template) await prepareDatabase(database, { demo: true });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

export const createTestDatabase = () =>
  process.env.TEST_DATABASE_URL ? freshPostgres(process.env.TEST_DATABASE_URL) : freshPglite();

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const createTestApp = async (
  opts: {
    now?: () => Date;
    extend?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
    /** Extra environment (SMTP_URL, OIDC_ISSUER_URL...) read by loadConfig. */
    env?: Record<string, string>;
    /** A database another app instance shares (replicas, test/shared-database.ts); a fresh one otherwise. */
    database?: Database;
  } = {},
) => {
  const database = opts.database ?? (await createTestDatabase());
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env }) };
  const app = await buildApp({ config, database, now: opts.now });
  opts.extend?.(app);
  await app.ready();

  const hostOf = (site?: string) => site ?? 'localhost';

  /** Signs in through the real flow (getredirecturl, then gettoken) and answers the tokens. */
  const signIn = async (userName: string, clientId = 'admin-portal', password = 'ridedesk-demo', host?: string) => {
    const redirect = await app.inject({
      method: 'POST',
      url: '/api/account/getredirecturl',
      headers: { host: hostOf(host) },
      payload: { userName, password, clientId },
    });
    if (redirect.statusCode !== 200) throw new Error(`sign-in failed: ${redirect.statusCode} ${redirect.body}`);
    const code = redirect.json().results[0].code as string;
    const token = await app.inject({ method: 'GET', url: `/api/auth/gettoken?code=${encodeURIComponent(code)}` });
    return token.json().results[0] as { access_token: string; refresh_token: string; user: Record<string, unknown> };
  };

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /**
   * One request as the holder of a token (none: a visitor), with its body and any other headers
   * (a host): `t.send('POST', '/api/site', superToken, newSite())`.
   */
  const send = (
    method: InjectOptions['method'],
    url: string,
    token?: string,
    payload?: InjectOptions['payload'],
    headers: Record<string, string> = {},
  ) => app.inject({ method, url, headers: { ...headers, ...(token ? bearer(token) : {}) }, payload });

  /** One request from someone not signed in, with its headers (the site's host) and body. */
  const visit = (
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    payload?: InjectOptions['payload'],
  ) => app.inject({ method, url, headers, payload });

  return {
    app,
    database,
    db: database.db,
    signIn,
    bearer,
    send,
    visit,
    /** Sends the outbox now, as the worker would. */
    drainOutbox: () => app.drainOutbox(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

export const uniqueHost = (prefix = 'site') => `${prefix}-${randomUUID().slice(0, 8)}.example.com`;
