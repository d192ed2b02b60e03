import {
  canActivateAnother,
  STAFF_MESSAGES,
  STAFF_STATUS,
  type StaffCreate,
  type StaffRole,
  type StaffUpdate,
  userLimitMessage,
} from '@ridedesk/domain/staff/staff-form';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { businessRule, notFound } from '../../lib/app-error.ts';
import { onePage } from '../../lib/paged-query.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitePlan } from '../subscriptions/subscriptions.service.ts';
import type { UserRow } from '../users/users.service.ts';
import { createInvitations, type InvitationDeps, type Invitee } from './invitations.service.ts';

/** The mail template of the invitation (seeded with the reference data). */
export const STAFF_INVITATION_TEMPLATE = 'StaffInvitation_Template';

const toStaffDto = (user: UserRow) => ({
  id: user.id,
  siteId: user.siteId,
  userName: user.userName,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phone ?? '',
  role: user.role as StaffRole,
  status: user.status === 'Active' ? STAFF_STATUS.active : STAFF_STATUS.disabled,
  isEnabled: user.status === 'Active',
  /** Invited and not yet signed up: no password set. */
  invitationPending: !user.passwordHash && user.authenticationType === 'local',
});
export type StaffDto = ReturnType<typeof toStaffDto>;

export type StaffDeps = InvitationDeps & {
  db: Db;
  auth: Pick<AuthService, 'revokeAllSessions'>;
  /** The plan in force for a site (subscriptions' currentPlanOfSite). */
  planOf: (siteId: number, at: Date) => Promise<SitePlan | null>;
};

type Ctx = UseCaseContext<Actor>;

