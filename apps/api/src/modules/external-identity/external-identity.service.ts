import { createHash, randomBytes } from 'node:crypto';
import type { GoogleRegisterInput } from '@ridedesk/domain/auth/account-forms';
import { CLIENT_ROLES, type ClientId, type Role } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import {
  type ExternalIdentity,
  IdentityExchangeRefused,
  type IdentityProvider,
  IdentityProviderUnavailable,
} from '../../integrations/identity/oidc-provider.ts';
import { badRequest, businessRule } from '../../lib/app-error.ts';
import type { RequestSite } from '../../plugins/tenant.ts';
import type { AccountsService, NewAccount } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import * as repo from './external-identity.repository.ts';

export const EXTERNAL_MESSAGES = {
  notConfigured: 'External sign-in is not configured',
  unavailable: 'The sign-in provider could not be reached. Please try again later.',
  expired: 'This sign-in has expired or was already used. Please try again.',
  otherPortal: 'This sign-in was started for another portal. Please try again.',
  noEmail: 'The sign-in provider did not confirm an e-mail address for this account.',
  differentRole:
    'This account is already registered with a different role. Please sign in through the matching portal.',
  ticketExpired: 'This registration has expired. Please sign in with Google again.',
  emailMismatch: 'Please register with the e-mail address your Google account confirmed.',
} as const;

const FLOW_MINUTES = 10;
const TICKET_MINUTES = 30;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type Purpose = 'signin' | 'register' | 'gpay';

/** Where the provider sends the browser back: the portal's callback screens of spec 01. */
const callbackPath = (clientId: ClientId, purpose: Purpose) =>
  `${clientId === 'customer-portal' ? '' : '/admin'}${purpose === 'register' ? '/googleregisterredirect' : '/googleredirect'}`;

type Clock = () => Date;

/**
 * External sign-in through an OpenID Connect provider (Google by default): state, nonce and
 * PKCE kept server-side; the answer is a RideDesk sign-in code, the not-registered details
 * with a one-time registration ticket, or the different-role answer.
 */
