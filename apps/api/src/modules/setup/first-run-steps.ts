/**
 * What each first-run step writes, through the other modules' services bound to the step's
 * transaction (first-run-services.ts). Nothing here touches a table: the services decide and the
 * database's constraints (duplicate VIN, one service area per state, one live price per fleet) settle races.
 */
import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import type { PaymentTypeName } from '@ridedesk/domain/payments/payment-types';
import type { AreaStep, PaymentStep, VehiclesStep } from '@ridedesk/domain/setup/first-run';
import { businessRule } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { StepServices } from './first-run-services.ts';

type Master = { id: number; name: string; isEnabled: boolean; isPublished: boolean; basis?: unknown };
type Mapping = { id: number; isEnabled: boolean };
type Ctx = UseCaseContext<Actor>;

/** The master a site mapping nests under its kind's name (mapping.vehicleType...). */
export const masterOf = (kind: CatalogKind, mapping: object) => (mapping as Record<string, Master>)[kind];

export const noPriceTypeMessage = (basis: PriceBasis) =>
  `The catalogue has no ${basis} price type yet, so this price cannot be saved. Please ask RideDesk to add one, or skip this step and set prices on the Price Definitions screen.`;

/** Puts shared catalogue records on the site: new ones are added, disabled ones enabled again. */
export const offerMasters = async (s: StepServices, ctx: Ctx, kind: CatalogKind, masterIds: number[]) => {
  if (masterIds.length === 0) return;
  const mappings = (await s.catalog.listMappings(ctx, kind)) as unknown as Mapping[];
  const byMaster = new Map(mappings.map((m) => [masterOf(kind, m).id, m]));
  const missing = masterIds.filter((id) => !byMaster.has(id));
  if (missing.length > 0) await s.catalog.addExisting(ctx, kind, { masterIds: missing });
  for (const id of masterIds) {
    const mapping = byMaster.get(id);
    if (mapping && !mapping.isEnabled)
      await s.catalog.setMappingEnabled(ctx, kind, { id: mapping.id, isEnabled: true });
  }
};

/** Step 1: a whole-state service area per state (new or enabled again), and the airports chosen. */
export const saveArea = async (s: StepServices, ctx: Ctx, step: AreaStep) => {
  const served = await s.locations.list(ctx);
  for (const state of step.states) {
    const row = served.find((l) => l.state === state && l.city === null);
    if (!row) await s.locations.create(ctx, { state, city: null });
    else if (!row.isEnabled) await s.locations.setEnabled(ctx, { id: row.id, isEnabled: true });
  }
  await offerMasters(s, ctx, 'airport', step.airportIds);
};

/** The site's price type of each basis: its own when offered, else the catalogue's, added to the site. */
const priceTypesFor = async (s: StepServices, ctx: Ctx, bases: PriceBasis[]) => {
  const chosen = new Map<PriceBasis, number>();
  const mapped = (await s.catalog.listMappings(ctx, 'priceType')) as unknown as Mapping[];
  const shared = (await s.catalog.listMasters(ctx, 'priceType', { isPublished: true })) as unknown as (Master & {
    isAvailableForOtherSites: boolean;
  })[];
  for (const basis of bases) {
    const own = mapped.find((m) => {
      const master = masterOf('priceType', m);
      return master.basis === basis && master.isEnabled && master.isPublished;
    });
    if (own) {
      if (!own.isEnabled) await s.catalog.setMappingEnabled(ctx, 'priceType', { id: own.id, isEnabled: true });
      chosen.set(basis, masterOf('priceType', own).id);
      continue;
    }
    const master = shared.find((m) => m.basis === basis && m.isEnabled && m.isAvailableForOtherSites);
    if (!master) throw businessRule(noPriceTypeMessage(basis));
    await s.catalog.addExisting(ctx, 'priceType', { masterIds: [master.id] });
    chosen.set(basis, master.id);
  }
  return chosen;
};

/**
 * Step 2: the vehicle and service types on the site, a published fleet per vehicle type, and its
 * starter prices, published and enabled. A live price of the vehicle and service type that applies
 * to every fleet takes the new rates; where narrower prices exist, the new fleet gets its own.
 */
