/**
 * What every master-data record (garage locations, fleets, price definitions, promo codes,
 * service locations) shares: who created and last changed it, its draft/publish/enable state,
 * who may change it, and how enable/disable changes it. One place, so the five answer alike.
 */
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import { person } from '../db/audit.ts';
import type { Actor } from '../plugins/auth.ts';
import { businessRule, forbidden } from './app-error.ts';
import type { UseCaseContext } from './use-case-context.ts';

/** A master-data change: someone signed in, acting on one site. */
export type ChangeCtx = UseCaseContext<Actor>;
/** enableDisable's input: the record, and the flag (none toggles). */
export type EnableChange = { id: number; isEnabled?: boolean };

type AuditRow = {
  createdOn: Date | string | null;
  createdById: number | null;
  createdByFirstName: string | null;
  updatedOn: Date | string | null;
  updatedById: number | null;
  updatedByFirstName: string | null;
};

/** Who created and last changed a record, and when (spec 02's createdBy/updatedBy). */
export const auditOf = <R extends AuditRow>(row: R) => ({
  createdOn: row.createdOn,
  createdBy: person({ id: row.createdById, firstName: row.createdByFirstName }),
  updatedOn: row.updatedOn,
  updatedBy: person({ id: row.updatedById, firstName: row.updatedByFirstName }),
});

type StateRow = AuditRow & { netUserId: number | null; isEnabled: boolean; isDraft: boolean; isPublished: boolean };

/** The tail of every draft-and-publish record's answer: its flags, netUserId and audit. */
export const recordStateOf = <R extends StateRow>(row: R) => ({
  netUserId: row.netUserId,
  isEnabled: row.isEnabled,
  isDraft: row.isDraft,
  isPublished: row.isPublished,
  ...auditOf(row),
});

/** Only a provider's administrator (or the platform's) changes master data: 403 otherwise. */
export const assertSiteAdmin = (actor: Actor, records: string) => {
  if (actor.role !== ROLES.spAdmin && actor.role !== ROLES.superAdmin)
    throw forbidden(`Only an administrator changes ${records}`);
};

/** Master data belongs to a provider's site: on the product site, 422 asking to choose one. */
export const assertProviderSite = (siteId: number) => {
  if (!isProviderSiteId(siteId)) throw businessRule(MASTER_DATA_MESSAGES.chooseProviderSite);
};

/** Enable or disable: the flag given, or the other state when none; netUserId records who did it. */
export const enabledChange = (actor: Actor, row: { isEnabled: boolean }, isEnabled?: boolean) => ({
  isEnabled: isEnabled ?? !row.isEnabled,
  netUserId: actor.userId,
  updatedBy: actor.userId,
});

/** Who adds a record, where: a site's administrator (or the platform's), on a provider's site. */
export const assertCanAdd = ({ actor, siteId }: ChangeCtx, records: string) => {
  assertSiteAdmin(actor, records);
  assertProviderSite(siteId);
};
