/**
 * Chauffeurs (/admin/chauffeurs, issue 21, decision 0028): a provider's drivers, users with the
 * Chauffeur role and a profile. Invited by e-mail as staff are, outside the plan's user count.
 */
import { CHAUFFEUR_MESSAGES, type ChauffeurInvite, type ChauffeurProfile } from '@ridedesk/domain/rides/chauffeur-form';
import { formatPhone } from '@ridedesk/domain/rides/phone';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { createInvitations, type InvitationDeps } from '../staff/invitations.service.ts';
import { type ChauffeurView, siteChauffeurs } from './chauffeurs.read-model.ts';
import * as repo from './chauffeurs.repository.ts';

export const CHAUFFEUR_INVITATION_TEMPLATE = 'ChauffeurInvitation_Template';

const toDto = (c: ChauffeurView) => ({
  id: c.userId,
  firstName: c.firstName,
  lastName: c.lastName,
  name: `${c.firstName} ${c.lastName}`.trim(),
  email: c.email,
  userName: c.userName,
  phone: c.phone,
  phoneDisplay: formatPhone(c.phone),
  photo: c.photo,
  licenceTypeId: c.licenceTypeId,
  licenceNumber: c.licenceNumber,
  licenceExpiry: c.licenceExpiry,
  vehicleTypeIds: c.vehicleTypeIds,
  workingHours: c.workingHours,
  daysOff: c.daysOff,
  active: c.active && c.status === 'Active',
  invitationPending: !c.passwordSet,
});
export type ChauffeurDto = ReturnType<typeof toDto>;

/** The catalogue says which licence (document) and vehicle types the site has added. */
export type ChauffeursDeps = InvitationDeps & { db: Db; catalog: Pick<CatalogService, 'siteMasterIds'> };

export const createChauffeursService = ({ db, users, mail, verification, catalog }: ChauffeursDeps) => {
  const invitations = createInvitations({ users, mail, verification });
  const one = async (siteId: number, id: number) => {
    const [row] = await siteChauffeurs(db, siteId, { ids: [id] });
    if (!row) throw notFound(CHAUFFEUR_MESSAGES.notFound);
    return row;
  };

  /** Refuses licence and vehicle types the site does not use (400 naming the field). */
  const assertSiteMasters = async (siteId: number, form: ChauffeurProfile) => {
    if (form.licenceTypeId !== null) {
      const found = await catalog.siteMasterIds('documentType', siteId, [form.licenceTypeId]);
      if (found.length === 0)
        throw badRequest(CHAUFFEUR_MESSAGES.licenceType, { licenceTypeId: CHAUFFEUR_MESSAGES.licenceType });
    }
    const wanted = [...new Set(form.vehicleTypeIds)];
    const found = await catalog.siteMasterIds('vehicleType', siteId, wanted);
    if (found.length !== wanted.length)
      throw badRequest(CHAUFFEUR_MESSAGES.vehicleType, { vehicleTypeIds: CHAUFFEUR_MESSAGES.vehicleType });
  };

  const profileValues = (form: ChauffeurProfile, at: Date): repo.ChauffeurValues => ({
    phone: form.phone,
    photo: form.photo,
    licenceTypeId: form.licenceTypeId,
    licenceNumber: form.licenceNumber,
    licenceExpiry: form.licenceExpiry,
    vehicleTypeIds: [...new Set(form.vehicleTypeIds)],
    workingHours: [...form.workingHours].sort((a, b) => a.weekday - b.weekday),
    daysOff: [...new Set(form.daysOff)].sort(),
    active: form.active,
    updatedOn: at,
  });

  return {
    /** The site's chauffeurs, searched and paged (10 a page). */
    list: async (ctx: UseCaseContext<Actor>, query: { search?: string; page: number; pageSize: number }) => {
      const all = await siteChauffeurs(db, ctx.siteId, { search: query.search?.trim() || undefined });
      const start = (query.page - 1) * query.pageSize;
      return { items: all.slice(start, start + query.pageSize).map(toDto), total: all.length };
    },

    /** Every chauffeur of the site as dispatch reads them (profiles for the fit rules). */
    profiles: (siteId: number, ids?: number[]) => siteChauffeurs(db, siteId, ids ? { ids } : {}),

    get: async (ctx: UseCaseContext<Actor>, id: number) => toDto(await one(ctx.siteId, id)),

    /** Creates the chauffeur's account and profile and mails a link to set the password. */
    invite: async (ctx: UseCaseContext<Actor>, opts: { origin: string; form: ChauffeurInvite }) => {
      const { form } = opts;
      await invitations.assertLoginFree(form);
      await assertSiteMasters(ctx.siteId, form);
      const invitation = await invitations.prepare({
        siteId: ctx.siteId,
        origin: opts.origin,
        template: CHAUFFEUR_INVITATION_TEMPLATE,
        invitee: form,
        invitedBy: ctx.actor.firstName,
      });
      const id = await db.transaction(async (tx) => {
        const userId = await invitations.createInvitee(tx, ctx.siteId, ROLES.chauffeur, {
          userName: form.userName,
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          phone: form.phone,
        });
        await repo.insertChauffeur(tx, ctx.siteId, userId, profileValues(form, ctx.now));
        await invitations.send(tx, ctx.siteId, { id: userId, email: form.email }, invitation);
        return userId;
      });
      return { ...toDto(await one(ctx.siteId, id)), message: CHAUFFEUR_MESSAGES.invited(form.email) };
    },

    /** Edits the profile and names (not the e-mail); an inactive chauffeur gets no new rides. */
    update: async (ctx: UseCaseContext<Actor>, id: number, form: ChauffeurProfile) => {
      await one(ctx.siteId, id);
      await assertSiteMasters(ctx.siteId, form);
      await db.transaction(async (tx) => {
        await users.updateProfile(tx, id, { firstName: form.firstName, lastName: form.lastName, phone: form.phone });
        await repo.updateChauffeur(tx, ctx.siteId, id, profileValues(form, ctx.now));
      });
      return { ...toDto(await one(ctx.siteId, id)), message: CHAUFFEUR_MESSAGES.saved };
    },
  };
};

export type ChauffeursService = ReturnType<typeof createChauffeursService>;