/** Staff (/admin/users): a provider's admin and standard users, bounded by the plan's noOfUsers. */
export const createStaffService = (deps: StaffDeps) => {
  const { db, users, auth } = deps;
  const invitations = createInvitations(deps);

  /** One active-staff change at a time per site, so two requests cannot both take the last seat. */
  const lockSiteStaff = (tx: Tx, siteId: number) =>
    tx.execute(sql`select pg_advisory_xact_lock(${0x5374_6166}, ${siteId})`);

  const staffMember = async (siteId: number, id: number, tx: Tx = db) => {
    const user = await users.findByIdIn(tx, id);
    if (!user || user.siteId !== siteId || (user.role !== 'SPAdmin' && user.role !== 'SPUser'))
      throw notFound('User not found');
    return user;
  };

  /** Refuses when the plan has no seat left for one more active staff member. */
  const assertSeatLeft = async (tx: Tx, siteId: number, plan: SitePlan | null) => {
    if (!plan) throw businessRule(STAFF_MESSAGES.noPlan);
    const active = await users.countActiveStaff(tx, siteId);
    if (!canActivateAnother(active, plan.noOfUsers))
      throw businessRule(userLimitMessage(plan.planName, plan.noOfUsers));
  };

  /** Refuses changes that would leave the site without an active admin, or that touch oneself. */
  const assertNotSelf = (actor: Actor, userId: number) => {
    if (actor.userId === userId) throw businessRule(STAFF_MESSAGES.notYourself);
  };

  const assertAnotherAdmin = (all: UserRow[], exceptId: number) => {
    if (!all.some((u) => u.id !== exceptId && u.role === 'SPAdmin' && u.status === 'Active'))
      throw businessRule(STAFF_MESSAGES.lastAdmin);
  };

  /** The invitation mail of a user of the site (rendered before the transaction that stores it). */
  const prepareInvitation = (siteId: number, origin: string, invitee: Invitee, invitedBy: string) =>
    invitations.prepare({ siteId, origin, template: STAFF_INVITATION_TEMPLATE, invitee, invitedBy });

  const planSummary = (plan: SitePlan | null, active: number) => ({
    planName: plan?.planName ?? null,
    noOfUsers: plan?.noOfUsers ?? 0,
    activeUsers: active,
    canAddUser: plan ? canActivateAnother(active, plan.noOfUsers) : false,
  });

  return {
    /** The site's staff, searched and paged, with the plan's user count and how many are active. */
    listStaff: async ({ siteId, now }: Ctx, query: { search?: string; page: number; pageSize: number }) => {
      const all = await users.listStaffOfSite(siteId);
      const needle = query.search?.trim().toLowerCase();
      const matching = needle
        ? all.filter((u) =>
            [`${u.firstName} ${u.lastName}`, u.email, u.userName, u.phone ?? ''].some((v) =>
              v.toLowerCase().includes(needle),
            ),
          )
        : all;
      const active = all.filter((u) => u.status === 'Active').length;
      const plan = await deps.planOf(siteId, now);
      return {
        staff: onePage(matching, query).map(toStaffDto),
        total: matching.length,
        ...planSummary(plan, active),
      };
    },

    getStaffMember: async ({ siteId }: Pick<Ctx, 'siteId'>, { id }: { id: number }) =>
      toStaffDto(await staffMember(siteId, id)),

    /** Adds a user to the site, within the plan's user count, and mails them a link to set a password. */
    createStaff: async ({ actor, siteId, now }: Ctx, { origin, ...form }: StaffCreate & { origin: string }) => {
      await invitations.assertLoginFree(form);
      const plan = await deps.planOf(siteId, now);
      const invitation = await prepareInvitation(siteId, origin, form, actor.firstName);
      const id = await db.transaction(async (tx) => {
        await lockSiteStaff(tx, siteId);
        await assertSeatLeft(tx, siteId, plan);
        const userId = await invitations.createInvitee(tx, siteId, form.role, {
          userName: form.userName,
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phoneNumber,
        });
        await invitations.send(tx, siteId, { id: userId, email: form.email }, invitation);
        return userId;
      });
      return { ...toStaffDto(await staffMember(siteId, id)), message: STAFF_MESSAGES.invited(form.email) };
    },

    /** Changes a user's names, phone and role; nobody changes their own role, one admin stays. */
    updateStaff: async ({ actor, siteId }: Ctx, { id, ...form }: StaffUpdate & { id: number }) => {
      const user = await staffMember(siteId, id);
      if (form.role !== user.role) {
        assertNotSelf(actor, id);
        if (user.role === 'SPAdmin') assertAnotherAdmin(await users.listStaffOfSite(siteId), id);
      }
      await db.transaction(async (tx) => {
        await users.updateProfile(tx, id, {
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phoneNumber ?? '',
        });
        if (form.role !== user.role) await users.setRoleAndStatus(tx, id, { role: form.role });
      });
      return { ...toStaffDto(await staffMember(siteId, id)), message: STAFF_MESSAGES.saved };
    },

    /** Disables (ending their sessions) or re-enables a user; re-enabling needs a seat in the plan. */
    setStaffEnabled: async ({ actor, siteId, now }: Ctx, { id, isEnabled }: { id: number; isEnabled: boolean }) => {
      const user = await staffMember(siteId, id);
      assertNotSelf(actor, id);
      const wasEnabled = user.status === 'Active';
      if (wasEnabled === isEnabled)
        return { ...toStaffDto(user), message: isEnabled ? STAFF_MESSAGES.enabled : STAFF_MESSAGES.disabled };
      if (!isEnabled && user.role === 'SPAdmin') assertAnotherAdmin(await users.listStaffOfSite(siteId), id);
      const plan = isEnabled ? await deps.planOf(siteId, now) : null;
      await db.transaction(async (tx) => {
        await lockSiteStaff(tx, siteId);
        if (isEnabled) await assertSeatLeft(tx, siteId, plan);
        await users.setRoleAndStatus(tx, id, { status: isEnabled ? STAFF_STATUS.active : STAFF_STATUS.disabled });
        if (!isEnabled) await auth.revokeAllSessions(id, tx);
      });
      return {
        ...toStaffDto(await staffMember(siteId, id)),
        message: isEnabled ? STAFF_MESSAGES.enabled : STAFF_MESSAGES.disabled,
      };
    },

    /** Mails a new invitation to a user who has not set a password yet (the old link stops working). */
    resendInvitation: async ({ actor, siteId }: Ctx, { id, origin }: { id: number; origin: string }) => {
      const user = await staffMember(siteId, id);
      if (user.passwordHash || user.status !== 'Active') throw businessRule(STAFF_MESSAGES.alreadyActive);
      const invitation = await prepareInvitation(siteId, origin, user, actor.firstName);
      await db.transaction((tx) => invitations.send(tx, siteId, user, invitation));
      return { ...toStaffDto(user), message: STAFF_MESSAGES.invited(user.email) };
    },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;
