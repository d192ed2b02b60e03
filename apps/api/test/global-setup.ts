/**
 * Once per test run, with TEST_DATABASE_URL: one database migrated and seeded with the reference
 * and demo data, which every API test file then copies (`create database ... template ...`, a
 * file copy on the server) instead of migrating and seeding its own. Dropped when the run ends.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/setup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded database each file copies (TEST_DATABASE_URL only). */
    testDatabaseTemplate: string | null;
  }
}

const adminQuery = async (serverUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('testDatabaseTemplate', null);
    return;
  }
  const name = `ridedesk_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  try {
    await prepareDatabase(database, { demo: true });
  } finally {
    // A template must have no open sessions while it is copied.
    await database.close();
  }
  project.provide('testDatabaseTemplate', name);
  return async () => {
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
}
