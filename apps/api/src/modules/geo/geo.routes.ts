/** Geography calls: the ride estimate of spec 03 section 7, address suggestions and geocoding. Public. */
import { INVALID_ADDRESS } from '@ridedesk/domain/geo/address-rules';
import { autocompleteQuerySchema, estimateQuerySchema, geocodeQuerySchema } from '@ridedesk/domain/geo/geo-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import type { GeoService } from './geo.service.ts';

/** Travellers and guests call these while typing; 120 a minute per address is plenty for a person. */
const limited = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  // A listening server loads the gazetteer just after start; in-process tests (no listen) load it on first use.
  app.addHook('onListen', async () => {
    setImmediate(geo.warm);
  });

  app.get(
    '/api/booking/getEstimatedRideDuration',
    { schema: { tags: ['geo'], querystring: estimateQuerySchema }, config: limited },
    async (req) => {
      const { sourceAddress, destinationAddress, pickupDateTime, City } = req.query;
      return results(await geo.estimateRide(sourceAddress, destinationAddress, pickupDateTime, { city: City }));
    },
  );

  app.get(
    '/api/geo/autocomplete',
    { schema: { tags: ['geo'], querystring: autocompleteQuerySchema }, config: limited },
    async (req) => results(await geo.autocomplete(req.query.input, req.query.limit)),
  );

  app.get(
    '/api/geo/geocode',
    { schema: { tags: ['geo'], querystring: geocodeQuerySchema }, config: limited },
    async (req) => {
      const located = await geo.geocodeAddress(req.query.address);
      if (!located) throw notFound(INVALID_ADDRESS);
      return results(located);
    },
  );
};
