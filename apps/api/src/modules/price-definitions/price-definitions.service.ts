import { PRICE_BASES, type PriceBasis, type PriceDefinitionRates } from '@ridedesk/domain/booking/pricing';
import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import { applySaveAction, type SaveFlags, saveActionOf } from '@ridedesk/domain/master-data/draft-publish';
import {
  basisRateIssues,
  PRICE_DEFINITION_MESSAGES,
  type PriceDefinitionForm,
  priceDefinitionRates,
} from '@ridedesk/domain/pricing/price-definition-form';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import * as record from '../../lib/record-state.ts';
import type { PublicScope } from '../../lib/site-scope.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import { type CatalogService, createCatalogService } from '../catalog/catalog.service.ts';
import { isOnePriceViolation, type OnePriceNames, onePriceConflict } from './one-price.ts';
import * as repo from './price-definitions.repository.ts';

const NOT_FOUND = 'The price definition was not found';
const duplicateName = (name: string) => `A price definition named "${name}" is already on this site`;

/** What this module needs of the fleets module: a site's fleets, and one of them (404 when not the site's). */
export type FleetLookup = {
  list: (ctx: Ctx) => Promise<{ id: number; nickName: string; vin: string; vehicleTypeId: number }[]>;
  get: (ctx: Ctx, key: { id: number }) => Promise<{ id: number; vehicleTypeId: number; nickName: string }>;
};

/** What a read needs of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;
const RECORDS = 'price definitions';

type MasterLike = { id: number; name: string; isEnabled: boolean; isPublished: boolean; basis?: unknown };
type SiteMapping = { isEnabled: boolean; master: MasterLike };

const isBasis = (value: unknown): value is PriceBasis => PRICE_BASES.includes(value as PriceBasis);

const money = (value: string | number) => Number(value);

/** The rates of a row in dollars (numbers) and, for the money rules, in cents. */
const ratesOf = (row: repo.DefinitionRow) => ({
  baseFare: money(row.baseFare),
  perMileRate: money(row.perMileRate),
  perHourRate: money(row.perHourRate),
  minimumHours: money(row.minimumHours),
  minimumFare: money(row.minimumFare),
  taxPercentage: money(row.taxPercentage),
});

type Names = {
  vehicleType?: string;
  serviceType?: string;
  serviceUserType?: string;
  priceType?: string;
  basis?: PriceBasis | null;
  fleets: Map<number, { id: number; nickName: string; vin: string }>;
};

const toDefinitionDto = (row: repo.DefinitionRow, names: Names) => ({
  id: row.id,
  siteId: row.siteId,
  name: row.name,
  vehicleTypeId: row.vehicleTypeId,
  vehicleType: names.vehicleType ?? null,
  serviceTypeId: row.serviceTypeId,
  serviceType: names.serviceType ?? null,
  serviceUserTypeId: row.serviceUserTypeId,
  serviceUserType: row.serviceUserTypeId ? (names.serviceUserType ?? null) : null,
  priceTypeId: row.priceTypeId,
  priceType: names.priceType ?? null,
  basis: names.basis ?? null,
  ...ratesOf(row),
  fleetIds: row.fleetIds,
  /** No fleets named: the price applies to every fleet of its vehicle type. */
  appliesToAllFleets: row.fleetIds.length === 0,
  fleets: row.fleetIds.map((id) => names.fleets.get(id) ?? { id, nickName: null, vin: null }),
  ...record.recordStateOf(row),
});
export type PriceDefinitionDto = ReturnType<typeof toDefinitionDto>;

/** A published, enabled price with what a fleet search and a booking need to cost a ride. */
export type PricedDefinition = repo.DefinitionValues & {
  id: number;
  siteId: number;
  serviceUserType: string | null;
  priceType: string;
  basis: PriceBasis;
  /** The same rates in cents, ready for rideCost. */
  rates: PriceDefinitionRates;
  /** The fleets it applies to; empty means every fleet of its vehicle type. */
  fleetIds: number[];
  isEnabled: boolean;
  isPublished: boolean;
};

/**
 * Names and bases of the price and service user types of some rows. On one site its own
 * mappings answer; across sites the masters offered on provider sites do. A row whose price type
 * is not offered has no basis and cannot be priced.
 */
