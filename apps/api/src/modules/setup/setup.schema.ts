import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, instant } from '../../db/columns.ts';
import { sites } from '../sites/sites.schema.ts';

const STEPS_SQL = sql.raw(`array['area','vehicles','payment','contact']::text[]`);

/**
 * Where a company's administrator is in the first-run guide (issue 17): the step to show, and the
 * steps saved or skipped. One row per site; a step is never both saved and skipped.
 */
export const firstRunGuides = pgTable(
  'first_run_guides',
  {
    siteId: integer()
      .primaryKey()
      .references(() => sites.id),
    position: text().notNull().default('area'),
    doneSteps: text().array().notNull().default(sql`'{}'::text[]`),
    skippedSteps: text().array().notNull().default(sql`'{}'::text[]`),
    finishedOn: instant(),
    updatedBy: integer(),
    updatedOn: createdOn(),
  },
  (t) => [
    check('first_run_guides_position_ck', sql`${t.position} in ('area','vehicles','payment','contact','done')`),
    check('first_run_guides_done_ck', sql`${t.doneSteps} <@ ${STEPS_SQL}`),
    check('first_run_guides_skipped_ck', sql`${t.skippedSteps} <@ ${STEPS_SQL}`),
    check('first_run_guides_disjoint_ck', sql`not (${t.doneSteps} && ${t.skippedSteps})`),
  ],
);
