/**
 * A real OpenID Connect provider on this machine (the registry package oidc-provider), for
 * tests and browser journeys of external sign-in. Its development login page accepts any
 * login; the accounts given here decide the claims (e-mail, given and family name).
 *
 *   npx tsx apps/api/test/local-oidc-provider.ts --port 4010 \
 *     --redirect http://localhost:3000/googleredirect --redirect http://citylimo.localhost:3000/googleredirect
 *
 * prints the issuer, client id and secret to put in OIDC_ISSUER_URL, GOOGLE_CLIENT_ID and
 * GOOGLE_CLIENT_SECRET.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export type LocalAccount = { email: string; givenName: string; familyName: string; emailVerified?: boolean };

export type LocalOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plays the person at the provider's pages: signs in as `login`, consents, answers the callback URL. */
  signIn: (authorizationUrl: string, login: string) => Promise<URL>;
  close: () => Promise<void>;
};

/** Claims for a login not listed: the login itself as the address, names taken from it. */
const accountFor = (accounts: Record<string, LocalAccount>, login: string): LocalAccount => {
  const known = accounts[login];
  if (known) return known;
  const local = login.split('@')[0] ?? login;
  const [given, ...family] = local.split(/[._-]/);
  const title = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return {
    email: login.includes('@') ? login : `${login}@oidc.localhost`,
    givenName: title(given || local),
    familyName: title(family.join(' ') || 'User'),
  };
};

export const startLocalOidcProvider = async (
  opts: {
    port?: number;
    clientId?: string;
    clientSecret?: string;
    redirectUris: string[];
    accounts?: Record<string, LocalAccount>;
  } = { redirectUris: [] },
): Promise<LocalOidcProvider> => {
  const clientId = opts.clientId ?? 'ridedesk-local';
  const clientSecret = opts.clientSecret ?? 'ridedesk-local-secret';
  const accounts = opts.accounts ?? {};
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => {
        const a = accountFor(accounts, id);
        return {
          sub: id,
          email: a.email,
          email_verified: a.emailVerified ?? true,
          given_name: a.givenName,
          family_name: a.familyName,
          name: `${a.givenName} ${a.familyName}`,
        };
      },
    }),
    cookies: { keys: ['ridedesk-local-oidc-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());

  const signIn = async (authorizationUrl: string, login: string) => {
    const jar = new Map<string, string>();
    const call = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      return res;
    };
    const isCallback = (url: string) => opts.redirectUris.some((r) => url.startsWith(r));
    let url = authorizationUrl;
    for (let step = 0; step < 20; step++) {
      if (isCallback(url)) return new URL(url);
      const res = await call(url);
      const location = res.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await res.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      const prompt = html.match(/name="prompt" value="([^"]+)"/)?.[1];
      if (!action || !prompt)
        throw new Error(`unexpected page from the provider (${res.status}): ${html.slice(0, 300)}`);
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      const posted = await call(new URL(action.replace(/&amp;/g, '&'), url).href, {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const next = posted.headers.get('location');
      if (!next) throw new Error(`the provider did not continue after ${prompt} (${posted.status})`);
      url = new URL(next, url).href;
    }
    throw new Error('the provider never returned to the callback');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (name: string) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []));
  const started = await startLocalOidcProvider({
    port: Number(value('--port')[0] ?? 4010),
    redirectUris: value('--redirect'),
  });
  console.log(
    `Local OpenID provider: OIDC_ISSUER_URL=${started.issuer} GOOGLE_CLIENT_ID=${started.clientId} GOOGLE_CLIENT_SECRET=${started.clientSecret}`,
  );
}
