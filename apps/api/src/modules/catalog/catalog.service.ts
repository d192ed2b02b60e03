import { CATALOG_KIND_META, type CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { applySaveAction, type SaveFlags, saveActionOf } from '@ridedesk/domain/master-data/draft-publish';
import {
  alreadyAddedMessage,
  duplicateNameMessage,
  MASTER_DATA_MESSAGES,
  sharedRecordMessage,
} from '@ridedesk/domain/master-data/messages';
import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import type { Db, Tx } from '../../db/client.ts';
import { businessRule, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { ChangeCtx, EnableChange } from '../../lib/record-state.ts';
import { ALL_SITES, oneSite, type PublicScope } from '../../lib/site-scope.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';

/** The catalogue's masters are the platform's: who asks decides what they see and may change. */
type ActorCtx = Pick<UseCaseContext<Actor, number | null>, 'actor'>;
/** A site's mappings: the site is the context's. */
type SiteCtx = Pick<UseCaseContext, 'siteId'>;

import { isShared, type MappingDto, onePerMaster, toMappingDto, toMasterDto } from './catalog.dto.ts';
import * as repo from './catalog.repository.ts';

/** A master's fields as a form sends them: name, description and the kind's own fields. */
export type MasterInput = repo.MasterValues;

/**
 * Where travellers' "by state" lists look: the sites serving a state, or null for every provider
 * site. Service locations (a later issue) supply the real lookup; until then every provider site
 * serves every state.
 */
export type SitesServingState = (state: string | undefined) => Promise<number[] | null>;
export const everyProviderSite: SitesServingState = async () => null;

export type OfferedFilters = {
  state?: string;
  masterIds?: number[];
  /** Keeps only the mappings of sites that pass (for example: sites with a fleet of that type). */
  having?: (siteId: number, masterId: number) => boolean;
};

const label = (kind: CatalogKind) => CATALOG_KIND_META[kind].label;
const nameKey = (name: string) => name.trim().toLowerCase();

/** Only the kind's own fields are stored; the vehicle picture defaults to No Image. */
const valuesFor = (kind: CatalogKind, input: MasterInput): repo.MasterValues => {
  const values: repo.MasterValues = { name: input.name, description: input.description ?? '' };
  for (const field of CATALOG_KIND_META[kind].extraFields) {
    const key = field as keyof repo.MasterValues;
    (values as Record<string, unknown>)[key] = input[key] ?? null;
  }
  if (kind === 'vehicleType') values.imageFileName = input.imageFileName ?? 'No Image';
  return values;
};

/**
 * A new master of a kind from its form: the platform's, shared with every site (no owner), or a
 * site's own, seen by that site only.
 */
const insertMaster = (
  tx: Tx,
  kind: CatalogKind,
  input: MasterInput & SaveFlags,
  owner: { ownerSiteId: number | null; by: number },
) =>
  repo.insertMaster(tx, {
    ...valuesFor(kind, input),
    ...applySaveAction(null, saveActionOf(input)),
    kind,
    isAvailableForOtherSites: owner.ownerSiteId === null,
    isEnabled: true,
    ownerSiteId: owner.ownerSiteId,
    createdBy: owner.by,
  });

const assertSiteAdmin = (actor: Actor) => {
  if (actor.role !== ROLES.spAdmin && actor.role !== ROLES.superAdmin)
    throw forbidden('Only an administrator changes the master data');
};

const assertProviderSite = (siteId: number) => {
  if (!isProviderSiteId(siteId)) throw businessRule(MASTER_DATA_MESSAGES.chooseProviderSite);
};

/** The master and site-mapping mechanism of spec 02, one implementation for every catalogue kind. */
export const createCatalogService = (db: Db, opts: { sitesServingState?: SitesServingState } = {}) => {
  const sitesServingState = opts.sitesServingState ?? everyProviderSite;

  const mappingOrNotFound = async (tx: Tx, kind: CatalogKind, siteId: number, id: number) => {
    const row = await repo.findMapping(tx, kind, siteId, id);
    if (!row) throw notFound(`The ${label(kind)} was not found`);
    return row;
  };

  const assertNameFree = async (tx: Tx, kind: CatalogKind, siteId: number, name: string, exceptMasterId?: number) => {
    const taken = await repo.mappedNames(tx, kind, siteId, exceptMasterId);
    if (taken.includes(nameKey(name))) throw conflict(duplicateNameMessage(label(kind), name));
  };

  const assertPlatformNameFree = async (tx: Tx, kind: CatalogKind, name: string, exceptId?: number) => {
    const platform = await repo.listMasters(tx, kind, { visibleTo: ALL_SITES });
    const clash = platform.find(
      (m) => m.ownerSiteId === null && m.id !== exceptId && nameKey(m.name) === nameKey(name),
    );
    if (clash) throw conflict(`A ${label(kind)} named "${name}" is already in the catalogue`);
  };

  const platformNameRace = (kind: CatalogKind, name: string) => (error: unknown) => {
    if (isUniqueViolation(error, 'catalog_masters_platform_name_uq'))
      throw conflict(`A ${label(kind)} named "${name}" is already in the catalogue`);
    throw error;
  };

  const siteSet = async (scope: PublicScope, state?: string): Promise<repo.SiteSet> => {
    if ('siteId' in scope) return { siteIds: [scope.siteId] };
    const serving = await sitesServingState(state);
    return serving ? { siteIds: serving } : { allProviderSites: true };
  };

  const offered = async (kind: CatalogKind, scope: PublicScope, filters: OfferedFilters) => {
    const listed = await repo.listMappings(db, kind, {
      sites: await siteSet(scope, filters.state),
      activeOnly: true,
      // An airport lies in a state; other kinds are filtered by the sites serving it.
      state: kind === 'airport' ? filters.state : undefined,
      masterIds: filters.masterIds,
    });
    const rows = filters.having ? listed.filter((r) => filters.having?.(r.siteId, r.master.id)) : listed;
    return ('siteId' in scope ? rows : onePerMaster(rows)).map((r) => toMappingDto(kind, r));
  };

  return {
    /** Master list: the administrator sees every master; staff the shared catalogue and their own. */
    listMasters: async ({ actor }: ActorCtx, kind: CatalogKind, filter: { isPublished?: boolean }) => {
      const visibleTo = actor.role === ROLES.superAdmin ? ALL_SITES : oneSite(actor.siteId);
      const rows = await repo.listMasters(db, kind, { visibleTo, isPublished: filter.isPublished });
      return rows.map((r) => toMasterDto(kind, r));
    },

    /** The administrator's Add: a master available to other sites. */
    createMaster: async ({ actor }: ActorCtx, kind: CatalogKind, input: MasterInput & SaveFlags) => {
      if (actor.role !== ROLES.superAdmin) throw forbidden('Only the platform administrator manages the catalogue');
      return db
        .transaction(async (tx) => {
          await assertPlatformNameFree(tx, kind, input.name);
          const id = await insertMaster(tx, kind, input, { ownerSiteId: null, by: actor.userId });
          return toMasterDto(kind, (await repo.findMaster(tx, kind, id))!);
        })
        .catch(platformNameRace(kind, input.name));
    },

    updateMaster: async (
      { actor }: ActorCtx,
      kind: CatalogKind,
      {
        id,
        ...input
      }: MasterInput & SaveFlags & { id: number; isEnabled?: boolean; isAvailableForOtherSites?: boolean },
    ) => {
      if (actor.role !== ROLES.superAdmin) throw forbidden('Only the platform administrator manages the catalogue');
      return db
        .transaction(async (tx) => {
          const current = await repo.findMaster(tx, kind, id);
          if (!current) throw notFound(`The ${label(kind)} was not found`);
          if (current.ownerSiteId === null) await assertPlatformNameFree(tx, kind, input.name, id);
          await repo.updateMaster(tx, kind, id, {
            ...valuesFor(kind, input),
            ...applySaveAction(current, saveActionOf(input)),
            isEnabled: input.isEnabled,
            isAvailableForOtherSites: input.isAvailableForOtherSites,
            updatedBy: actor.userId,
          });
          return toMasterDto(kind, (await repo.findMaster(tx, kind, id))!);
        })
        .catch(platformNameRace(kind, input.name));
    },

    listMappings: async ({ siteId }: SiteCtx, kind: CatalogKind, filter: { isPublished?: boolean } = {}) =>
      (await repo.listMappings(db, kind, { sites: { siteIds: [siteId] }, isPublished: filter.isPublished })).map((r) =>
        toMappingDto(kind, r),
      ),

    /** Add New at site level: a master of the site's own, not available to other sites, and its mapping. */
    createMapping: async (
      { actor, siteId }: ChangeCtx,
      kind: CatalogKind,
      input: MasterInput & SaveFlags & { isEnabled?: boolean },
    ): Promise<{ mapping: MappingDto; wasFirst: boolean }> => {
      assertSiteAdmin(actor);
      assertProviderSite(siteId);
      return db.transaction(async (tx) => {
        await assertNameFree(tx, kind, siteId, input.name);
        const wasFirst = (await repo.countMappingsOfKind(tx, kind, siteId)) === 0;
        const masterId = await insertMaster(tx, kind, input, { ownerSiteId: siteId, by: actor.userId });
        const id = await repo.insertMapping(tx, {
          siteId,
          kind,
          masterId,
          isEnabled: input.isEnabled ?? true,
          isPrimarySiteMapping: true,
          createdBy: actor.userId,
        });
        return { mapping: toMappingDto(kind, (await repo.findMapping(tx, kind, siteId, id))!), wasFirst };
      });
    },

    /** Edit at site level; a shared record is refused (spec 02 sections 2 and 6). */
    updateMapping: async (
      { actor, siteId }: ChangeCtx,
      kind: CatalogKind,
      { id, ...input }: MasterInput & SaveFlags & { id: number; isEnabled?: boolean },
    ) => {
      assertSiteAdmin(actor);
      return db.transaction(async (tx) => {
        const current = await mappingOrNotFound(tx, kind, siteId, id);
        if (isShared(current)) throw businessRule(sharedRecordMessage(label(kind)));
        await assertNameFree(tx, kind, siteId, input.name, current.master.id);
        await repo.updateMaster(tx, kind, current.master.id, {
          ...valuesFor(kind, input),
          ...applySaveAction(current.master, saveActionOf(input)),
          updatedBy: actor.userId,
        });
        await repo.updateMapping(tx, siteId, id, { isEnabled: input.isEnabled, updatedBy: actor.userId });
        return toMappingDto(kind, (await repo.findMapping(tx, kind, siteId, id))!);
      });
    },

    /** Enable or disable the site's mapping; without a flag it toggles. Allowed on shared records. */
    setMappingEnabled: async ({ actor, siteId }: ChangeCtx, kind: CatalogKind, { id, isEnabled }: EnableChange) => {
      assertSiteAdmin(actor);
      return db.transaction(async (tx) => {
        const current = await mappingOrNotFound(tx, kind, siteId, id);
        await repo.updateMapping(tx, siteId, id, {
          isEnabled: isEnabled ?? !current.isEnabled,
          updatedBy: actor.userId,
        });
        return toMappingDto(kind, (await repo.findMapping(tx, kind, siteId, id))!);
      });
    },

    /** The Add Existing dialog's choices. */
    unmappedMasters: async ({ siteId }: SiteCtx, kind: CatalogKind) =>
      (await repo.listUnmappedMasters(db, kind, siteId)).map((r) => toMasterDto(kind, r)),

    /** Add Existing: map published shared masters to the site, refusing duplicates by name. */
    addExisting: async (
      { actor, siteId }: ChangeCtx,
      kind: CatalogKind,
      { masterIds }: { masterIds: number[] },
    ): Promise<{ mappings: MappingDto[]; wasFirst: boolean }> => {
      assertSiteAdmin(actor);
      assertProviderSite(siteId);
      return db.transaction(async (tx) => {
        const wasFirst = (await repo.countMappingsOfKind(tx, kind, siteId)) === 0;
        const masters = new Map((await repo.findMasters(tx, kind, masterIds)).map((m) => [m.id, m]));
        const alreadyMapped = new Set(await repo.mappedMasterIds(tx, siteId, masterIds));
        const takenNames = new Set(await repo.mappedNames(tx, kind, siteId));
        const ids: number[] = [];
        for (const masterId of masterIds) {
          const master = masters.get(masterId);
          if (!master || (!master.isAvailableForOtherSites && master.ownerSiteId !== siteId))
            throw notFound(`The ${label(kind)} was not found`);
          if (alreadyMapped.has(masterId)) throw conflict(alreadyAddedMessage(label(kind), master.name));
          if (!master.isPublished || !master.isEnabled)
            throw businessRule(`Only published ${CATALOG_KIND_META[kind].plural.toLowerCase()} can be added`);
          if (takenNames.has(nameKey(master.name))) throw conflict(duplicateNameMessage(label(kind), master.name));
          takenNames.add(nameKey(master.name));
          ids.push(
            await repo.insertMapping(tx, {
              siteId,
              kind,
              masterId,
              isEnabled: true,
              isPrimarySiteMapping: false,
              createdBy: actor.userId,
            }),
          );
        }
        const rows = await repo.listMappings(tx, kind, { sites: { siteIds: [siteId] }, masterIds });
        return { mappings: rows.filter((r) => ids.includes(r.id)).map((r) => toMappingDto(kind, r)), wasFirst };
      });
    },

    /**
     * Travellers' lists (getVehicleTypeBySiteIdOrState and the like): the enabled, published
     * mappings of one site, or of every site serving the state, one entry per master.
     */
    offeredMappings: (kind: CatalogKind, scope: PublicScope, filters: OfferedFilters = {}) =>
      offered(kind, scope, filters),

    /** Whether a site offers a master now (mapped, enabled, published). */
    isOffered: async (kind: CatalogKind, siteId: number, masterId: number) =>
      (await offered(kind, { siteId }, { masterIds: [masterId] })).length > 0,

    /** Names of masters by id, for lists of other modules (a fleet's vehicle type). */
    masterNames: async (kind: CatalogKind, ids: number[]) =>
      new Map((await repo.findMasters(db, kind, [...new Set(ids)])).map((m) => [m.id, m.name])),

    /** Names of the site's enabled, published records of a kind (a fleet's amenities). */
    offeredNames: async (kind: CatalogKind, siteId: number) =>
      (await repo.listMappings(db, kind, { sites: { siteIds: [siteId] }, activeOnly: true })).map((r) => r.master.name),

    /** Which of these masters of a kind a site has added, in any state (a chauffeur's licence and vehicle types). */
    siteMasterIds: (kind: CatalogKind, siteId: number, ids: number[]) => repo.mappedMasterIds(db, siteId, ids, kind),

    /** Every mapping of a site for a kind, in any state (charts). */
    siteMappings: async (kind: CatalogKind, siteId: number) =>
      (await repo.listMappings(db, kind, { sites: { siteIds: [siteId] } })).map((r) => ({
        masterId: r.master.id,
        name: r.master.name,
        isOffered: r.isEnabled && r.master.isEnabled && r.master.isPublished,
      })),

    /** Mapping counts per kind for the setup checklist. */
    countsBySite: ({ siteId }: SiteCtx) => repo.countMappingsByKind(db, siteId),
  };
};

export type CatalogService = ReturnType<typeof createCatalogService>;
