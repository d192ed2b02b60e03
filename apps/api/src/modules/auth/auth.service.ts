import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CLIENT_IDS, CLIENT_ROLES, type ClientId, isStaffRole, type Role } from '@ridedesk/domain/shared/constants';
import { ERROR_CODES, type ErrorCode } from '@ridedesk/domain/shared/error-codes';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { type UserRow, type UsersService, verifyPassword } from '../users/users.service.ts';
import * as repo from './auth.repository.ts';
import type { SigningKeys } from './token-keys.ts';
import { ACCESS_TOKEN_SECONDS, createTokens } from './tokens.ts';

const CODE_SECONDS = 5 * 60;
const REFRESH_TOKEN_DAYS = 14;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const opaque = () => randomBytes(32).toString('base64url');

const invalidCredentials = () => new AppError(ERROR_CODES.invalidCredentials, 401, 'Invalid username or password');
const invalidCode = () =>
  new AppError(
    ERROR_CODES.invalidCode,
    400,
    'This sign-in link has expired or was already used. Please sign in again.',
  );

const PORTAL_NAMES: Record<ClientId, string> = {
  'admin-portal': 'the provider back office',
  'super-admin-portal': 'the platform administration',
  'customer-portal': 'the traveller site',
  'driver-portal': 'the chauffeur app (/driver)',
};

const portalFor = (role: Role): ClientId =>
  (Object.entries(CLIENT_ROLES).find(([, roles]) => roles.includes(role))?.[0] as ClientId) ?? CLIENT_IDS.customer;

/** Where the browser goes with its code: the back office or the customer portal callback. */
const redirectPathFor = (clientId: ClientId) =>
  clientId === CLIENT_IDS.customer
    ? '/redirect'
    : clientId === CLIENT_IDS.driver
      ? '/driver/redirect'
      : '/admin/redirect';

type Clock = () => Date;

/**
 * Sign-in: the authorization-code flow of DESIGN.md section 4. Codes are single use and live
 * five minutes; access tokens are short JWTs; refresh tokens are opaque, stored hashed,
 * rotated on every use, and a reused one revokes its whole family.
 */
