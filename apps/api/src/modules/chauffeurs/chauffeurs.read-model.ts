/**
 * The chauffeurs of a site as the back office and dispatch read them: the user (names, e-mail,
 * whether they have set a password) joined with the profile. Read-only.
 */
import { ROLES } from '@ridedesk/domain/shared/constants';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { anyContains } from '../../db/text-search.ts';
import { roles, users } from '../users/users.schema.ts';
import { chauffeurs } from './chauffeurs.schema.ts';

const searchWhere = (search: string) =>
  anyContains([sql`${users.firstName} || ' ' || ${users.lastName}`, users.email, chauffeurs.phone], search.trim());

const chauffeurColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userName: users.userName,
  status: users.status,
  passwordSet: sql<boolean>`${users.passwordHash} is not null`,
  phone: chauffeurs.phone,
  photo: chauffeurs.photo,
  licenceTypeId: chauffeurs.licenceTypeId,
  licenceNumber: chauffeurs.licenceNumber,
  licenceExpiry: chauffeurs.licenceExpiry,
  vehicleTypeIds: chauffeurs.vehicleTypeIds,
  workingHours: chauffeurs.workingHours,
  daysOff: chauffeurs.daysOff,
  active: chauffeurs.active,
};

/** The site's chauffeurs with their profiles (a chauffeur is a user with the Chauffeur role and a profile). */
export const siteChauffeurs = (db: Tx, siteId: number, filter: { ids?: number[]; search?: string } = {}) =>
  db
    .select(chauffeurColumns)
    .from(chauffeurs)
    .innerJoin(users, eq(users.id, chauffeurs.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(chauffeurs.siteId, siteId),
        eq(users.siteId, siteId),
        eq(roles.name, ROLES.chauffeur),
        filter.ids ? inArray(chauffeurs.userId, filter.ids.length > 0 ? filter.ids : [-1]) : undefined,
        filter.search ? searchWhere(filter.search) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));

export type ChauffeurView = Awaited<ReturnType<typeof siteChauffeurs>>[number];
