import { randomUUID } from 'node:crypto';
import type { Role } from '@ridedesk/domain/shared/constants';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Actor } from '../../plugins/auth.ts';
import { SIGNING_ALG, type SigningKeys } from './token-keys.ts';

/**
 * Every JWT the server signs says what it is, in its JOSE header (`typ`) and its audience, and
 * each verifier accepts only its own kind: an id_token or a site token presented as an access
 * token is refused however valid its signature (RFC 8725 section 3.11, RFC 9068).
 */
export const ISSUER = 'ridedesk';
/** Access tokens: the only bearer that makes a caller someone (RFC 9068). */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_AUDIENCE = 'ridedesk-api';
/** id_tokens (OpenID Connect): for the portal that asked (audience = its client id), never for the API. */
export const ID_TOKEN_TYPE = 'JWT';
/** Site tokens: an anonymous visitor's token of getSiteIdOfClient. They grant nothing but the site. */
export const SITE_TOKEN_TYPE = 'site+jwt';
export const SITE_TOKEN_AUDIENCE = 'ridedesk-site';

/**
 * Event-stream tickets: what a browser's EventSource (which cannot send a header) puts in the
 * stream's address instead of the access token. A minute long, for opening a stream only
 * (decision 0027); never accepted as a bearer.
 */
export const EVENTS_TICKET_TYPE = 'events+jwt';
export const EVENTS_TICKET_AUDIENCE = 'ridedesk-events';
export const EVENTS_TICKET_SECONDS = 60;

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const SITE_TOKEN_SECONDS = 12 * 3600;

type Clock = () => Date;

export type AccessClaims = {
  userId: number;
  role: string;
  siteId: number;
  clientId: string;
  userName: string;
  firstName: string;
  sessionId: string;
};

export type IdClaims = {
  userId: number;
  clientId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
};

export const createTokens = (keys: SigningKeys, now: Clock) => {
  const seconds = () => Math.floor(now().getTime() / 1000);
  const header = (typ: string) => ({ alg: SIGNING_ALG, kid: keys.kid, typ });

  const verifyAs = async (token: string, typ: string, audience: string): Promise<JWTPayload | undefined> => {
    try {
      const { payload } = await jwtVerify(token, keys.publicKey, {
        issuer: ISSUER,
        audience,
        typ,
        algorithms: [SIGNING_ALG],
        currentDate: now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload;
    } catch {
      return undefined;
    }
  };

  /** One signed JWT of a kind (its `typ`), for a subject and an audience, valid `lifetime` seconds from now. */
  const sign = (
    claims: JWTPayload,
    kind: { typ: string; subject: string; audience: string; lifetime: number; withId?: boolean },
  ) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader(header(kind.typ))
      .setSubject(kind.subject)
      .setIssuer(ISSUER)
      .setAudience(kind.audience);
    if (kind.withId) jwt.setJti(randomUUID());
    return jwt
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + kind.lifetime)
      .sign(keys.privateKey);
  };

  /**
   * A signed-in user's token of a kind (an access token, an event-stream ticket): who they are,
   * for their user id as subject, with an id of its own.
   */
  const userToken = (c: AccessClaims | Actor, typ: string, audience: string, lifetime: number) =>
    sign(
      {
        role: c.role,
        site_id: c.siteId,
        client_id: c.clientId,
        name: c.firstName,
        preferred_username: c.userName,
        sid: c.sessionId,
      },
      { typ, subject: String(c.userId), audience, lifetime, withId: true },
    );

  return {
    accessToken: (c: AccessClaims) => userToken(c, ACCESS_TOKEN_TYPE, ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_SECONDS),

    idToken: (c: IdClaims) =>
      sign(
        { email: c.email, given_name: c.firstName, family_name: c.lastName, role: c.role },
        { typ: ID_TOKEN_TYPE, subject: String(c.userId), audience: c.clientId, lifetime: ACCESS_TOKEN_SECONDS },
      ),

    siteToken: (siteId: number) =>
      sign(
        { site_id: siteId },
        {
          typ: SITE_TOKEN_TYPE,
          subject: `site:${siteId}`,
          audience: SITE_TOKEN_AUDIENCE,
          lifetime: SITE_TOKEN_SECONDS,
        },
      ),

    /** A ticket to open an event stream as this actor, for a minute. */
    eventsTicket: (a: Actor) => userToken(a, EVENTS_TICKET_TYPE, EVENTS_TICKET_AUDIENCE, EVENTS_TICKET_SECONDS),

    /** The actor of an event-stream ticket; undefined for anything else (an access token too). */
    verifyEventsTicket: async (ticket: string): Promise<Actor | undefined> => {
      const payload = await verifyAs(ticket, EVENTS_TICKET_TYPE, EVENTS_TICKET_AUDIENCE);
      return payload ? actorOf(payload) : undefined;
    },

    /**
     * A bearer token: an access token answers its actor, a site token null (an anonymous
     * visitor), anything else (an id_token, a refresh token, another audience, a bad claim)
     * undefined, which the auth plugin answers with 401.
     */
    verifyBearer: async (token: string): Promise<Actor | null | undefined> => {
      const access = await verifyAs(token, ACCESS_TOKEN_TYPE, ACCESS_TOKEN_AUDIENCE);
      if (access) return actorOf(access);
      const site = await verifyAs(token, SITE_TOKEN_TYPE, SITE_TOKEN_AUDIENCE);
      return site ? null : undefined;
    },
  };
};

/** The actor of a verified access token; undefined when a claim is missing or of the wrong kind. */
const actorOf = (p: JWTPayload): Actor | undefined => {
  const userId = Number(p.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0) return undefined;
  if (typeof p.role !== 'string' || typeof p.client_id !== 'string') return undefined;
  if (typeof p.site_id !== 'number' || !Number.isSafeInteger(p.site_id)) return undefined;
  return {
    userId,
    role: p.role as Role,
    siteId: p.site_id,
    clientId: p.client_id,
    userName: typeof p.preferred_username === 'string' ? p.preferred_username : '',
    firstName: typeof p.name === 'string' ? p.name : '',
    sessionId: typeof p.sid === 'string' ? p.sid : undefined,
  };
};