export const createAuthService = (deps: {
  db: Db;
  keys: SigningKeys;
  users: UsersService;
  sites: SitesService;
  now: Clock;
}) => {
  const { db, keys, users, sites, now } = deps;

  const tokens = createTokens(keys, now);
  const accessToken = (user: UserRow, clientId: string, siteId: number, familyId: string) =>
    tokens.accessToken({
      userId: user.id,
      role: user.role,
      siteId,
      clientId,
      userName: user.userName,
      firstName: user.firstName,
      sessionId: familyId,
    });
  const idToken = (user: UserRow, clientId: string) =>
    tokens.idToken({
      userId: user.id,
      clientId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
    });

  /** The authenticated user state the portals keep (spec 01 section 3). */
  const userState = async (user: UserRow) => {
    const provider = isStaffRole(user.role) ? await sites.serviceProviderOf(user.siteId) : undefined;
    return {
      userId: user.id,
      userName: user.userName,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      preferredTimezone: user.preferredTimezone,
      preferredLanguageId: user.preferredLanguageId,
      role: user.role,
      siteId: user.siteId,
      authenticationType: user.authenticationType,
      serviceProvider: provider ? { name: provider.name, phone: provider.phone, email: provider.email } : null,
      paymentStatus: provider?.registrationStatus ?? null,
    };
  };

  const issueTokens = async (user: UserRow, clientId: string, siteId: number, familyId: string) => {
    const refreshToken = opaque();
    await repo.insertRefreshToken(db, {
      tokenHash: sha256(refreshToken),
      familyId,
      userId: user.id,
      clientId,
      siteId,
      expiresAt: new Date(now().getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return {
      access_token: await accessToken(user, clientId, siteId, familyId),
      refresh_token: refreshToken,
      id_token: await idToken(user, clientId),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  };

  const issueCode = async (user: UserRow, clientId: ClientId) => {
    const code = opaque();
    await repo.insertAuthCode(db, {
      codeHash: sha256(code),
      userId: user.id,
      clientId,
      siteId: user.siteId,
      expiresAt: new Date(now().getTime() + CODE_SECONDS * 1000),
    });
    return { redirectUrl: `${redirectPathFor(clientId)}?code=${encodeURIComponent(code)}`, code };
  };

  return {
    /** getredirecturl: checks the credentials and answers where to continue, carrying a code. */
    signIn: async (input: { userName: string; password: string; clientId: ClientId }) => {
      const user = await users.findByLogin(input.userName);
      const ok = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !ok) throw invalidCredentials();
      if (user.status !== 'Active')
        throw new AppError(ERROR_CODES.forbidden, 403, 'This account is disabled. Please contact your administrator.');
      if (!CLIENT_ROLES[input.clientId].includes(user.role as Role))
        throw new AppError(
          ERROR_CODES.forbidden,
          403,
          `This account signs in to ${PORTAL_NAMES[portalFor(user.role as Role)]}, not here.`,
        );
      return issueCode(user, input.clientId);
    },

    /**
     * A sign-in code for an account whose identity was proven another way (an external
     * provider, a fresh registration): the same redirect getredirecturl answers.
     */
    issueSignInCode: async (user: UserRow, clientId: ClientId) => {
      if (user.status !== 'Active')
        throw new AppError(ERROR_CODES.forbidden, 403, 'This account is disabled. Please contact your administrator.');
      if (!CLIENT_ROLES[clientId].includes(user.role as Role))
        throw new AppError(
          ERROR_CODES.forbidden,
          403,
          `This account signs in to ${PORTAL_NAMES[portalFor(user.role as Role)]}, not here.`,
        );
      return issueCode(user, clientId);
    },

    /** gettoken: exchanges a code once for tokens and the user state. */
    exchangeCode: async (code: string) => {
      const row = await repo.consumeAuthCode(db, sha256(code), now());
      if (!row) throw invalidCode();
      const user = await users.findById(row.userId);
      if (user?.status !== 'Active') throw invalidCode();
      const tokens = await issueTokens(user, row.clientId, row.siteId, randomUUID());
      return { ...tokens, user: await userState(user) };
    },

    /** RefreshAccessToken: rotates the refresh token; a spent one revokes its family. */
    refresh: async (clientId: string, refreshToken: string) => {
      const row = await repo.findRefreshToken(db, sha256(refreshToken));
      const refused = (message: string, code: ErrorCode = ERROR_CODES.unauthenticated) =>
        new AppError(code, 401, message);
      if (!row || row.clientId !== clientId) throw refused('Your session has ended. Please sign in again.');
      if (row.revokedAt || row.expiresAt <= now()) throw refused('Your session has ended. Please sign in again.');
      const spent = await repo.spendRefreshToken(db, row.id, now());
      if (!spent) {
        await repo.revokeFamily(db, row.familyId, now());
        throw refused(
          'This refresh token was already used; the session has been ended for safety.',
          ERROR_CODES.tokenReused,
        );
      }
      const user = await users.findById(row.userId);
      if (user?.status !== 'Active') throw refused('Your session has ended. Please sign in again.');
      return { ...(await issueTokens(user, row.clientId, row.siteId, row.familyId)), user: await userState(user) };
    },

    /** Sign-out ends the session family of the given refresh token. */
    signOut: async (refreshToken: string) => {
      const row = await repo.findRefreshToken(db, sha256(refreshToken));
      if (row) await repo.revokeFamily(db, row.familyId, now());
    },

    /** Ends every session of a user (a changed password ends the others). */
    revokeAllSessions: (userId: number, tx: Tx = db) => repo.revokeUserTokens(tx, userId, now()),

    /** Ends every session of a user but the given one (the session that changed the password). */
    revokeOtherSessions: (userId: number, keepSessionId: string | undefined, tx: Tx = db) =>
      repo.revokeUserTokens(tx, userId, now(), keepSessionId),

    /** An anonymous token for a site's visitors (getSiteIdOfClient). It grants nothing but the site. */
    siteToken: tokens.siteToken,

    /** The bearer of a request: an access token's actor, null for a site token, undefined for anything else. */
    verifyAccessToken: tokens.verifyBearer,

    /** Event streams (EventSource sends no header): a minute-long ticket in the address instead (decision 0027). */
    eventsTicket: tokens.eventsTicket,
    verifyEventsTicket: tokens.verifyEventsTicket,

    userState,
    publicJwks: () => ({ keys: [keys.publicJwk] }),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
