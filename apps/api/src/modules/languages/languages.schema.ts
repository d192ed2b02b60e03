import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Shared catalogue: the languages a site can offer. */
export const languages = pgTable(
  'languages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    name: text().notNull(),
    locale: text().notNull(),
  },
  (t) => [uniqueIndex('languages_locale_uq').on(t.locale)],
);
