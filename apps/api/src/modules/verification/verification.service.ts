import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../users/users.service.ts';
import * as repo from './verification.repository.ts';

export const VERIFICATION_LIMITS = {
  codeMinutes: 15,
  codeTries: 5,
  /** After a code is accepted, registration with that address is open this long. */
  verifiedMinutes: 60,
  resetMinutes: 30,
  emailChangeMinutes: 60,
} as const;

export const VERIFICATION_MESSAGES = {
  valid: 'Your e-mail address is verified.',
  missing: 'No code was sent to this address. Please ask for a new code.',
  used: 'This code was already used. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new code.',
  locked: 'Too many wrong tries. Please ask for a new code.',
  wrong: (left: number) =>
    left > 0
      ? `The code is not correct. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : 'The code is not correct. Please ask for a new code.',
} as const;

type Clock = () => Date;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Six digits, uniformly drawn. */
export const newVerificationCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A link token: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * One-time secrets mailed to an address. Six-digit codes are hashed with argon2id (their
 * 20 bits would fall to a fast hash at once); link tokens carry 256 bits and are stored as
 * SHA-256. One live secret per purpose and address: a new one replaces the old.
 */
export const createVerificationService = (deps: { db: Db; now: Clock }) => {
  const { db } = deps;
  const { now } = deps;
  const inMinutes = (minutes: number) => new Date(now().getTime() + minutes * 60_000);

  return {
    /** Stores a verification code for an address (hash it first with prepareCode). */
    prepareCode: async () => {
      const code = newVerificationCode();
      return { code, hash: await hashPassword(code) };
    },

    storeEmailCode: async (tx: Tx, input: { siteId: number; email: string; hash: string }) => {
      await repo.deleteLive(tx, 'email-verification', { email: input.email });
      await repo.insertSecret(tx, {
        siteId: input.siteId,
        purpose: 'email-verification',
        email: input.email.toLowerCase(),
        secretHash: input.hash,
        expiresAt: inMinutes(VERIFICATION_LIMITS.codeMinutes),
        createdOn: now(),
      });
    },

    /** isvalidemailverificationcode: the newest code of the address, at most 5 tries, once. */
    checkEmailCode: (email: string, code: string) =>
      db.transaction(async (tx) => {
        const row = await repo.latestForAddress(tx, 'email-verification', email);
        const refuse = (message: string, triesLeft = 0) => ({ isValid: false, message, triesLeft });
        if (!row) return refuse(VERIFICATION_MESSAGES.missing);
        if (row.usedAt) return refuse(VERIFICATION_MESSAGES.used);
        if (row.attempts >= VERIFICATION_LIMITS.codeTries) return refuse(VERIFICATION_MESSAGES.locked);
        if (row.expiresAt <= now()) return refuse(VERIFICATION_MESSAGES.expired);
        if (!(await verifyPassword(row.secretHash, code))) {
          const attempts = (await repo.countFailedTry(tx, row.id)) ?? VERIFICATION_LIMITS.codeTries;
          const left = Math.max(0, VERIFICATION_LIMITS.codeTries - attempts);
          return refuse(VERIFICATION_MESSAGES.wrong(left), left);
        }
        if (!(await repo.markUsed(tx, row.id, now()))) return refuse(VERIFICATION_MESSAGES.used);
        return { isValid: true, message: VERIFICATION_MESSAGES.valid, triesLeft: 0 };
      }),

    /** Registration: was the address verified within the last hour? Spends that proof. */
    spendVerifiedEmail: async (tx: Tx, email: string) => {
      const since = new Date(now().getTime() - VERIFICATION_LIMITS.verifiedMinutes * 60_000);
      const found = await repo.findVerified(tx, email, since);
      if (found) await repo.deleteForAddress(tx, 'email-verification', email);
      return Boolean(found);
    },

    /** A mailed link's token (password reset, e-mail change), replacing the user's live one. */
    storeLinkToken: async (
      tx: Tx,
      input: {
        purpose: 'password-reset' | 'email-change';
        siteId: number;
        userId: number;
        email: string;
        previousEmail?: string;
        token: string;
        minutes: number;
      },
    ) => {
      await repo.deleteLive(tx, input.purpose, { userId: input.userId });
      await repo.insertSecret(tx, {
        siteId: input.siteId,
        purpose: input.purpose,
        userId: input.userId,
        email: input.email.toLowerCase(),
        previousEmail: input.previousEmail?.toLowerCase() ?? null,
        secretHash: sha256(input.token),
        expiresAt: inMinutes(input.minutes),
        createdOn: now(),
      });
    },

    /**
     * Spends a link token when it is live and matches what it was issued for; answers the
     * row, or undefined for an unknown, used, expired or mismatched token (it stays unspent
     * when only the pair did not match).
     */
    spendLinkToken: async (
      tx: Tx,
      input: {
        purpose: 'password-reset' | 'email-change';
        token: string;
        matches?: (row: repo.VerificationRow) => boolean;
      },
    ) => {
      const row = await repo.findBySecretHash(tx, input.purpose, sha256(input.token));
      if (!row || row.usedAt || row.expiresAt <= now() || !row.userId) return undefined;
      if (input.matches && !input.matches(row)) return undefined;
      const spent = await repo.markUsed(tx, row.id, now());
      if (spent?.userId) await repo.expireLiveForUser(tx, input.purpose, spent.userId, now());
      return spent ?? undefined;
    },
  };
};

export type VerificationService = ReturnType<typeof createVerificationService>;
