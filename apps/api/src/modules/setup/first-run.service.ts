/**
 * The first-run guide (issue 17, "A new provider's first booking within minutes"): a new company's
 * administrator sets up its area, vehicles with starter prices, payment and contact details, one
 * step at a time, each step one transaction across the modules it writes (through their services),
 * and the guide remembers where the administrator left off.
 */
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import type { SiteBookingState } from '@ridedesk/domain/platform/site-booking-state';
import {
  type AreaStep,
  type ContactStep,
  type FirstRunPosition,
  type FirstRunStep,
  type PaymentStep,
  recordStep,
  stepStatuses,
  type VehiclesStep,
} from '@ridedesk/domain/setup/first-run';
import { suggestedBasis, suggestedSeats } from '@ridedesk/domain/setup/starter-prices';
import { isProviderSiteId, ROLES } from '@ridedesk/domain/shared/constants';
import type { Db, Tx } from '../../db/client.ts';
import { businessRule, conflict, forbidden } from '../../lib/app-error.ts';
import { pgErrorCode } from '../../lib/pg-errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { setProviderContact } from '../sites/sites.service.ts';
import * as repo from './first-run.repository.ts';
import type { StepServices } from './first-run-services.ts';
import { masterOf, saveArea, savePayment, saveVehicles } from './first-run-steps.ts';

export const PRICE_IN_THE_WAY =
  'A published price already applies to one of these vehicles for that service. Change it on the Price Definitions screen, or leave this price out.';

/** What the guide reads of the sites module: the site's name and host, and its company's contact details. */
export type FirstRunSiteReader = {
  findSite: (siteId: number) => Promise<{ name: string; host: string } | undefined>;
  serviceProviderOf: (
    siteId: number,
  ) => Promise<{ phone: string | null; email: string | null; address: string | null } | undefined>;
};

type Named = {
  id: number;
  name: string;
  description?: string | null;
  isEnabled: boolean;
  isAvailableForOtherSites?: boolean;
};

const assertAdministrator = (actor: Actor, siteId: number) => {
  if (actor.role !== ROLES.spAdmin) throw forbidden("Only the company's administrator uses the getting-started guide");
  if (!isProviderSiteId(siteId)) throw businessRule(MASTER_DATA_MESSAGES.chooseProviderSite);
};

