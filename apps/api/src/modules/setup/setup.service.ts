import { CATALOG_KIND_META, CATALOG_KINDS } from '@ridedesk/domain/master-data/catalog-kinds';
import type { MappingCounts } from '@ridedesk/domain/platform/setup-progress';
import { type SiteBookingState, siteBookingState } from '@ridedesk/domain/platform/site-booking-state';
import { isProviderSiteId } from '@ridedesk/domain/shared/constants';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { FleetsService } from '../fleets/fleets.service.ts';
import type { GarageLocationsService } from '../garage-locations/garage-locations.service.ts';

/** Counts a site's items of one kind; kinds built by later issues (discounts...) add theirs. */
export type SetupCounter = (siteId: number) => Promise<number>;

/** What the setup reads need of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;

const ZERO_COUNTS: MappingCounts = {
  countAirport: 0,
  countAmenity: 0,
  countVehicleType: 0,
  countServiceType: 0,
  countServiceUserType: 0,
  countPriceType: 0,
  countDocumentType: 0,
  countPriceDefinition: 0,
  countFleet: 0,
  countServiceLocation: 0,
  countDiscount: 0,
  countPaymentType: 0,
  countGarageLocation: 0,
};

/**
 * The setup checklist's mapping counts (spec 01 section 3): 1 when the site has at least one
 * item of the kind, in any state, otherwise 0, so progress = round(sum / 12 x 100) holds.
 */
export const createSetupService = (deps: {
  catalog: CatalogService;
  garages: GarageLocationsService;
  fleets: FleetsService;
  /** Counters of kinds owned by other modules (price definitions, discounts, payment types, service locations). */
  counters?: Partial<Record<keyof MappingCounts, SetupCounter>>;
  /** The sites module: whether the site is enabled and its provider's registration status. */
  registrationOf?: (siteId: number) => Promise<{ isEnabled: boolean; registrationStatus: string | null } | undefined>;
  /** The subscriptions module: the status of the plan in force now, null when none. */
  planStatusOf?: (siteId: number) => Promise<'Trial' | 'Active' | 'Lapsed' | 'Pending' | null>;
}) => ({
  mappingCounts: async (ctx: Ctx): Promise<MappingCounts> => {
    const { siteId } = ctx;
    const [byKind, garages, fleets, extra] = await Promise.all([
      deps.catalog.countsBySite(ctx),
      deps.garages.count(ctx),
      deps.fleets.count(ctx),
      Promise.all(
        Object.entries(deps.counters ?? {}).map(async ([key, counter]) => [key, await counter(siteId)] as const),
      ),
    ]);
    const counts: MappingCounts = { ...ZERO_COUNTS };
    for (const kind of CATALOG_KINDS) counts[CATALOG_KIND_META[kind].countKey] = byKind.get(kind) ?? 0;
    counts.countGarageLocation = garages;
    counts.countFleet = fleets;
    for (const [key, n] of extra) counts[key as keyof MappingCounts] = n;
    for (const key of Object.keys(counts) as (keyof MappingCounts)[]) counts[key] = counts[key] > 0 ? 1 : 0;
    return counts;
  },

  /**
   * getSiteIdOfClient's bookingState: open, closed (not taking online bookings) or notSetUp (no
   * vehicle type with a published fleet, or no service area), by the rule the fleet search applies.
   */
  bookingState: async ({ siteId }: Ctx): Promise<SiteBookingState> => {
    if (!isProviderSiteId(siteId)) return 'open';
    const bookableVehicleTypes = async () => {
      const fleets = await deps.fleets.countsByVehicleType({ siteIds: [siteId], activeOnly: true });
      const masterIds = [...new Set(fleets.filter((f) => f.n > 0).map((f) => f.vehicleTypeId))];
      if (masterIds.length === 0) return 0;
      return (await deps.catalog.offeredMappings('vehicleType', { siteId }, { masterIds })).length;
    };
    const [registration, planStatus, vehicleTypes, serviceAreas] = await Promise.all([
      deps.registrationOf?.(siteId),
      deps.planStatusOf?.(siteId) ?? null,
      bookableVehicleTypes(),
      deps.counters?.countServiceLocation?.(siteId) ?? 0,
    ]);
    return siteBookingState({
      isProviderSite: true,
      siteEnabled: registration?.isEnabled ?? false,
      registrationStatus: registration?.registrationStatus ?? null,
      planStatus,
      bookableVehicleTypes: vehicleTypes,
      serviceAreas,
    });
  },
});

export type SetupService = ReturnType<typeof createSetupService>;
