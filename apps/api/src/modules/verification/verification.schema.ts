import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdOn, instant } from '../../db/columns.ts';
import { siteIdColumn } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * One-time secrets mailed to an address: six-digit e-mail verification codes (argon2id
 * hashes, 15 minutes, 5 tries), password-reset links (30 minutes) and e-mail change
 * confirmations (SHA-256 of a 256-bit token). One live secret per purpose and address.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteIdColumn(),
    purpose: text().notNull(),
    email: text().notNull(),
    userId: integer().references(() => users.id),
    /** The e-mail change's current address (the pair old -> new is what the token confirms). */
    previousEmail: text(),
    secretHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdOn: createdOn(),
  },
  (t) => [
    check(
      'verification_codes_purpose_ck',
      sql`${t.purpose} in ('email-verification', 'password-reset', 'email-change')`,
    ),
    index('verification_codes_address_idx').on(t.purpose, sql`lower(${t.email})`),
    index('verification_codes_secret_idx').on(t.secretHash),
    index('verification_codes_user_idx').on(t.userId),
  ],
);
