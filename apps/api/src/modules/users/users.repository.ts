import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertRow } from '../../db/rows.ts';
import { roles, users } from './users.schema.ts';

const userColumns = {
  id: users.id,
  siteId: users.siteId,
  roleId: users.roleId,
  role: roles.name,
  userName: users.userName,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  preferredTimezone: users.preferredTimezone,
  preferredLanguageId: users.preferredLanguageId,
  authenticationType: users.authenticationType,
  status: users.status,
  emailVerified: users.emailVerified,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

const selectUsers = (db: Tx) => db.select(userColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId));

export const findUserById = async (db: Tx, id: number) => (await selectUsers(db).where(eq(users.id, id)))[0];

/** Sign-in accepts the user name or the e-mail address, in any letter case. */
export const findUserByLogin = async (db: Tx, login: string) => {
  const value = login.trim().toLowerCase();
  return (
    await selectUsers(db).where(sql`lower(${users.userName}) = ${value} or lower(${users.email}) = ${value}`).limit(1)
  )[0];
};

export const listRoles = (db: Tx) => db.select().from(roles).orderBy(roles.id);

export const findRoleByName = async (db: Tx, name: string) =>
  (await db.select().from(roles).where(eq(roles.name, name)))[0];

export const insertUser = async (db: Tx, values: typeof users.$inferInsert) => insertRow(db, users, values);

export const updateUser = (db: Tx, id: number, values: Partial<typeof users.$inferInsert>) =>
  db
    .update(users)
    .set({ ...values, updatedOn: new Date() })
    .where(eq(users.id, id));

/** True when the value is anyone's user name or e-mail address (sign-in accepts either). */
export const isLoginTaken = async (db: Tx, value: string, exceptUserId?: number) => {
  const v = value.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`(lower(${users.userName}) = ${v} or lower(${users.email}) = ${v})`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
};

export const findUserByEmail = async (db: Tx, email: string) =>
  (await selectUsers(db).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1))[0];

const STAFF_ROLE_NAMES = ['SPAdmin', 'SPUser'];

/** A site's staff (administrators and standard users), active or not, by name. */
export const listStaffOfSite = (db: Tx, siteId: number) =>
  selectUsers(db)
    .where(and(eq(users.siteId, siteId), inArray(roles.name, STAFF_ROLE_NAMES)))
    .orderBy(users.firstName, users.lastName, users.id);

/** How many active staff a site has. */
export const countActiveStaff = async (db: Tx, siteId: number) =>
  (
    await db
      .select({ n: count() })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.siteId, siteId), inArray(roles.name, STAFF_ROLE_NAMES), eq(users.status, 'Active')))
  )[0].n;
