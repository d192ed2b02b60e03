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
import type { UseCaseContext } from '../../lib/use-case-context.ts';
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

type Ctx = UseCaseContext<Actor>;

const assertAdministrator = ({ actor, siteId }: Ctx) => {
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
  bookingState: (ctx: Pick<UseCaseContext, 'siteId'>) => Promise<SiteBookingState>;
}) => {
  const { db, services: s, sites } = deps;

  /** Records a step's outcome on the locked guide, in the step's transaction; the guide as moved. */
  const recordOutcome = async (
    tx: Tx,
    { siteId, actor, now }: Ctx,
    guide: Awaited<ReturnType<typeof repo.lockGuide>>,
    step: FirstRunStep,
    outcome: 'done' | 'skipped',
  ) => {
    const moved = recordStep(guide, step, outcome);
    await repo.saveGuide(tx, siteId, {
      ...moved,
      finishedOn: moved.position === 'done' ? (guide.finishedOn ?? now) : null,
      updatedBy: actor.userId,
    });
    return moved;
  };

  /** The guide's answer after a step: where it is now and whether the site takes bookings. */
  const positionAfter = async (ctx: Ctx, next: ReturnType<typeof recordStep>) => ({
    position: next.position,
    steps: stepStatuses(next),
    bookingState: await deps.bookingState(ctx),
  });

  /** A step's writes and the guide's new position, in one transaction; the site's state after it. */
  const inStep = async (ctx: Ctx, step: FirstRunStep, work: (s: StepServices, tx: Tx) => Promise<unknown>) => {
    assertAdministrator(ctx);
    const next = await db
      .transaction(async (tx) => {
        const guide = await repo.lockGuide(tx, ctx.siteId);
        await work(deps.servicesIn(tx), tx);
        return recordOutcome(tx, ctx, guide, step, 'done');
      })
      .catch((error: unknown) => {
        // The one-price constraint is checked at commit (decision 0018).
        if (pgErrorCode(error) === '23P01') throw conflict(PRICE_IN_THE_WAY);
        throw error;
      });
    return positionAfter(ctx, next);
  };

  const catalogue = async (ctx: Ctx, kind: 'vehicleType' | 'serviceType' | 'airport') =>
    (
      (await s.catalog.listMasters(ctx, kind, { isPublished: true })) as unknown as (Named & Record<string, unknown>)[]
    ).filter((m) => m.isEnabled);

  const offeredIds = async (ctx: Ctx, kind: 'vehicleType' | 'serviceType' | 'airport') =>
    new Set(
      ((await s.catalog.listMappings(ctx, kind)) as unknown as { isEnabled: boolean }[])
        .filter((m) => m.isEnabled)
        .map((m) => masterOf(kind, m).id),
    );

  return {
    /** Where the administrator is, with the choices and what the site already has for every step. */
    state: async (ctx: Ctx) => {
      assertAdministrator(ctx);
      const { siteId } = ctx;
      const [guide, site, provider, bookingState, locations, payments, fleets] = await Promise.all([
        repo.findGuide(db, siteId),
        sites.findSite(siteId),
        sites.serviceProviderOf(siteId),
        deps.bookingState(ctx),
        s.locations.list(ctx),
        s.paymentTypes.list(ctx, { viewer: 'staff' }),
        s.fleets.list(ctx),
      ]);
      const [vehicleTypes, serviceTypes, airports, offeredVehicles, offeredServices, offeredAirports] =
        await Promise.all([
          catalogue(ctx, 'vehicleType'),
          catalogue(ctx, 'serviceType'),
          catalogue(ctx, 'airport'),
          offeredIds(ctx, 'vehicleType'),
          offeredIds(ctx, 'serviceType'),
          offeredIds(ctx, 'airport'),
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

    area: (ctx: Ctx, step: AreaStep) => inStep(ctx, 'area', (bound) => saveArea(bound, ctx, step)),

    vehicles: (ctx: Ctx, step: VehiclesStep) => inStep(ctx, 'vehicles', (bound) => saveVehicles(bound, ctx, step)),

    payment: (ctx: Ctx, step: PaymentStep) => inStep(ctx, 'payment', (bound) => savePayment(bound, ctx, step)),

    contact: (ctx: Ctx, step: ContactStep) =>
      inStep(ctx, 'contact', async (_s, tx) => {
        await setProviderContact(tx, ctx.siteId, step);
      }),

    /** A step left for later: the checklist lists what it leaves missing. */
    skip: async (ctx: Ctx, { step }: { step: FirstRunStep }) => {
      assertAdministrator(ctx);
      const next = await db.transaction(async (tx) =>
        recordOutcome(tx, ctx, await repo.lockGuide(tx, ctx.siteId), step, 'skipped'),
      );
      return positionAfter(ctx, next);
    },
  };
};

export type FirstRunService = ReturnType<typeof createFirstRunService>;
