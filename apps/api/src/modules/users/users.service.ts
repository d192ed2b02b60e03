import { hash, verify } from '@node-rs/argon2';
import type { Role } from '@ridedesk/domain/shared/constants';
import type { Db, Tx } from '../../db/client.ts';
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

  /** Whether a user name or address is taken, as either (sign-in accepts both). */
  isLoginTaken: (value: string, opts: { tx?: Tx; exceptUserId?: number } = {}) =>
    repo.isLoginTaken(opts.tx ?? db, value, opts.exceptUserId),
  findByEmail: (email: string, tx: Tx = db) => repo.findUserByEmail(tx, email),
  findByIdIn: (tx: Tx, id: number) => repo.findUserById(tx, id),

  /** Creates an account in the caller's transaction and answers its id. */
  createUser: async (tx: Tx, values: NewUser) => {
    const role = await repo.findRoleByName(tx, values.role);
    if (!role) throw new Error(`unknown role ${values.role}`);
    const { role: _role, ...rest } = values;
    return repo.insertUser(tx, { ...rest, roleId: role.id });
  },

  setPasswordHash: (tx: Tx, userId: number, passwordHash: string) => repo.updateUser(tx, userId, { passwordHash }),

  /** A site's staff, active or not (the users screen), and the count of the active ones. */
  listStaffOfSite: (siteId: number, tx: Tx = db) => repo.listStaffOfSite(tx, siteId),
  countActiveStaff: (tx: Tx, siteId: number) => repo.countActiveStaff(tx, siteId),

  /** Changes a user's role and/or status ('Active', 'Disabled') in the caller's transaction. */
  setRoleAndStatus: async (tx: Tx, userId: number, change: { role?: Role; status?: string }) => {
    const role = change.role ? await repo.findRoleByName(tx, change.role) : undefined;
    if (change.role && !role) throw new Error(`unknown role ${change.role}`);
    await repo.updateUser(tx, userId, {
      ...(role ? { roleId: role.id } : {}),
      ...(change.status ? { status: change.status } : {}),
    });
  },

  /** Changes profile fields (and, once confirmed, the e-mail address) in the caller's transaction. */
  updateProfile: (tx: Tx, userId: number, values: ProfileChange) => repo.updateUser(tx, userId, values),
});

export type NewUser = {
  siteId: number;
  role: Role;
  userName: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phone?: string | null;
  authenticationType: 'local' | 'google';
  emailVerified: boolean;
  preferredLanguageId?: number | null;
};

export type ProfileChange = Partial<{
  firstName: string;
  lastName: string;
  phone: string;
  preferredTimezone: string | null;
  email: string;
  emailVerified: boolean;
}>;

export type UsersService = ReturnType<typeof createUsersService>;
/** A user as the users module answers it (other modules read users through this service, never its repository). */
export type UserRow = repo.UserRow;
