/**
 * Token confusion (issue 16, defect 2). The server signs or hands out several kinds of token:
 * access tokens, id_tokens, refresh tokens and the anonymous visitor's site token. Only an
 * access token (JOSE header typ at+jwt, audience ridedesk-api, sound claims) may make a caller
 * someone. Every other kind, and every near miss signed with the server's own key (typ JWT, no
 * typ, another audience, a missing or non-integer site), presented as bearer on every
 * parameterless GET route that a signed-in provider, traveller or administrator can open,
 * answers 401. A site token is an anonymous visitor's: it answers what no token answers, and
 * never more, whatever claims it carries.
 */
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../error-answer.ts';
import { createTestApp } from '../test-app.ts';
import { loadOperations, type Operation } from './openapi-requests.ts';

const HOST = 'citylimo.localhost';

// The server's own signing key, known to the suite, so that near misses carry a valid signature.
const { privateKey } = await generateKeyPair('ES256', { extractable: true });
const jwk = { ...(await exportJWK(privateKey)), kid: 'token-confusion-1' };
const t = await createTestApp({ env: { JWT_PRIVATE_JWK: JSON.stringify(jwk) } });
afterAll(() => t.close());

type Session = { access_token: string; refresh_token: string; id_token: string };
const signIn = async (userName: string, clientId: string) =>
  (await t.signIn(userName, clientId, 'ridedesk-demo', HOST)) as unknown as Session;

const sessions = {
  provider: await signIn('provider', 'admin-portal'),
  customer: await signIn('customer', 'customer-portal'),
  superadmin: await signIn('superadmin', 'super-admin-portal'),
  chauffeur: await signIn('chauffeur', 'driver-portal'),
};
const siteToken = (await t.app.inject({ url: '/api/site/getSiteIdOfClient', headers: { host: HOST } })).json()
  .results[0].access_token as string;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JWTPayload;
const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** A token signed with the server's key: the provider's access-token claims, changed as asked. */
const forge = async (opts: { typ?: string; claims?: Record<string, unknown>; key?: CryptoKey }) => {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { ...claimsOf(sessions.provider.access_token), iat: now, exp: now + 600 };
  for (const [name, value] of Object.entries(opts.claims ?? {}))
    if (value === undefined) delete claims[name];
    else claims[name] = value;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, ...(opts.typ === undefined ? {} : { typ: opts.typ }) })
    .sign(opts.key ?? privateKey);
};
const otherKey = (await generateKeyPair('ES256')).privateKey;

/** Every kind of bearer that is not an access token; each must answer 401 on every route. */
const REFUSED: Record<string, string> = {
  'the provider id_token': sessions.provider.id_token,
  'the traveller id_token': sessions.customer.id_token,
  'the administrator id_token': sessions.superadmin.id_token,
  'the chauffeur id_token': sessions.chauffeur.id_token,
  'the chauffeur refresh token': sessions.chauffeur.refresh_token,
  'the provider refresh token': sessions.provider.refresh_token,
  'the traveller refresh token': sessions.customer.refresh_token,
  'the administrator refresh token': sessions.superadmin.refresh_token,
  'access claims under typ JWT': await forge({ typ: 'JWT' }),
  'access claims without typ': await forge({}),
  'access claims under the site token typ': await forge({ typ: 'site+jwt' }),
  'an access token for another audience': await forge({ typ: 'at+jwt', claims: { aud: 'admin-portal' } }),
  'an access token without audience': await forge({ typ: 'at+jwt', claims: { aud: undefined } }),
  'an access token without a site': await forge({ typ: 'at+jwt', claims: { site_id: undefined } }),
  'an access token with a site that is not a whole number': await forge({ typ: 'at+jwt', claims: { site_id: '5' } }),
  'an access token whose staff member has no provider site': await forge({ typ: 'at+jwt', claims: { site_id: 4 } }),
  'an access token whose role is not of its portal': await forge({ typ: 'at+jwt', claims: { role: 'SuperAdmin' } }),
  'an access token signed with another key': await forge({ typ: 'at+jwt', key: otherKey }),
  'an access token of another issuer': await forge({ typ: 'at+jwt', claims: { iss: 'someone-else' } }),
};

/** Site tokens with a staff member's or the administrator's claims: still anonymous visitors. */
const SITE_TOKENS: Record<string, string> = {
  'the site token of getSiteIdOfClient': siteToken,
  'a site token carrying staff claims': await forge({
    typ: 'site+jwt',
    claims: { aud: 'ridedesk-site', role: 'SPAdmin', site_id: 6, client_id: 'admin-portal' },
  }),
  'a site token carrying administrator claims': await forge({
    typ: 'site+jwt',
    claims: { aud: 'ridedesk-site', role: 'SuperAdmin', site_id: 4, client_id: 'super-admin-portal' },
  }),
};

