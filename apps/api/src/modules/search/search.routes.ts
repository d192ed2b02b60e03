/** Search: which fleets can take a ride, priced; and whether one fleet is free for a time. */
import { tripKindOf } from '@ridedesk/domain/booking/offer-choice';
import { pickupInstant } from '@ridedesk/domain/booking/ride-window';
import { cityAndStateFromFormatted } from '@ridedesk/domain/geo/address-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { publicCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import {
  dropOffPlaceField,
  offsetField,
  pickupPlaceField,
  pickupPointParams,
  timeOfDayField,
} from '../../lib/ride-fields.ts';
import { type SearchService, SORTS } from './search.service.ts';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose Pickup date');
const minutes = z.coerce
  .number()
  .min(0)
  .max(24 * 60 * 3);

const searchParams = z.object({
  duration: minutes,
  durationInTraffic: minutes,
  serviceTypeId: int(0, 2_147_483_647),
  vehicleTypeId: int(1, 2_147_483_647),
  passengers: int(1, 30),
  luggages: int(0, 25),
  pickupdate: date,
  pickuptime: timeOfDayField,
  pickup: pickupPlaceField,
  dropoff: dropOffPlaceField,
  ...pickupPointParams,
  distance: z.coerce.number().min(0).max(5000),
});

const searchQuery = z.object({
  siteId: int(0, 2_147_483_647).optional(),
  sort: z.enum(SORTS).default('price_asc'),
  page: int(1, 10_000).default(1),
  pageSize: int(1, 100).default(20),
});

const availabilityParams = z.object({
  fleetid: int(1, 2_147_483_647),
  serviceTypeId: int(0, 2_147_483_647),
  noofpassengers: int(1, 30),
  pickupdate: date,
  pickuptime: timeOfDayField,
  dropoffdate: date,
  dropofftime: timeOfDayField,
});

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/fleet/searchavailablefleet/:duration/:durationInTraffic/:serviceTypeId/:vehicleTypeId/:passengers/:luggages/:pickupdate/:pickuptime/:pickup/:dropoff/:state/:lat/:lng/:offset/:distance',
    {
      schema: { tags: ['booking'], params: searchParams, querystring: searchQuery },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (req) => {
      const p = req.params;
      const pickupAt = pickupInstant(p.pickupdate, p.pickuptime.slice(0, 5), p.offset);
      const ctx = publicCtxOf(req, req.query.siteId);
      if (pickupAt.getTime() < ctx.now.getTime() - 5 * 60_000)
        throw badRequest('The pickup time has already passed. Please choose a later time.', {
          pickuptime: 'In the past',
        });
      const { offers, total } = await search.search(
        ctx,
        {
          vehicleTypeId: p.vehicleTypeId,
          serviceTypeId: p.serviceTypeId,
          passengers: p.passengers,
          luggages: p.luggages,
          state: p.state,
          city: cityAndStateFromFormatted(p.pickup)?.city ?? '',
          pickupAt,
          durationMinutes: p.duration,
          durationInTrafficMinutes: p.durationInTraffic,
          distanceKm: p.distance,
          pickupLatitude: p.lat,
          pickupLongitude: p.lng,
          tripKind: tripKindOf(p.pickup, p.dropoff),
        },
        { ...req.query, offsetMinutes: p.offset, hostSiteId: req.site.id },
      );
      return results(offers, { totalCount: total, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  app.get(
    '/api/fleet/isavailablefleetbyid/:fleetid/:serviceTypeId/:noofpassengers/:pickupdate/:pickuptime/:dropoffdate/:dropofftime',
    {
      schema: {
        tags: ['booking'],
        params: availabilityParams,
        querystring: z.object({ offset: offsetField.default(0), siteId: int(0, 2_147_483_647).optional() }),
      },
    },
    async (req) => {
      const p = req.params;
      const from = pickupInstant(p.pickupdate, p.pickuptime.slice(0, 5), req.query.offset);
      const to = pickupInstant(p.dropoffdate, p.dropofftime.slice(0, 5), req.query.offset);
      if (to <= from) throw badRequest('The drop-off must come after the pickup', { dropofftime: 'Before pickup' });
      const { siteId } = publicCtxOf(req, req.query.siteId);
      if (siteId === null) throw badRequest('Please name the provider site of the fleet', { siteId: 'Required' });
      const isAvailable = await search.isFleetAvailable({ siteId }, { fleetId: p.fleetid, from, to });
      return results({ fleetId: p.fleetid, isAvailable });
    },
  );
};
