import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCredentialCipher, loadCredentialCipher, maskSecret } from './credential-cipher.ts';

const ctx = { siteId: 5, paymentType: 'AuthorizeNet', field: 'transactionKey' };

describe('credential encryption', () => {
  it('When a credential is stored, then it is not readable and decrypts only in its own place', () => {
    const cipher = createCredentialCipher([randomBytes(32)]);
    const stored = cipher.encrypt('346HZ32z3fP4hTG2', ctx);
    expect(stored).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(stored).not.toContain('346HZ32z3fP4hTG2');
    expect(cipher.encrypt('346HZ32z3fP4hTG2', ctx)).not.toBe(stored);
    expect(cipher.decrypt(stored, ctx)).toBe('346HZ32z3fP4hTG2');
    expect(() => cipher.decrypt(stored, { ...ctx, siteId: 6 })).toThrow();
    expect(() => cipher.decrypt(stored, { ...ctx, field: 'apiloginId' })).toThrow();
    const tampered = stored.slice(0, -4) + (stored.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => cipher.decrypt(tampered, ctx)).toThrow();
  });

  it('When the key is rotated, then old values still decrypt and new ones use the new key', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const before = createCredentialCipher([oldKey]).encrypt('secret-value', ctx);
    const rotated = loadCredentialCipher({ keys: `${newKey.toString('base64')},${oldKey.toString('hex')}` });
    expect(rotated.decrypt(before, ctx)).toBe('secret-value');
    expect(createCredentialCipher([oldKey]).decrypt.bind(null, rotated.encrypt('x', ctx), ctx)).toThrow();
  });

  it('When no key is configured, then one is generated once into the data directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridedesk-keys-'));
    const first = loadCredentialCipher({ dataDir: dir });
    const stored = first.encrypt('abc', ctx);
    const file = path.join(dir, 'keys', 'payments.key');
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(loadCredentialCipher({ dataDir: dir }).decrypt(stored, ctx)).toBe('abc');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('When a key has the wrong length, then loading refuses it', () => {
    expect(() => loadCredentialCipher({ keys: 'c2hvcnQ=' })).toThrow(/32 bytes/);
  });

  it('When a secret is shown, then only its last four characters are', () => {
    expect(maskSecret('346HZ32z3fP4hTG2')).toBe('••••hTG2');
    expect(maskSecret('abc')).toBe('••••');
    expect(maskSecret(null)).toBeNull();
  });
});