const pricedRows = async (db: Db, rows: repo.DefinitionRow[], onlyOffered: boolean): Promise<PricedDefinition[]> => {
  if (rows.length === 0) return [];
  const catalog = createCatalogService(db);
  const siteIds = [...new Set(rows.map((r) => r.siteId))];
  const scope: PublicScope = siteIds.length === 1 ? { siteId: siteIds[0] } : { anyProviderSite: true };
  const priceTypeIds = [...new Set(rows.map((r) => r.priceTypeId))];
  const serviceUserTypeIds = [...new Set(rows.flatMap((r) => (r.serviceUserTypeId ? [r.serviceUserTypeId] : [])))];
  const [priceTypes, serviceUserTypes] = await Promise.all([
    onlyOffered || siteIds.length > 1
      ? catalog.offeredMappings('priceType', scope, { masterIds: priceTypeIds })
      : catalog.listMappings({ siteId: siteIds[0] }, 'priceType'),
    catalog.masterNames('serviceUserType', serviceUserTypeIds),
  ]);
  const basisOf = new Map<number, { name: string; basis: PriceBasis }>();
  for (const mapping of priceTypes) {
    const master = (mapping as unknown as { priceType: MasterLike }).priceType;
    if (isBasis(master.basis)) basisOf.set(master.id, { name: master.name, basis: master.basis });
  }
  return rows.flatMap((row) => {
    const priceType = basisOf.get(row.priceTypeId);
    if (!priceType) return [];
    const rates = ratesOf(row);
    return [
      {
        id: row.id,
        siteId: row.siteId,
        name: row.name,
        vehicleTypeId: row.vehicleTypeId,
        serviceTypeId: row.serviceTypeId,
        serviceUserTypeId: row.serviceUserTypeId,
        serviceUserType: row.serviceUserTypeId ? (serviceUserTypes.get(row.serviceUserTypeId) ?? null) : null,
        priceTypeId: row.priceTypeId,
        priceType: priceType.name,
        basis: priceType.basis,
        ...rates,
        rates: priceDefinitionRates({ basis: priceType.basis, ...rates }),
        fleetIds: row.fleetIds,
        isEnabled: row.isEnabled,
        isPublished: row.isPublished,
      },
    ];
  });
};

/**
 * For the fleet search: the published, enabled price definitions of a vehicle type (and service
 * type, when one is chosen) on some sites, or on every provider site, with their basis, rates
 * and fleets. Definitions whose price type is no longer offered are left out.
 */
export const priceDefinitionsForSearch = async (
  db: Db,
  opts: { siteIds: number[] | 'allProviderSites'; vehicleTypeId: number; serviceTypeId?: number },
): Promise<PricedDefinition[]> =>
  pricedRows(db, await repo.listOffered(db, { ...opts, serviceTypeId: opts.serviceTypeId || undefined }), true);

/** One site's price definition with its basis and rates, whatever its state; null when not the site's. */
export const getPriceDefinition = async (db: Db, siteId: number, id: number): Promise<PricedDefinition | null> => {
  const row = await repo.findDefinition(db, siteId, id);
  return row ? ((await pricedRows(db, [row], false))[0] ?? null) : null;
};

/** A price definition a traveller may be quoted: on one site, or on any provider site. */
export const findPriceDefinitionInScope = async (
  db: Db,
  scope: PublicScope,
  id: number,
): Promise<PricedDefinition | null> => {
  const row = await repo.findDefinitionIn(
    db,
    'siteId' in scope ? { siteIds: [scope.siteId] } : { anyProviderSite: true },
    id,
  );
  return row ? ((await pricedRows(db, [row], false))[0] ?? null) : null;
};

/** How many price definitions a site has (setup checklist). */
export const countPriceDefinitions = (db: Tx, siteId: number) => repo.countDefinitions(db, siteId);

const CHOICES: { kind: CatalogKind; field: keyof PriceDefinitionForm; message: string }[] = [
  { kind: 'vehicleType', field: 'vehicleTypeId', message: PRICE_DEFINITION_MESSAGES.vehicleType },
  { kind: 'serviceType', field: 'serviceTypeId', message: PRICE_DEFINITION_MESSAGES.serviceType },
  { kind: 'serviceUserType', field: 'serviceUserTypeId', message: PRICE_DEFINITION_MESSAGES.serviceUserType },
  { kind: 'priceType', field: 'priceTypeId', message: PRICE_DEFINITION_MESSAGES.priceType },
];

