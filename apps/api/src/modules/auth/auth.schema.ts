import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdOn, instant, requiredId } from '../../db/columns.ts';
import { users } from '../users/users.schema.ts';

/** One-time sign-in codes of the authorization-code flow (single use, 5 minutes). */
export const authCodes = pgTable('auth_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  codeHash: text().notNull().unique(),
  userId: requiredId(() => users.id),
  clientId: text().notNull(),
  siteId: integer().notNull(),
  expiresAt: instant().notNull(),
  usedAt: instant(),
  createdOn: createdOn(),
});

/** Opaque refresh tokens, stored hashed, rotated on every use, grouped in families. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    familyId: uuid().notNull(),
    userId: requiredId(() => users.id),
    clientId: text().notNull(),
    siteId: integer().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    revokedAt: instant(),
    createdOn: createdOn(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);
