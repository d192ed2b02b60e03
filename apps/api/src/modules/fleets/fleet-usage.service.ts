import { type PublicScope, publicScopeOf } from '../../lib/site-scope.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { FleetsService } from './fleets.service.ts';

/**
 * Catalogue records seen through the fleets that use them: the vehicle and service types a
 * traveller can actually get (at least one enabled, published fleet) and the fleet charts.
 *
 * Until price definitions exist (a later issue), a site's fleet serves every service type the
 * site offers; price definitions will narrow service types to the fleets priced for them.
 */
/** A traveller's read covers one site, or every provider site (siteId null); a chart one site. */
type PublicCtx = Pick<UseCaseContext<Actor | null, number | null>, 'siteId'>;
type Ctx = Pick<UseCaseContext, 'siteId'>;

export const createFleetUsageService = (deps: { catalog: CatalogService; fleets: FleetsService }) => {
  const { catalog, fleets } = deps;

  const activeCounts = (scope: PublicScope, vehicleTypeId?: number) =>
    fleets.countsByVehicleType({
      siteIds: 'siteId' in scope ? [scope.siteId] : null,
      activeOnly: true,
      vehicleTypeId,
    });

  const sitesWithFleets = async (scope: PublicScope, vehicleTypeId?: number) =>
    new Set((await activeCounts(scope, vehicleTypeId)).map((c) => c.siteId));

  return {
    vehicleTypesWithFleets: async (ctx: PublicCtx, { state }: { state?: string } = {}) => {
      const scope = publicScopeOf(ctx);
      const counts = await activeCounts(scope);
      const pairs = new Set(counts.map((c) => `${c.siteId}:${c.vehicleTypeId}`));
      return catalog.offeredMappings('vehicleType', scope, {
        state,
        masterIds: [...new Set(counts.map((c) => c.vehicleTypeId))],
        having: (siteId, masterId) => pairs.has(`${siteId}:${masterId}`),
      });
    },

    serviceTypesWithFleets: async (ctx: PublicCtx) => {
      const scope = publicScopeOf(ctx);
      const sites = await sitesWithFleets(scope);
      return catalog.offeredMappings('serviceType', scope, { having: (siteId) => sites.has(siteId) });
    },

    serviceTypesForVehicleType: async (ctx: PublicCtx, { vehicleTypeId }: { vehicleTypeId: number }) => {
      const scope = publicScopeOf(ctx);
      const sites = await sitesWithFleets(scope, vehicleTypeId);
      return catalog.offeredMappings('serviceType', scope, { having: (siteId) => sites.has(siteId) });
    },

    /** Per vehicle type of the site: how many fleets of that type it has. */
    vehicleTypeChart: async ({ siteId }: Ctx) => {
      const [types, counts] = await Promise.all([
        catalog.siteMappings('vehicleType', siteId),
        fleets.countsByVehicleType({ siteIds: [siteId], activeOnly: false }),
      ]);
      const byType = new Map(counts.map((c) => [c.vehicleTypeId, c.n]));
      return types.map((t) => ({ name: t.name, count: byType.get(t.masterId) ?? 0 }));
    },

    /** Per service type of the site: how many enabled, published fleets can serve it. */
    serviceTypeChart: async ({ siteId }: Ctx) => {
      const [types, counts] = await Promise.all([
        catalog.siteMappings('serviceType', siteId),
        fleets.countsByVehicleType({ siteIds: [siteId], activeOnly: true }),
      ]);
      const active = counts.reduce((sum, c) => sum + c.n, 0);
      return types.map((t) => ({ name: t.name, count: t.isOffered ? active : 0 }));
    },
  };
};

export type FleetUsageService = ReturnType<typeof createFleetUsageService>;
