import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, instant, requiredId } from '../../db/columns.ts';
import { siteIdColumn } from '../sites/sites.schema.ts';
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
    siteId: siteIdColumn(),
    stateHash: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    purpose: text().notNull(),
    clientId: text().notNull(),
    redirectUri: text().notNull(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    issuer: text(),
    subject: text(),
    email: text(),
    firstName: text(),
    lastName: text(),
    ticketHash: text(),
    ticketExpiresAt: instant(),
    ticketUsedAt: instant(),
    createdOn: createdOn(),
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
    userId: requiredId(() => users.id),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex('external_logins_identity_uq').on(t.issuer, t.subject),
    index('external_logins_user_idx').on(t.userId),
  ],
);
