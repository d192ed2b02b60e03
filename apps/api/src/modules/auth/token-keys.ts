import fs from 'node:fs';
import path from 'node:path';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export type SigningKeys = { privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK; kid: string };

const ALG = 'ES256';

const fromJwk = async (jwk: JWK): Promise<SigningKeys> => {
  const { d: _d, ...publicJwk } = jwk;
  const kid = jwk.kid ?? 'ridedesk-1';
  return {
    privateKey: (await importJWK(jwk, ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALG)) as CryptoKey,
    publicJwk: { ...publicJwk, kid, alg: ALG, use: 'sig' },
    kid,
  };
};

/**
 * The access-token signing key: JWT_PRIVATE_JWK when set, otherwise a key generated once
 * into the data directory (the embedded default), or kept in memory for tests.
 */
export const loadSigningKeys = async (opts: { privateJwk?: string; dataDir?: string }): Promise<SigningKeys> => {
  if (opts.privateJwk) return fromJwk(JSON.parse(opts.privateJwk) as JWK);
  const file = opts.dataDir ? path.join(opts.dataDir, 'keys', 'jwt-signing.jwk.json') : undefined;
  if (file && fs.existsSync(file)) return fromJwk(JSON.parse(fs.readFileSync(file, 'utf8')) as JWK);
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `ridedesk-${Date.now().toString(36)}` };
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  }
  return fromJwk(jwk);
};

export const SIGNING_ALG = ALG;
