/**
 * Builds the search benchmark's data in PostgreSQL: the product's migrations, reference and demo
 * data, then 1,000 provider sites with 20 fleets each (20,000 fleets) and 1,000,000 past and
 * future bookings, with prices and service areas. Set-based SQL (generate_series) keeps it to a
 * few minutes on 2 cores.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/ridedesk_bench npx tsx bench/search/generate.ts
 */
import pg from 'pg';
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { prepareDatabase } from '../../apps/api/src/db/setup.ts';
import { hashPassword } from '../../apps/api/src/modules/users/users.service.ts';
import { envNumber } from '../env.ts';

export const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ridedesk_bench';
const SITES = envNumber('BENCH_SITES', 1000);
const FLEETS_PER_SITE = envNumber('BENCH_FLEETS_PER_SITE', 20);
const BOOKINGS = envNumber('BENCH_BOOKINGS', 1_000_000);

/** States a bench site serves, and a pickup point in each (used by the runner too). */
export const BENCH_STATES = [
  { state: 'IL', city: 'Chicago', lat: 41.8786, lng: -87.6362, offset: -360 },
  { state: 'CA', city: 'San Francisco', lat: 37.7897, lng: -122.3972, offset: -480 },
  { state: 'TX', city: 'Austin', lat: 30.2672, lng: -97.7431, offset: -360 },
  { state: 'NY', city: 'New York', lat: 40.7128, lng: -74.006, offset: -300 },
  { state: 'FL', city: 'Miami', lat: 25.7617, lng: -80.1918, offset: -300 },
  { state: 'WA', city: 'Seattle', lat: 47.6062, lng: -122.3321, offset: -480 },
  { state: 'GA', city: 'Atlanta', lat: 33.749, lng: -84.388, offset: -300 },
  { state: 'MA', city: 'Boston', lat: 42.3601, lng: -71.0589, offset: -300 },
  { state: 'CO', city: 'Denver', lat: 39.7392, lng: -104.9903, offset: -420 },
  { state: 'AZ', city: 'Phoenix', lat: 33.4484, lng: -112.074, offset: -420 },
];

/** Every bench site's administrator: user `bench-<n>-admin` (SPAdmin), this password; the load benchmark signs in as them. */
export const BENCH_STAFF_PASSWORD = 'ridedesk-bench';

/** One SPAdmin per bench site (kept when already there), so back-office screens can be measured. */
export const addBenchStaff = async (client: pg.Client) => {
  const passwordHash = await hashPassword(BENCH_STAFF_PASSWORD);
  await client.query(
    `insert into users (site_id, role_id, user_name, email, password_hash, first_name, last_name, email_verified)
     select id, 2, replace(host, '.localhost', '-admin'), 'admin@' || host, $1, 'Bench', 'Admin', true
     from sites where host like 'bench-%'
     on conflict do nothing`,
    [passwordHash],
  );
};

