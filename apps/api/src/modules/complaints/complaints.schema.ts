import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, instant, tenantPrimaryKey } from '../../db/columns.ts';
import { languages } from '../languages/languages.schema.ts';
import { tenantKeyColumns } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * Feedback or a complaint a traveller or guest sends to a site's provider (spec 01
 * "/usercompliants"), optionally about one of the site's bookings, with the provider's answer.
 */
export const complaints = pgTable(
  'complaints',
  {
    ...tenantKeyColumns(),
    complaintType: text().notNull(),
    status: text().notNull().default('Open'),
    userId: integer().references(() => users.id),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull().default(''),
    /** The booking it is about (its reference as given, and the booking's id on this site). */
    bookingReferenceId: text(),
    bookingId: integer(),
    subject: text().notNull(),
    description: text().notNull(),
    /** The language the traveller wrote in: the answer mail uses it. */
    languageId: integer().references(() => languages.id),
    answer: text(),
    answeredBy: integer().references(() => users.id),
    answeredOn: instant(),
    closedBy: integer().references(() => users.id),
    closedOn: instant(),
    createdOn: createdOn(),
  },
  (t) => [
    tenantPrimaryKey('complaints', t),
    index('complaints_site_status_idx').on(t.siteId, t.status, t.createdOn),
    index('complaints_user_idx').on(t.userId),
    check('complaints_type_ck', sql`${t.complaintType} in ('Feedback','Complaint')`),
    check('complaints_status_ck', sql`${t.status} in ('Open','Answered','Closed')`),
  ],
);
