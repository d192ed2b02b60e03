import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';

/**
 * Citus distributes a table by one column and can only enforce a primary key or unique
 * constraint that contains it (docs/scaling.md). Every tenant table (one with site_id) must
 * therefore have site_id in its primary key and in each unique constraint or unique index.
 *
 * The tables below break the rule today, each for a reason; before distributing they become
 * Citus reference tables, stay on the coordinator, or get the key change named here. A new
 * exception needs its reason; an exception that no longer breaks the rule must leave the list.
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {
  // Platform-wide identities and sign-in: one account signs in on any site by a platform-wide name.
  'users.users_pkey': 'accounts are platform-wide (a SuperAdmin has no provider site); reference table',
  'users.users_email_uq': 'an e-mail address is one account across the platform',
  'users.users_user_name_uq': 'a user name is one account across the platform',
  'auth_codes.auth_codes_pkey': 'sign-in codes are looked up by their hash before any site is known; coordinator',
  'auth_codes.auth_codes_codeHash_unique': 'looked up by hash alone at gettoken',
  'refresh_tokens.refresh_tokens_pkey': 'refresh tokens are looked up by hash alone; coordinator',
  'refresh_tokens.refresh_tokens_tokenHash_unique': 'looked up by hash alone at RefreshAccessToken',
  'external_sign_ins.external_sign_ins_pkey': 'the OIDC round trip is matched by its state before a site is known',
  'external_sign_ins.external_sign_ins_state_uq': 'matched by the state alone on the callback',
  'external_sign_ins.external_sign_ins_ticket_uq': 'matched by the ticket alone',
  'verification_codes.verification_codes_pkey': 'e-mail codes of accounts (platform-wide); coordinator',
  // The platform's own records about sites (the SuperAdmin's side), small and read across sites.
  'error_logs.error_logs_pkey': 'the platform error log, read across sites by the SuperAdmin; coordinator',
  'service_providers.service_providers_pkey': 'one row per provider (the site registry); reference table',
  'service_provider_licenses.service_provider_licenses_pkey': 'licences of the site registry; reference table',
  'site_subscriptions.site_subscriptions_pkey': "the platform's billing of sites; key change (site_id, id)",
  'subscription_orders.subscription_orders_pkey': "the platform's checkout orders; key change (site_id, id)",
  'subscription_orders.subscription_orders_session_uq': 'the payment provider calls back with the session id alone',
  'invoices.invoices_number_uq': "invoice numbers are the platform's sequence across providers",
  // Per-site rows that still carry a platform-wide id: the key change is (site_id, id).
  'site_settings.site_settings_pkey': 'key change (site_id, id): settings are always read by site',
  'site_template_contents.site_template_contents_pkey': 'key change (site_id, id): contents are read by site',
  'mail_outbox.mail_outbox_pkey':
    'the outbox is drained across sites by id; key change (site_id, id) and drain per shard',
  // A global id kept unique beside the (site_id, id) primary key, for the spec's routes that name a record by id alone.
  'invoices.invoices_id_uq': 'the spec addresses an invoice by id alone; drop once every route carries the site',
  'notifications.notifications_id_uq': 'the spec addresses a notification by id alone',
  'rider_reviews.rider_reviews_id_uq': 'the spec addresses a review by id alone',
  'service_provider_reviews.service_provider_reviews_id_uq': 'the spec addresses a review by id alone',
  'guest_users.guest_users_unique_id_uq': "a guest's unique id is looked up alone from the booking wizard",
  'bookings.bookings_reference_uq':
    'a booking reference is unique across the platform (a traveller looks a ride up by reference alone); key change (site_id, reference_id) with the reference carrying the site',
};

/** Platform-wide tables that become Citus reference tables (or stay on the coordinator): a key to them needs no site_id. */
const PLATFORM_TABLES = new Set(['users', 'subscription_orders']);

type KeyRow = { key: string; definition: string; has_site_id: boolean };

describe('tenant tables are ready to be distributed by site_id (Citus)', () => {
  let database: Database;
  let keys: KeyRow[];
  beforeAll(async () => {
    database = await createTestDatabase();
    // Every primary key and unique index (unique constraints have one) of a table with a site_id column.
    keys = (
      await database.executeSql(
        `select c.relname || '.' || i.relname as key, pg_get_indexdef(x.indexrelid) as definition,
                exists (select 1 from unnest(x.indkey) k
                          join pg_attribute a on a.attrelid = c.oid and a.attnum = k
                         where a.attname = 'site_id') as has_site_id
           from pg_index x
           join pg_class c on c.oid = x.indrelid
           join pg_class i on i.oid = x.indexrelid
           join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and (x.indisunique or x.indisprimary)
            and exists (select 1 from pg_attribute a
                         where a.attrelid = c.oid and a.attname = 'site_id' and not a.attisdropped)
          order by 1`,
        [],
      )
    ).rows as KeyRow[];
  });
  afterAll(async () => {
    await database?.close();
  });

  it('When a tenant table has a primary key or unique constraint without site_id, then it is a known exception with its reason', () => {
    expect(keys.length).toBeGreaterThan(30);
    const breaking = keys.filter((k) => !k.has_site_id);
    const unexplained = breaking.filter((k) => !(k.key in KNOWN_EXCEPTIONS)).map((k) => `${k.key}: ${k.definition}`);
    expect(unexplained, 'add site_id to these keys, or list them with the reason they cannot have it').toEqual([]);
  });

  it('When a tenant table refers to another tenant table, then the foreign key includes site_id (joins stay on one shard)', async () => {
    const { rows } = await database.executeSql(
      `select conrelid::regclass::text as "from", confrelid::regclass::text as "to", pg_get_constraintdef(oid) as definition
         from pg_constraint
        where contype = 'f'
          and exists (select 1 from pg_attribute a where a.attrelid = conrelid and a.attname = 'site_id')
          and exists (select 1 from pg_attribute a where a.attrelid = confrelid and a.attname = 'site_id')`,
      [],
    );
    const fks = rows as { from: string; to: string; definition: string }[];
    expect(fks.length).toBeGreaterThan(10);
    const crossShard = fks
      .filter((fk) => !PLATFORM_TABLES.has(fk.to) && !/^FOREIGN KEY \(site_id,/.test(fk.definition))
      .map((fk) => `${fk.from} -> ${fk.to}: ${fk.definition}`);
    expect(crossShard).toEqual([]);
  });

  it('When a known exception gets site_id in its key (or goes), then it leaves the list', () => {
    const stillBreaking = new Set(keys.filter((k) => !k.has_site_id).map((k) => k.key));
    const fixed = Object.keys(KNOWN_EXCEPTIONS).filter((key) => !stillBreaking.has(key));
    expect(fixed, 'these keys now follow the rule: remove them from KNOWN_EXCEPTIONS').toEqual([]);
  });
});
