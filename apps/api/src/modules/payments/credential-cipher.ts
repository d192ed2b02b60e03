/**
 * Gateway credentials at rest: AES-256-GCM (node:crypto), a fresh 12-byte IV per value, and the
 * site, payment type and field bound in as additional data, so a stored value copied onto
 * another site's row does not decrypt. Stored as 'enc:v1:<key id>:<base64 iv|tag|ciphertext>'.
 *
 * The key comes from PAYMENTS_ENCRYPTION_KEY (32 bytes, base64 or hex; several keys separated
 * by commas, the first encrypting and all decrypting, for rotation); without it, a key generated
 * once into DATA_DIR/keys (the embedded default), or one kept in memory (tests).
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PREFIX = 'enc:v1:';

const parseKey = (text: string): Buffer => {
  const value = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('PAYMENTS_ENCRYPTION_KEY must be 32 bytes, in base64 or hex');
  return key;
};

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export type CredentialSlot = { siteId: number; paymentType: string; field: string };

export const createCredentialCipher = (keys: Buffer[]) => {
  if (keys.length === 0) throw new Error('No payments encryption key');
  const byId = new Map(keys.map((k) => [keyIdOf(k), k]));
  const [current] = keys;
  const currentId = keyIdOf(current);
  const aad = (ctx: CredentialSlot) => Buffer.from(`ridedesk:${ctx.siteId}:${ctx.paymentType}:${ctx.field}`);

  return {
    encrypt: (plain: string, ctx: CredentialSlot) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(aad(ctx));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${currentId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    /** The clear value; throws when the value was altered, moved, or made with an unknown key. */
    decrypt: (stored: string, ctx: CredentialSlot) => {
      if (!stored.startsWith(PREFIX)) throw new Error('Not an encrypted credential');
      const [keyId, payload] = stored.slice(PREFIX.length).split(':');
      const key = byId.get(keyId);
      if (!key || !payload) throw new Error('Credential encrypted with an unknown key');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(aad(ctx));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    /** Derived secrets for other local uses (the sandbox's order signatures). */
    derive: (label: string) => Buffer.from(hkdfSync('sha256', current, Buffer.alloc(0), label, 32)),
  };
};

export type CredentialCipher = ReturnType<typeof createCredentialCipher>;

/** PAYMENTS_ENCRYPTION_KEY, else the key file in the data directory (made once), else memory. */
export const loadCredentialCipher = (opts: { keys?: string; dataDir?: string }) => {
  if (opts.keys) return createCredentialCipher(opts.keys.split(',').filter(Boolean).map(parseKey));
  const file = opts.dataDir ? path.join(opts.dataDir, 'keys', 'payments.key') : undefined;
  if (file && fs.existsSync(file)) return createCredentialCipher([parseKey(fs.readFileSync(file, 'utf8'))]);
  const key = randomBytes(32);
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  }
  return createCredentialCipher([key]);
};

/** '••••1234': never more than the last four characters, nothing at all for short values. */
export const maskSecret = (value: string | null) => {
  if (!value) return null;
  return value.length >= 8 ? `••••${value.slice(-4)}` : '••••';
};
