import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SiteScope } from '../lib/site-scope.ts';

/** The tenant condition of a query: its site, or none for an explicit every-site scope. */
export const inSiteScope = (column: AnyPgColumn, scope: SiteScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(column, scope.siteId);
