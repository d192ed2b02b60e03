import { pickupAreaOf, SERVICE_LOCATION_MESSAGES, servesArea } from '@ridedesk/domain/pricing/service-location-form';
import { DEFAULT_SITE_ID, isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import { stateName } from '@ridedesk/domain/shared/us-states';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { assertCanAdd, assertSiteAdmin, auditOf, type ChangeCtx, type EnableChange } from '../../lib/record-state.ts';
import { ALL_SITES, oneSite } from '../../lib/site-scope.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { RequestSite } from '../../plugins/tenant.ts';
import type { SitesService } from '../sites/sites.service.ts';
import * as repo from './service-locations.repository.ts';

const NOT_FOUND = 'The service location was not found';

const toLocationDto = (row: repo.LocationRow) => ({
  id: row.id,
  siteId: row.siteId,
  state: row.state,
  stateName: stateName(row.state) ?? row.state,
  city: row.city,
  isEnabled: row.isEnabled,
  ...auditOf(row),
});
export type ServiceLocationDto = ReturnType<typeof toLocationDto>;

/** The states a site serves: the distinct states of its enabled service locations. */
export const statesServedBySite = (db: Tx, siteId: number) => repo.enabledStatesOfSite(db, siteId);

/** The sites with an enabled service location in a state (a whole-state or a city location). */
export const sitesServingState = (db: Tx, state: string) => repo.sitesWithState(db, state.trim().toUpperCase());

/** How many service locations a site has (setup checklist). */
export const countServiceLocations = (db: Tx, siteId: number) => repo.countLocations(db, siteId);

/** What this module reads of the sites module: a site's detail with its service provider. */
export type SiteDirectory = Pick<SitesService, 'getSite'>;

/**
 * The sites service answers a site's detail to the platform. This module reads provider
 * listings that way (public data: name, host, phone, email) and never writes through it.
 */
const DIRECTORY_READER: Actor = {
  userId: 0,
  role: ROLES.superAdmin,
  siteId: DEFAULT_SITE_ID,
  clientId: 'service-locations',
  userName: 'service-locations',
  firstName: 'Service locations',
};

/** A provider takes bookings when its site is enabled and its registration approved or on trial. */
const isBookable = (status: string | null | undefined) => status === 'Approved' || /trial/i.test(status ?? '');

export type ProviderListing = {
  siteId: number;
  name: string;
  siteName: string;
  title: string;
  host: string;
  phone: string | null;
  email: string | null;
};

const RECORDS = 'service locations';
/** What a read needs of the use case's context: the site. */
type Ctx = Pick<UseCaseContext, 'siteId'>;
/** A traveller's read: one site, or every provider site (siteId null). */
type PublicCtx = Pick<UseCaseContext<Actor | null, number | null>, 'siteId'>;

/** Service locations: the states and cities each provider site serves, and the traveller's area checks. */
export const createServiceLocationsService = (db: Db, deps: { sites: SiteDirectory }) => {
  const { sites } = deps;

  const locationOrNotFound = async (tx: Tx, siteId: number, id: number) => {
    const row = await repo.findLocation(tx, siteId, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  /** The listing of a provider site that takes bookings, or null. */
  const listingOf = async (siteId: number): Promise<ProviderListing | null> => {
    if (!isProviderSiteId(siteId)) return null;
    const site = await sites.getSite({ actor: DIRECTORY_READER, siteId }).catch(() => null);
    const provider = site?.serviceProvider as
      | { name: string; phone: string | null; email: string | null; registrationStatus: string }
      | null
      | undefined;
    if (!site?.isEnabled || !provider || !isBookable(provider.registrationStatus)) return null;
    return {
      siteId,
      name: provider.name,
      siteName: site.name,
      title: site.title,
      host: site.host,
      phone: provider.phone,
      email: provider.email,
    };
  };

  const listingsOf = async (siteIds: number[]) =>
    (await Promise.all([...new Set(siteIds)].map(listingOf))).filter((l): l is ProviderListing => l !== null);

  const duplicate = () => conflict(SERVICE_LOCATION_MESSAGES.duplicate);

  return {
    list: async ({ siteId }: Ctx) => (await repo.listLocations(db, siteId)).map(toLocationDto),

    create: async (
      ctx: ChangeCtx,
      form: { state: string; city: string | null; isEnabled?: boolean },
    ): Promise<{ location: ServiceLocationDto; wasFirst: boolean }> => {
      assertCanAdd(ctx, RECORDS);
      const { siteId, actor } = ctx;
      return db
        .transaction(async (tx) => {
          if (await repo.isLocationTaken(tx, siteId, form.state, form.city)) throw duplicate();
          const wasFirst = (await repo.countLocations(tx, siteId)) === 0;
          const id = await repo.insertLocation(tx, siteId, {
            state: form.state,
            city: form.city,
            isEnabled: form.isEnabled ?? true,
            createdBy: actor.userId,
          });
          return { location: toLocationDto(await locationOrNotFound(tx, siteId, id)), wasFirst };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'service_locations_site_state_city_uq')) throw duplicate();
          throw error;
        });
    },

    /** Enable or disable (toggles without a flag). */
    setEnabled: async ({ siteId, actor }: ChangeCtx, { id, isEnabled }: EnableChange) => {
      assertSiteAdmin(actor, RECORDS);
      return db.transaction(async (tx) => {
        const row = await locationOrNotFound(tx, siteId, id);
        await repo.updateLocation(tx, siteId, id, { isEnabled: isEnabled ?? !row.isEnabled, updatedBy: actor.userId });
        return toLocationDto(await locationOrNotFound(tx, siteId, id));
      });
    },

    remove: async ({ siteId, actor }: ChangeCtx, { id }: { id: number }) => {
      assertSiteAdmin(actor, RECORDS);
      return db.transaction(async (tx) => {
        const row = await locationOrNotFound(tx, siteId, id);
        await repo.deleteLocation(tx, siteId, id);
        return toLocationDto(row);
      });
    },

    /**
     * validateServiceLocation: the state of the pickup address and the bookable provider sites
     * (one, or all on the product site) with an enabled location for that state, either the
     * whole state or the address's city.
     */
    validate: async ({ siteId }: PublicCtx, { address }: { address: string }) => {
      const area = pickupAreaOf(address);
      const base = {
        state: area.state,
        stateName: area.state ? (stateName(area.state) ?? null) : null,
        city: area.city,
      };
      if (!area.state) return { isServiceable: false, ...base, siteIds: [] as number[] };
      const rows = await repo.enabledInState(db, area.state, siteId === null ? ALL_SITES : oneSite(siteId));
      const serving = rows.filter((row) => servesArea(row, area)).map((row) => row.siteId);
      const siteIds = (await listingsOf(serving)).map((l) => l.siteId);
      return { isServiceable: siteIds.length > 0, ...base, siteIds };
    },

    /** getallserviceproviderbystate: the bookable providers serving a state, by name. */
    providersByState: async (_ctx: PublicCtx, { state }: { state: string }) =>
      (await listingsOf(await repo.sitesWithState(db, state))).sort((a, b) => a.name.localeCompare(b.name)),

    /** getstatesofallserviceproviders: the distinct states bookable providers serve, by name. */
    statesOfProviders: async (_ctx: PublicCtx) => {
      const pairs = await repo.enabledStateSites(db);
      const bookable = new Set((await listingsOf(pairs.map((p) => p.siteId))).map((l) => l.siteId));
      const states = [...new Set(pairs.filter((p) => bookable.has(p.siteId)).map((p) => p.state))];
      return states
        .map((code) => ({ state: code, code, name: stateName(code) ?? code }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** customersiteid: the request host's site and whether it is a provider's. */
    customerSite: (site: RequestSite) => ({
      siteId: site.id,
      isProviderSite: isProviderSiteId(site.id),
      name: site.name,
      title: site.title,
    }),
  };
};

export type ServiceLocationsService = ReturnType<typeof createServiceLocationsService>;