/** Price definitions (site-owned): list, draft and publish, enable and disable, the fleets they apply to. */
export const createPriceDefinitionsService = (
  db: Db,
  /** `read`: where the back-office list reads (the read replica when there is one; docs/scaling.md). */
  deps: { catalog: CatalogService; fleets: FleetLookup; read?: Db },
) => {
  const { catalog, fleets } = deps;
  const read = deps.read ?? db;

  /** The site's mappings of a kind, by master id (disabled ones included). */
  const siteMappings = async (kind: CatalogKind, siteId: number) =>
    new Map(
      (await catalog.listMappings({ siteId }, kind)).map((m) => {
        const mapping = m as unknown as SiteMapping & Record<string, unknown>;
        return [
          (mapping[kind] as MasterLike).id,
          { isEnabled: mapping.isEnabled, master: mapping[kind] as MasterLike },
        ] as const;
      }),
    );

  const namesFor = async (siteId: number, rows: repo.DefinitionRow[]) => {
    const [vehicleTypes, serviceTypes, serviceUserTypes, priceTypes, siteFleets] = await Promise.all([
      siteMappings('vehicleType', siteId),
      siteMappings('serviceType', siteId),
      siteMappings('serviceUserType', siteId),
      siteMappings('priceType', siteId),
      rows.some((r) => r.fleetIds.length > 0) ? fleets.list({ siteId }) : Promise.resolve([]),
    ]);
    const fleetMap = new Map(siteFleets.map((f) => [f.id, { id: f.id, nickName: f.nickName, vin: f.vin }]));
    return (row: repo.DefinitionRow): Names => {
      const basis = priceTypes.get(row.priceTypeId)?.master.basis;
      return {
        vehicleType: vehicleTypes.get(row.vehicleTypeId)?.master.name,
        serviceType: serviceTypes.get(row.serviceTypeId)?.master.name,
        serviceUserType: row.serviceUserTypeId ? serviceUserTypes.get(row.serviceUserTypeId)?.master.name : undefined,
        priceType: priceTypes.get(row.priceTypeId)?.master.name,
        basis: isBasis(basis) ? basis : null,
        fleets: fleetMap,
      };
    };
  };

  const dtos = async (siteId: number, rows: repo.DefinitionRow[]) => {
    const names = await namesFor(siteId, rows);
    return rows.map((row) => toDefinitionDto(row, names(row)));
  };

  const definitionOrNotFound = async (tx: Tx, siteId: number, id: number) => {
    const row = await repo.findDefinition(tx, siteId, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  /**
   * The catalogue choices must be offered on the site (mapped, enabled, published); a value the
   * definition already has stays acceptable after its record is disabled. The price type's basis
   * decides which rate is required. Fleets must be the site's (404) and of the vehicle type.
   */
  const validate = async (siteId: number, form: PriceDefinitionForm, current?: repo.DefinitionRow) => {
    const fields: Record<string, string> = {};
    let basis: PriceBasis | undefined;
    for (const { kind, field, message } of CHOICES) {
      const id = form[field] as number | null;
      if (id === null) continue;
      const mapping = (await siteMappings(kind, siteId)).get(id);
      const unchanged = current && (current[field as keyof repo.DefinitionRow] as number | null) === id;
      const offered = mapping?.isEnabled && mapping.master.isEnabled && mapping.master.isPublished;
      if (!mapping || (!offered && !unchanged)) fields[field] = message;
      else if (kind === 'priceType' && isBasis(mapping.master.basis)) basis = mapping.master.basis;
    }
    if (basis) Object.assign(fields, basisRateIssues(basis, form));
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first, fields);
    for (const fleetId of form.fleetIds) {
      const fleet = await fleets.get({ siteId }, { id: fleetId });
      if (fleet.vehicleTypeId !== form.vehicleTypeId) {
        const message = `The fleet ${fleet.nickName} is not of the chosen vehicle type`;
        throw badRequest(message, { fleetIds: message });
      }
    }
  };

  const valuesOf = (form: PriceDefinitionForm): repo.DefinitionValues => ({
    name: form.name,
    vehicleTypeId: form.vehicleTypeId,
    serviceTypeId: form.serviceTypeId,
    serviceUserTypeId: form.serviceUserTypeId,
    priceTypeId: form.priceTypeId,
    baseFare: form.baseFare ?? 0,
    perMileRate: form.perMileRate ?? 0,
    perHourRate: form.perHourRate ?? 0,
    minimumHours: form.minimumHours ?? 0,
    minimumFare: form.minimumFare ?? 0,
    taxPercentage: form.taxPercentage ?? 0,
  });

  const onePriceNames = (siteId: number): OnePriceNames => ({
    master: async (kind, id) => (await siteMappings(kind, siteId)).get(id)?.master.name,
    fleetName: async (fleetId) => (await fleets.get({ siteId }, { id: fleetId }).catch(() => null))?.nickName,
  });

  /**
   * The database is the final word: the unique index on (site, lower(name)) when two saves race,
   * and the one-price exclusion constraint (at commit) when a second live price would apply to a fleet.
   */
  const saveRace = (siteId: number, coverage: repo.Coverage, id?: number, name?: string) => async (error: unknown) => {
    if (isOnePriceViolation(error)) throw await onePriceConflict(db, onePriceNames(siteId), siteId, coverage, id);
    if (name !== undefined && isUniqueViolation(error, 'price_definitions_site_name_uq'))
      throw conflict(duplicateName(name));
    throw error;
  };

  const answer = async (siteId: number, id: number) =>
    (await dtos(siteId, [await definitionOrNotFound(db, siteId, id)]))[0];

  return {
    list: async ({ siteId }: Ctx, filter: { isPublished?: boolean } = {}) =>
      dtos(siteId, await repo.listDefinitions(read, siteId, filter)),

    get: async ({ siteId }: Ctx, { id }: { id: number }) => answer(siteId, id),

    create: async (
      ctx: record.ChangeCtx,
      form: PriceDefinitionForm & SaveFlags & { isEnabled?: boolean },
    ): Promise<{ definition: PriceDefinitionDto; wasFirst: boolean }> => {
      record.assertCanAdd(ctx, RECORDS);
      const { siteId, actor } = ctx;
      await validate(siteId, form);
      const { id, wasFirst } = await db
        .transaction(async (tx) => {
          if (await repo.isNameTaken(tx, siteId, form.name)) throw conflict(duplicateName(form.name));
          const wasFirst = (await repo.countDefinitions(tx, siteId)) === 0;
          const id = await repo.insertDefinition(tx, siteId, {
            ...valuesOf(form),
            ...applySaveAction(null, saveActionOf(form)),
            isEnabled: form.isEnabled ?? true,
            createdBy: actor.userId,
          });
          await repo.setDefinitionFleets(tx, siteId, id, form.fleetIds);
          return { id, wasFirst };
        })
        .catch(saveRace(siteId, form, undefined, form.name));
      return { definition: await answer(siteId, id), wasFirst };
    },

    update: async ({ siteId, actor }: record.ChangeCtx, form: PriceDefinitionForm & SaveFlags & { id: number }) => {
      record.assertSiteAdmin(actor, RECORDS);
      const { id } = form;
      const current = await definitionOrNotFound(db, siteId, id);
      await validate(siteId, form, current);
      await db
        .transaction(async (tx) => {
          const row = await definitionOrNotFound(tx, siteId, id);
          if (await repo.isNameTaken(tx, siteId, form.name, id)) throw conflict(duplicateName(form.name));
          await repo.updateDefinition(tx, siteId, id, {
            ...valuesOf(form),
            ...applySaveAction(row, saveActionOf(form)),
            updatedBy: actor.userId,
          });
          await repo.setDefinitionFleets(tx, siteId, id, form.fleetIds);
        })
        .catch(saveRace(siteId, form, id, form.name));
      return answer(siteId, id);
    },

    /** Enable or disable (toggles without a flag); netUserId records who did it. */
    setEnabled: async ({ siteId, actor }: record.ChangeCtx, { id, isEnabled }: record.EnableChange) => {
      record.assertSiteAdmin(actor, RECORDS);
      const current = await definitionOrNotFound(db, siteId, id);
      await db
        .transaction(async (tx) => {
          const row = await definitionOrNotFound(tx, siteId, id);
          await repo.updateDefinition(tx, siteId, id, record.enabledChange(actor, row, isEnabled));
        })
        .catch(saveRace(siteId, current, id));
      return answer(siteId, id);
    },
  };
};

export type PriceDefinitionsService = ReturnType<typeof createPriceDefinitionsService>;