export const createFirstRunService = (deps: {
  db: Db;
  /** The other modules' services on the app's connection, for reading. */
  services: StepServices;
  /** The same services bound to a step's transaction. */
  servicesIn: (tx: Tx) => StepServices;
  sites: FirstRunSiteReader;
  bookingState: (siteId: number) => Promise<SiteBookingState>;
  now: () => Date;
}) => {
  const { db, services: s, sites } = deps;

  /** A step's writes and the guide's new position, in one transaction; the site's state after it. */
  const inStep = async (
    actor: Actor,
    siteId: number,
    step: FirstRunStep,
    work: (s: StepServices, tx: Tx) => Promise<unknown>,
  ) => {
    assertAdministrator(actor, siteId);
    const next = await db
      .transaction(async (tx) => {
        const guide = await repo.lockGuide(tx, siteId);
        await work(deps.servicesIn(tx), tx);
        const moved = recordStep(guide, step, 'done');
        await repo.saveGuide(tx, siteId, {
          ...moved,
          finishedOn: moved.position === 'done' ? (guide.finishedOn ?? deps.now()) : null,
          updatedBy: actor.userId,
        });
        return moved;
      })
      .catch((error: unknown) => {
        // The one-price constraint is checked at commit (decision 0018).
        if (pgErrorCode(error) === '23P01') throw conflict(PRICE_IN_THE_WAY);
        throw error;
      });
    return { position: next.position, steps: stepStatuses(next), bookingState: await deps.bookingState(siteId) };
  };

  const catalogue = async (actor: Actor, kind: 'vehicleType' | 'serviceType' | 'airport') =>
    (
      (await s.catalog.listMasters(actor, kind, { isPublished: true })) as unknown as (Named &
        Record<string, unknown>)[]
    ).filter((m) => m.isEnabled);

  const offeredIds = async (kind: 'vehicleType' | 'serviceType' | 'airport', siteId: number) =>
    new Set(
      ((await s.catalog.listMappings(kind, siteId, {})) as unknown as { isEnabled: boolean }[])
        .filter((m) => m.isEnabled)
        .map((m) => masterOf(kind, m).id),
    );

  return {
    /** Where the administrator is, with the choices and what the site already has for every step. */
    state: async (actor: Actor, siteId: number) => {
      assertAdministrator(actor, siteId);
      const [guide, site, provider, bookingState, locations, payments, fleets] = await Promise.all([
        repo.findGuide(db, siteId),
        sites.findSite(siteId),
        sites.serviceProviderOf(siteId),
        deps.bookingState(siteId),
        s.locations.list(siteId),
        s.paymentTypes.list(siteId, 'staff'),
        s.fleets.list(siteId),
      ]);
      const [vehicleTypes, serviceTypes, airports, offeredVehicles, offeredServices, offeredAirports] =
        await Promise.all([
          catalogue(actor, 'vehicleType'),
          catalogue(actor, 'serviceType'),
          catalogue(actor, 'airport'),
          offeredIds('vehicleType', siteId),
          offeredIds('serviceType', siteId),
          offeredIds('airport', siteId),
        ]);
      const progress = guide ?? { position: 'area', doneSteps: [], skippedSteps: [] };
      const enabled = (type: string) => payments.some((p) => p.paymentType === type && p.isEnabled);
      return {
        position: progress.position as FirstRunPosition,
        steps: stepStatuses(progress),
        site: { id: siteId, name: site?.name ?? '', host: site?.host ?? '', bookingState },
        area: {
          states: [...new Set(locations.filter((l) => l.isEnabled && l.city === null).map((l) => l.state))],
          airports: airports.map((a) => ({
            id: a.id,
            name: a.name,
            code: a.code as string,
            city: a.city as string,
            state: a.state as string,
            isServed: offeredAirports.has(a.id),
          })),
        },
        vehicles: {
          vehicleTypes: vehicleTypes.map((v) => ({
            id: v.id,
            name: v.name,
            description: v.description ?? '',
            imageFileName: (v.imageFileName as string | null) ?? null,
            seats: suggestedSeats({
              name: v.name,
              description: v.description,
              imageFileName: v.imageFileName as string,
            }),
            isOffered: offeredVehicles.has(v.id),
          })),
          serviceTypes: serviceTypes.map((t) => ({
            id: t.id,
            name: t.name,
            description: t.description ?? '',
            basis: suggestedBasis(t),
            isOffered: offeredServices.has(t.id),
          })),
          fleets: fleets.map((f) => ({
            id: f.id,
            nickName: f.nickName,
            vehicleTypeId: f.vehicleTypeId,
            vehicleType: f.vehicleType,
            isPublished: f.isPublished,
            isEnabled: f.isEnabled,
          })),
        },
        payment: { cash: enabled('COD'), card: enabled('AuthorizeNet') },
        contact: { phone: provider?.phone ?? '', email: provider?.email ?? '', address: provider?.address ?? '' },
      };
    },

    area: (actor: Actor, siteId: number, step: AreaStep) =>
      inStep(actor, siteId, 'area', (bound) => saveArea(bound, actor, siteId, step)),

    vehicles: (actor: Actor, siteId: number, step: VehiclesStep) =>
      inStep(actor, siteId, 'vehicles', (bound) => saveVehicles(bound, actor, siteId, step)),

    payment: (actor: Actor, siteId: number, step: PaymentStep) =>
      inStep(actor, siteId, 'payment', (bound) => savePayment(bound, actor, siteId, step)),

    contact: (actor: Actor, siteId: number, step: ContactStep) =>
      inStep(actor, siteId, 'contact', async (_s, tx) => {
        await setProviderContact(tx, siteId, step);
      }),

    /** A step left for later: the checklist lists what it leaves missing. */
    skip: async (actor: Actor, siteId: number, step: FirstRunStep) => {
      assertAdministrator(actor, siteId);
      const next = await db.transaction(async (tx) => {
        const guide = await repo.lockGuide(tx, siteId);
        const moved = recordStep(guide, step, 'skipped');
        await repo.saveGuide(tx, siteId, {
          ...moved,
          finishedOn: moved.position === 'done' ? (guide.finishedOn ?? deps.now()) : null,
          updatedBy: actor.userId,
        });
        return moved;
      });
      return { position: next.position, steps: stepStatuses(next), bookingState: await deps.bookingState(siteId) };
    },
  };
};

export type FirstRunService = ReturnType<typeof createFirstRunService>;
