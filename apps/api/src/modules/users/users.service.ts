import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client.ts';
import * as repo from './users.repository.ts';

/** argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

// Verified against when the account does not exist, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;

export const verifyPassword = async (passwordHash: string | null | undefined, password: string) => {
  if (!passwordHash) {
    dummyHash ??= hashPassword('ridedesk-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};

/** Users: accounts of every role. */
export const createUsersService = (db: Db) => ({
  findById: (id: number) => repo.findUserById(db, id),
  findByLogin: (login: string) => repo.findUserByLogin(db, login),
  roles: () => repo.listRoles(db),
  setPreferredLanguage: (userId: number, languageId: number) =>
    repo.updateUser(db, userId, { preferredLanguageId: languageId }),
});

export type UsersService = ReturnType<typeof createUsersService>;
