import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../events/event-bus.ts';

/** Published when something a fleet search shows may have changed; every replica forgets its kept searches. */
export const SEARCH_CHANGED = 'search.changed';

/**
 * What a fleet search is made of: prices, fleets, garages, service areas, site settings (buffers,
 * horizon), the site and its plan (a lapsed provider is left out), the first-run guide (it writes
 * all of these) and the provider reviews (their averages are kept with the search).
 */
const SEARCH_INPUTS =
  /^\/api\/(pricedefinition|fleet|garagelocation|servicelocation|sitesetting|site|subscriptionplan|firstrun|serviceproviderreview)(\/|$)/i;
/** Routes of those areas that change nothing (lookups and checks that use POST). */
const NOT_A_CHANGE = /\/(get|search|check|validate|is|mapping)[^/]*$/i;

/**
 * After any successful change to a search input, on whichever replica it is made, tells every
 * replica through the event bus, so a price or fleet change shows in searches everywhere within
 * the bus's delay (milliseconds) instead of the cache's lifetime.
 */
export const registerSearchInvalidation = (app: FastifyInstance, bus: EventBus) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (reply.statusCode >= 400) return;
    const url = request.routeOptions.url ?? '';
    if (!SEARCH_INPUTS.test(url) || NOT_A_CHANGE.test(url)) return;
    await bus
      .publish(SEARCH_CHANGED, { siteId: request.actor?.siteId ?? request.site?.id ?? null, route: url })
      .catch((error) => request.log.warn({ err: error }, 'could not tell the other replicas of a search change'));
  });
};
