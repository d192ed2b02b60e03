import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * An external (OpenID Connect) sign-in under way: the state, nonce and PKCE verifier kept
 * server-side, then, for someone not yet registered, the verified identity and a one-time
 * registration ticket that googleregister spends.
 */
export const externalSignIns = pgTable(
  'external_sign_ins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    stateHash: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    purpose: text().notNull(),
    clientId: text().notNull(),
    redirectUri: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    issuer: text(),
    subject: text(),
    email: text(),
    firstName: text(),
    lastName: text(),
    ticketHash: text(),
    ticketExpiresAt: timestamp({ withTimezone: true }),
    ticketUsedAt: timestamp({ withTimezone: true }),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('external_sign_ins_purpose_ck', sql`${t.purpose} in ('signin', 'register', 'gpay')`),
    uniqueIndex('external_sign_ins_state_uq').on(t.stateHash),
    uniqueIndex('external_sign_ins_ticket_uq').on(t.ticketHash),
  ],
);

/** Which external identity (issuer and subject) belongs to which account. */
export const externalLogins = pgTable(
  'external_logins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_logins_identity_uq').on(t.issuer, t.subject),
    index('external_logins_user_idx').on(t.userId),
  ],
);