const step = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  console.log(`${label.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

const recreateDatabase = async () => {
  const url = new URL(BENCH_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(BENCH_URL), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
};

const main = async () => {
  console.log(`Generating ${SITES} sites x ${FLEETS_PER_SITE} fleets and ${BOOKINGS} bookings into ${BENCH_URL}`);
  await step('recreate database', recreateDatabase);
  const database = openPostgres(BENCH_URL, 4);
  await step('migrations, reference and demo data', () => prepareDatabase(database, { demo: true }));
  await database.close();

  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  const states = BENCH_STATES.map((s) => s.state);

  await step('sites and providers', async () => {
    await q(
      `insert into sites (name, host, type_id, title, color, preferred_language_id, other_language_ids)
       select 'Bench Cars ' || g, 'bench-' || g || '.localhost', 2, 'Bench Cars ' || g, '#1B2A41,#FFFFFF', 1, '{}'
       from generate_series(1, $1) g`,
      [SITES],
    );
    await q(
      `insert into service_providers (site_id, name, phone, email, registration_status)
       select id, name || ' LLC', '555-010-' || lpad((id % 10000)::text, 4, '0'), 'dispatch@' || host, 'Approved'
       from sites where host like 'bench-%'`,
    );
  });

  await step('catalogue mappings', async () => {
    // Every bench site maps the platform's published masters of the kinds search needs.
    await q(
      `insert into catalog_site_mappings (site_id, kind, master_id, is_enabled)
       select s.id, m.kind, m.id, true
       from sites s cross join catalog_masters m
       where s.host like 'bench-%' and m.owner_site_id is null and m.is_published
         and m.kind in ('vehicleType', 'serviceType', 'priceType', 'serviceUserType')`,
    );
  });

  await step('service locations (each site serves one state)', async () => {
    await q(
      `insert into service_locations (site_id, state, is_enabled)
       select id, ($1::text[])[1 + (id % array_length($1::text[], 1))], true from sites where host like 'bench-%'`,
      [states],
    );
  });

  await step('fleets', async () => {
    await q(
      `with vt as (
         select row_number() over (order by id) - 1 as n, id from catalog_masters
         where kind = 'vehicleType' and owner_site_id is null and is_published
       ), vt_count as (select count(*) as c from vt)
       insert into fleets (site_id, vehicle_type_id, nick_name, vin, color, make, model, year, seater, luggage_capacity,
                           amenties, is_enabled, is_draft, is_published)
       select s.id, vt.id, 'Car ' || f, 'BENCH' || lpad(s.id::text, 6, '0') || lpad(f::text, 6, '0'), 'Black',
              'Cadillac', 'Escalade', 2020 + (f % 5), 4 + (f % 10), 3 + (f % 8), 'WiFi|Water', true, false, true
       from sites s cross join generate_series(1, $1) f
       join vt on vt.n = (f % (select c from vt_count))
       where s.host like 'bench-%'`,
      [FLEETS_PER_SITE],
    );
  });

  await step('price definitions (per mile, every vehicle type)', async () => {
    await q(
      `insert into price_definitions (site_id, name, vehicle_type_id, service_type_id, service_user_type_id, price_type_id,
                                      base_fare, per_mile_rate, per_hour_rate, minimum_hours, minimum_fare, tax_percentage,
                                      is_enabled, is_draft, is_published)
       select s.id, 'Point to point ' || vt.name, vt.id, st.id, sut.id, pt.id,
              15, 3.25 + (s.id % 7) * 0.25, 0, 0, 45, 8.25, true, false, true
       from sites s
       join catalog_masters vt on vt.kind = 'vehicleType' and vt.owner_site_id is null and vt.is_published
       join lateral (select id from catalog_masters where kind = 'serviceType' and owner_site_id is null and is_published order by id limit 1) st on true
       join lateral (select id from catalog_masters where kind = 'serviceUserType' and owner_site_id is null and is_published order by id limit 1) sut on true
       join lateral (select id from catalog_masters where kind = 'priceType' and basis = 'per mile' and owner_site_id is null and is_published order by id limit 1) pt on true
       where s.host like 'bench-%'`,
    );
  });

  await step('guest users (one per site)', async () => {
    await q(
      `insert into guest_users (site_id, first_name, last_name, email_address, mobile_number)
       select id, 'Bench', 'Guest', 'guest@' || host, '5550100000' from sites where host like 'bench-%'`,
    );
  });

  await step('site administrators (one SPAdmin per site)', () => addBenchStaff(client));

  await step(`bookings (${BOOKINGS}, past and future, no overlaps)`, async () => {
    // Each fleet gets bookings every 11 days from a year ago, 3 hours each, so none overlap.
    const perFleet = Math.ceil(BOOKINGS / (SITES * FLEETS_PER_SITE));
    await q(`alter table bookings disable trigger all`);
    await q(
      `insert into bookings (site_id, reference_id, fleet_id, price_definition_id, guest_user_id, customer_first_name,
         customer_last_name, customer_email, customer_mobile, pick_up_location, drop_off_location, pickup_city, pickup_state,
         pickup_offset, pickup_at, dropoff_at, held, no_of_passengers, no_of_luggages, estimated_duration_in_mins,
         estimated_distance_in_km, booked_price, tax_price, total_price, booking_status, payment_status)
       select f.site_id, 'BX' || lpad(to_hex(f.site_id * 100000 + f.id * 100 + k), 10, '0'), f.id, pd.id, g.id, 'Bench', 'Guest',
              g.email_address, g.mobile_number, 'Downtown', 'Airport', 'City', 'IL', -360,
              t.start_at, t.start_at + interval '1 hour', tstzrange(t.start_at, t.start_at + interval '3 hours', '[)'),
              2, 1, 60, 30, 80, 6.6, 86.6,
              case when t.start_at < now() then 'completed' else 'scheduled' end,
              case when t.start_at < now() then 'Paid' else 'Pending' end
       from fleets f
       join price_definitions pd on pd.site_id = f.site_id and pd.vehicle_type_id = f.vehicle_type_id
       join guest_users g on g.site_id = f.site_id
       cross join generate_series(0, $1 - 1) k
       cross join lateral (select date_trunc('hour', now()) - interval '365 days' + k * interval '11 days' + (f.id % 24) * interval '1 hour' as start_at) t
       where f.site_id in (select id from sites where host like 'bench-%')`,
      [perFleet],
    );
    await q(`alter table bookings enable trigger all`);
  });

  // VACUUM as autovacuum would on a live database: it sets the visibility map, so the booking
  // probe reads its index without visiting the table.
  await step('vacuum analyze', () => q('vacuum analyze'));
  const counts = await q(
    `select (select count(*) from sites where host like 'bench-%') sites, (select count(*) from fleets) fleets,
            (select count(*) from bookings) bookings, (select count(*) from price_definitions) prices`,
  );
  console.log(counts.rows[0]);
  await client.end();
};

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