export const createExternalIdentityService = (deps: {
  db: Db;
  provider?: IdentityProvider;
  users: UsersService;
  sites: SitesService;
  auth: AuthService;
  accounts: AccountsService;
  now: Clock;
}) => {
  const { db, users, sites, auth, accounts, now } = deps;
  const later = (minutes: number) => new Date(now().getTime() + minutes * 60_000);

  const requireProvider = () => {
    if (!deps.provider) throw businessRule(EXTERNAL_MESSAGES.notConfigured);
    return deps.provider;
  };

  const guarded = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof IdentityProviderUnavailable) throw businessRule(EXTERNAL_MESSAGES.unavailable);
      if (error instanceof IdentityExchangeRefused)
        throw badRequest(EXTERNAL_MESSAGES.expired, { code: EXTERNAL_MESSAGES.expired });
      throw error;
    }
  };

  /** Spends the started sign-in and exchanges the provider's code for a verified identity. */
  const exchange = async (input: {
    purposes: Purpose[];
    callback: { code: string; state: string; iss?: string };
    clientId?: ClientId;
  }) => {
    const provider = requireProvider();
    const flow = await repo.spendSignIn(db, sha256(input.callback.state), now());
    if (!flow || !input.purposes.includes(flow.purpose as Purpose))
      throw badRequest(EXTERNAL_MESSAGES.expired, { state: EXTERNAL_MESSAGES.expired });
    if (input.clientId && input.clientId !== flow.clientId) throw badRequest(EXTERNAL_MESSAGES.otherPortal);
    const identity = await guarded(() =>
      provider.exchange({
        redirectUri: flow.redirectUri,
        callback: input.callback,
        state: input.callback.state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      }),
    );
    if (!identity.email || !identity.emailVerified) throw businessRule(EXTERNAL_MESSAGES.noEmail);
    return { flow, identity: identity as ExternalIdentity & { email: string } };
  };

  const accountOf = async (identity: ExternalIdentity & { email: string }) => {
    const linked = await repo.findLogin(db, identity.issuer, identity.subject);
    return linked ? users.findById(linked.userId) : users.findByEmail(identity.email);
  };

  /** Signs a found account in, or answers the different-role state. */
  const signInFound = async (user: UserRow, flow: repo.SignInRow, identity: ExternalIdentity) => {
    const clientId = flow.clientId as ClientId;
    if (!CLIENT_ROLES[clientId].includes(user.role as Role))
      return { user_found: true, differentRole: true, redirectUrl: '/home', message: EXTERNAL_MESSAGES.differentRole };
    await repo.linkLogin(db, {
      userId: user.id,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      createdOn: now(),
    });
    const { redirectUrl, code } = await auth.issueSignInCode(user, clientId);
    return { user_found: true, differentRole: false, redirectUrl, code };
  };

  /** Not registered: the details and a one-time ticket for googleregister. */
  const notRegistered = async (flow: repo.SignInRow, identity: ExternalIdentity & { email: string }) => {
    const ticket = randomBytes(32).toString('base64url');
    await repo.recordIdentity(db, flow.id, {
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      ticketHash: sha256(ticket),
      ticketExpiresAt: later(TICKET_MINUTES),
    });
    const query = new URLSearchParams({
      user_found: 'false',
      firstName: identity.firstName,
      lastName: identity.lastName,
      userEmail: identity.email,
    });
    return {
      user_found: false,
      firstName: identity.firstName,
      lastName: identity.lastName,
      userEmail: identity.email,
      registrationToken: ticket,
      redirectUrl: `${callbackPath(flow.clientId as ClientId, 'signin')}?${query.toString()}`,
    };
  };

  return {
    enabled: Boolean(deps.provider),

    /** getgoogleredirecturl: the provider's authorization URL for this portal and site. */
    start: async (input: {
      site: RequestSite;
      origin: string;
      clientId: ClientId;
      purpose: Purpose;
      loginHint?: string;
    }) => {
      const provider = requireProvider();
      const state = provider.newState();
      const nonce = provider.newNonce();
      const codeVerifier = provider.newCodeVerifier();
      const redirectUri = `${input.origin}${callbackPath(input.clientId, input.purpose)}`;
      const url = await guarded(() =>
        provider.authorizationUrl({ redirectUri, state, nonce, codeVerifier, loginHint: input.loginHint }),
      );
      await repo.insertSignIn(db, {
        siteId: input.site.id,
        stateHash: sha256(state),
        nonce,
        codeVerifier,
        purpose: input.purpose,
        clientId: input.clientId,
        redirectUri,
        expiresAt: later(FLOW_MINUTES),
        createdOn: now(),
      });
      return { redirectUrl: url, url, state, redirectUri };
    },

    /** getgoogleauthtoken: found -> sign-in redirect; not registered -> details; other role -> /home. */
    completeSignIn: async (input: { callback: { code: string; state: string; iss?: string }; clientId?: ClientId }) => {
      const { flow, identity } = await exchange({ ...input, purposes: ['signin'] });
      const user = await accountOf(identity);
      return user ? signInFound(user, flow, identity) : notRegistered(flow, identity);
    },

    /** getregistergoogleauthtoken: the verified details and a ticket, or the found account's answer. */
    completeRegistration: async (input: {
      callback: { code: string; state: string; iss?: string };
      clientId?: ClientId;
    }) => {
      const { flow, identity } = await exchange({ ...input, purposes: ['register'] });
      const user = await accountOf(identity);
      if (user) return signInFound(user, flow, identity);
      const answer = await notRegistered(flow, identity);
      return { ...answer, email: identity.email, redirectUrl: undefined };
    },

    /** googleregister: creates the account (no password of ours) and signs it in. */
    register: async (form: GoogleRegisterInput & NewAccount) => {
      requireProvider();
      const ticket = form.token || form.password || '';
      const ticketHash = ticket ? sha256(ticket) : '';
      const refused = () => badRequest(EXTERNAL_MESSAGES.ticketExpired, { token: EXTERNAL_MESSAGES.ticketExpired });
      // Read before the transaction (the site is read outside it); spent atomically inside it.
      const pending = ticketHash ? await repo.findTicket(db, ticketHash) : undefined;
      const site = pending ? await sites.findSite(pending.siteId) : undefined;
      if (!pending || !site) throw refused();
      const created = await db.transaction(async (tx) => {
        const flow = await repo.spendTicket(tx, ticketHash, now());
        if (!flow?.email || !flow.issuer || !flow.subject) throw refused();
        if (flow.email.toLowerCase() !== form.email.toLowerCase())
          throw badRequest(EXTERNAL_MESSAGES.emailMismatch, { email: EXTERNAL_MESSAGES.emailMismatch });
        const account = await accounts.createAccount(tx, {
          site,
          account: form,
          passwordHash: null,
          authenticationType: 'google',
        });
        await repo.linkLogin(tx, {
          userId: account.userId,
          issuer: flow.issuer,
          subject: flow.subject,
          email: flow.email,
          createdOn: now(),
        });
        return account;
      });
      const user = await users.findById(created.userId);
      const { redirectUrl, code } = await auth.issueSignInCode(user as UserRow, created.clientId);
      return { ...created, redirectUrl, code };
    },

    /** getgpaygoogletoken: the verified identity for the Google Pay step; no RideDesk session. */
    gpayIdentity: async (input: { callback: { code: string; state: string; iss?: string } }) => {
      const { identity } = await exchange({ ...input, purposes: ['gpay'] });
      return {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        emailVerified: identity.emailVerified,
      };
    },
  };
};

export type ExternalIdentityService = ReturnType<typeof createExternalIdentityService>;
