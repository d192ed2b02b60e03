import * as client from 'openid-client';

/** What the external provider vouches for after a successful code exchange. */
export type ExternalIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

/** The external sign-in port: an authorization URL out, a verified identity back. */
export type IdentityProvider = {
  authorizationUrl: (input: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeVerifier: string;
    loginHint?: string;
  }) => Promise<string>;
  exchange: (input: {
    redirectUri: string;
    callback: { code: string; state: string; iss?: string };
    state: string;
    nonce: string;
    codeVerifier: string;
  }) => Promise<ExternalIdentity>;
  newState: () => string;
  newNonce: () => string;
  newCodeVerifier: () => string;
};

/** The provider could not be reached or answered something unusable. */
export class IdentityProviderUnavailable extends Error {}
/** The provider refused the code (expired, replayed, state or nonce mismatch...). */
export class IdentityExchangeRefused extends Error {}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|.+\.localhost)$/;

/**
 * Any OpenID Connect provider through openid-client (discovery, authorization code with
 * PKCE S256, state and nonce). Plain http is allowed only for a provider on this machine.
 */
export const createOidcIdentityProvider = (cfg: {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}): IdentityProvider => {
  const issuer = new URL(cfg.issuerUrl);
  const insecure = issuer.protocol === 'http:' && LOOPBACK.test(issuer.hostname);
  let configuration: Promise<client.Configuration> | undefined;

  const config = () => {
    configuration ??= client
      .discovery(issuer, cfg.clientId, cfg.clientSecret, client.ClientSecretPost(cfg.clientSecret), {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw new IdentityProviderUnavailable(error instanceof Error ? error.message : String(error));
      });
    return configuration;
  };

  return {
    newState: () => client.randomState(),
    newNonce: () => client.randomNonce(),
    newCodeVerifier: () => client.randomPKCECodeVerifier(),

    authorizationUrl: async (input) => {
      const parameters: Record<string, string> = {
        redirect_uri: input.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: input.state,
        nonce: input.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (input.loginHint) parameters.login_hint = input.loginHint;
      return client.buildAuthorizationUrl(await config(), parameters).href;
    },

    exchange: async (input) => {
      const configured = await config();
      const currentUrl = new URL(input.redirectUri);
      currentUrl.searchParams.set('code', input.callback.code);
      currentUrl.searchParams.set('state', input.callback.state);
      if (input.callback.iss) currentUrl.searchParams.set('iss', input.callback.iss);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(configured, currentUrl, {
          pkceCodeVerifier: input.codeVerifier,
          expectedState: input.state,
          expectedNonce: input.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (error instanceof TypeError && /fetch failed/i.test(error.message))
          throw new IdentityProviderUnavailable(error.message);
        throw new IdentityExchangeRefused(error instanceof Error ? error.message : String(error));
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new IdentityExchangeRefused('the provider answered no ID token');
      // Some providers put only the subject in the ID token; the rest comes from userinfo.
      const claims: Record<string, unknown> & { iss: string; sub: string } =
        idClaims.email === undefined
          ? {
              ...(await client.fetchUserInfo(configured, tokens.access_token, idClaims.sub).catch((error: unknown) => {
                throw new IdentityProviderUnavailable(error instanceof Error ? error.message : String(error));
              })),
              iss: idClaims.iss,
              sub: idClaims.sub,
            }
          : idClaims;
      const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
      const name = text(claims.name).split(/\s+/);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email).toLowerCase() || null,
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name) || name[0] || '',
        lastName: text(claims.family_name) || name.slice(1).join(' '),
      };
    },
  };
};
