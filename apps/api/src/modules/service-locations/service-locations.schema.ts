import { US_STATE_CODES } from '@ridedesk/domain/shared/us-states';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantPrimaryKey } from '../../db/columns.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';

const STATES_SQL = sql.raw(`(${US_STATE_CODES.map((code) => `'${code}'`).join(',')})`);

/**
 * The states, and optionally the cities, a provider site serves. A row without a city serves
 * the whole state. One row per site, state and city (whatever the city's case).
 */
export const serviceLocations = pgTable(
  'service_locations',
  {
    ...tenantKeyColumns(),
    state: text().notNull(),
    city: text(),
    isEnabled: boolean().notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    tenantPrimaryKey('service_locations', t),
    uniqueIndex('service_locations_site_state_city_uq').on(t.siteId, t.state, sql`lower(coalesce(${t.city}, ''))`),
    index('service_locations_state_idx').on(t.state, t.siteId),
    check('service_locations_state_ck', sql`${t.state} in ${STATES_SQL}`),
    check('service_locations_city_ck', sql`${t.city} is null or length(${t.city}) between 1 and 100`),
  ],
);