let ipCounter = 0;
/** Each request from its own address, so the rate limits of public routes never answer for a token. */
const get = (url: string, token?: string) => {
  ipCounter += 1;
  return t.app.inject({
    url,
    headers: { host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: `10.${16 + ((ipCounter >> 16) & 0x3f)}.${(ipCounter >> 8) & 0xff}.${ipCounter & 0xff}`,
  });
};

/** GET routes with no path parameter and no required query parameter. */
const parameterless = (await loadOperations(t)).filter(
  (op: Operation) => op.method === 'GET' && !op.path.includes('{') && !op.parameters.some((p) => p.required),
);

/** Which of them each signed-in caller's access token opens (answers 2xx). */
const opened = new Map<string, Set<string>>();
for (const [who, session] of Object.entries(sessions)) {
  for (const op of parameterless) {
    const res = await get(op.path, session.access_token);
    if (res.statusCode < 300) opened.set(op.path, (opened.get(op.path) ?? new Set()).add(who));
  }
}
const routes = [...opened.keys()].sort();
const providerRoutes = routes.filter((path) => opened.get(path)?.has('provider'));
const anonymous = new Map<string, number>();
for (const path of routes) anonymous.set(path, (await get(path)).statusCode);

describe('token confusion: only an access token opens anything', () => {
  it('When the routes are enumerated, then the provider, traveller and administrator access tokens open routes that need a signed-in caller', () => {
    expect(providerRoutes.length).toBeGreaterThan(20);
    expect(providerRoutes).toEqual(expect.arrayContaining(['/api/site', '/api/riderreview/getAllRiderReviews']));
    // The suite is only as good as its routes: some of them must refuse an anonymous caller.
    expect(routes.filter((path) => anonymous.get(path) === 401).length).toBeGreaterThan(10);
  });

  it('When the server signs tokens, then each says its kind: access tokens at+jwt for ridedesk-api, id_tokens JWT for their portal, site tokens site+jwt', () => {
    expect(headerOf(sessions.provider.access_token)).toMatchObject({ typ: 'at+jwt' });
    expect(claimsOf(sessions.provider.access_token)).toMatchObject({ aud: 'ridedesk-api', site_id: 5 });
    expect(headerOf(sessions.provider.id_token)).toMatchObject({ typ: 'JWT' });
    expect(claimsOf(sessions.provider.id_token)).toMatchObject({ aud: 'admin-portal' });
    expect(claimsOf(sessions.provider.id_token).site_id).toBeUndefined();
    expect(headerOf(siteToken)).toMatchObject({ typ: 'site+jwt' });
    expect(claimsOf(siteToken)).toMatchObject({ aud: 'ridedesk-site' });
  });

  for (const [kind, token] of Object.entries(REFUSED)) {
    it(`When ${kind} is the bearer, then every route the access tokens open answers 401`, async () => {
      const problems: string[] = [];
      for (const path of routes) {
        const res = await get(path, token);
        if (res.statusCode !== 401) problems.push(`${path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const [kind, token] of Object.entries(SITE_TOKENS)) {
    it(`When ${kind} is the bearer, then every route answers as to an anonymous visitor, never more`, async () => {
      const problems: string[] = [];
      for (const path of routes) {
        const res = await get(path, token);
        const expected = anonymous.get(path) ?? 0;
        if (res.statusCode !== expected) problems.push(`${path}: ${res.statusCode}, anonymous ${expected}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("When the provider's id_token is the bearer on the site list and the rider-review routes, then each answers 401 and names no site", async () => {
    const paths = [
      '/api/site',
      '/api/riderreview/getAllRiderReviews',
      '/api/riderreview/getAllRiderReviewsBySiteId',
      '/api/riderreview/getAllRiderAverageReview',
      '/api/riderreview/GetAllRiderAverageReviewBySiteId',
      '/api/riderreview/getRiderReviewCountByStarSiteId',
    ];
    for (const path of paths) {
      const res = await get(path, sessions.provider.id_token);
      expectErrorAnswer(res, 401, { message: expect.any(String), code: 'UNAUTHENTICATED' }, path);
    }
    // The same routes with the provider's access token: its own site only.
    const sites = (await get('/api/site', sessions.provider.access_token)).json();
    expect(sites.results.map((s: { id: number }) => s.id)).toEqual([5]);
    const reviews = (await get('/api/riderreview/getAllRiderReviews', sessions.provider.access_token)).json();
    expect(reviews.results.every((r: { siteId: number }) => r.siteId === 5)).toBe(true);
  });
});