export const saveVehicles = async (s: StepServices, ctx: Ctx, step: VehiclesStep) => {
  const vehicleTypeIds = step.vehicles.map((v) => v.vehicleTypeId);
  const serviceTypeIds = [...new Set(step.vehicles.flatMap((v) => v.prices.map((p) => p.serviceTypeId)))];
  await offerMasters(s, ctx, 'vehicleType', vehicleTypeIds);
  await offerMasters(s, ctx, 'serviceType', serviceTypeIds);
  const priceTypes = await priceTypesFor(s, ctx, [
    ...new Set(step.vehicles.flatMap((v) => v.prices.map((p) => p.basis))),
  ]);
  const [vehicleNames, serviceNames] = await Promise.all([
    s.catalog.masterNames('vehicleType', vehicleTypeIds),
    s.catalog.masterNames('serviceType', serviceTypeIds),
  ]);
  const fleetIds: number[] = [];
  for (const vehicle of step.vehicles) {
    const { prices, ...fleetFields } = vehicle;
    const { fleet } = await s.fleets.create(ctx, {
      ...fleetFields,
      amenties: '',
      notes: null,
      licencePlate: null,
      garageLocationId: null,
      isDraft: false,
      isPublished: true,
    });
    fleetIds.push(fleet.id);
    const definitions = await s.priceDefinitions.list(ctx);
    const takenNames = new Set(definitions.map((d) => d.name.toLowerCase()));
    for (const price of prices) {
      const live = definitions.filter(
        (d) =>
          d.isPublished &&
          d.isEnabled &&
          d.vehicleTypeId === vehicle.vehicleTypeId &&
          d.serviceTypeId === price.serviceTypeId,
      );
      const form = {
        vehicleTypeId: vehicle.vehicleTypeId,
        serviceTypeId: price.serviceTypeId,
        serviceUserTypeId: null,
        priceTypeId: priceTypes.get(price.basis) as number,
        baseFare: price.baseFare,
        perMileRate: price.perMileRate,
        perHourRate: price.perHourRate,
        minimumHours: price.minimumHours,
        minimumFare: price.minimumFare,
        isDraft: false,
        isPublished: true,
      };
      const everyFleet = live.find((d) => d.appliesToAllFleets && d.serviceUserTypeId === null);
      if (everyFleet) {
        await s.priceDefinitions.update(ctx, {
          ...form,
          id: everyFleet.id,
          name: everyFleet.name,
          taxPercentage: everyFleet.taxPercentage,
          fleetIds: [],
        });
        continue;
      }
      const base = `${vehicleNames.get(vehicle.vehicleTypeId) ?? 'Vehicle'} - ${serviceNames.get(price.serviceTypeId) ?? 'Service'}`;
      let name = live.length > 0 || takenNames.has(base.toLowerCase()) ? `${base} (${fleet.nickName})` : base;
      for (let n = 2; takenNames.has(name.toLowerCase()); n++) name = `${base} (${fleet.nickName} ${n})`;
      takenNames.add(name.toLowerCase());
      await s.priceDefinitions.create(ctx, {
        ...form,
        name: name.slice(0, 100),
        taxPercentage: 0,
        fleetIds: live.length > 0 ? [fleet.id] : [],
        isEnabled: true,
      });
    }
  }
  return fleetIds;
};

const CARD_BRANDS = { isVisa: true, isMastercard: true, isAmericanExpress: true, isDiscover: true };

/**
 * Step 3: cash and the card type (Authorize.Net; the sandbox card gateway until the company enters
 * its credentials on the Payment Types screen), each enabled or disabled as chosen.
 */
export const savePayment = async (s: StepServices, ctx: Ctx, step: PaymentStep) => {
  const current = await s.paymentTypes.list(ctx, { viewer: 'staff' });
  const wanted: [PaymentTypeName, boolean][] = [
    ['COD', step.cash],
    ['AuthorizeNet', step.card],
  ];
  for (const [paymentType, isEnabled] of wanted) {
    const existing = current.find((p) => p.paymentType === paymentType);
    if (!existing && !isEnabled) continue;
    await s.paymentTypes.activate(ctx, {
      paymentType,
      isEnabled,
      ...(paymentType === 'AuthorizeNet' && !existing ? CARD_BRANDS : {}),
    });
  }
};
