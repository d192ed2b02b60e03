/**
 * The dispatch board's API (/admin/dispatch, issue 21, decision 0028): the day, fitting chauffeurs,
 * assignment, history; and the knock-on's fix of a moved pickup (issue 22 item 4).
 */
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { staffCommands } from '../../lib/staff-commands.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { DispatchService } from './dispatch.service.ts';

const siteId = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const bookingId = z.coerce.number({ message: 'Please choose a ride' }).int().positive().max(2_147_483_647);
const boardQuery = z.object({
  siteId,
  date: z
    .string({ message: 'Please choose a day (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day (YYYY-MM-DD)')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Please choose a day (YYYY-MM-DD)'),
});
/** An id in a JSON body (a number, not text); a missing or wrong one answers `message`. */
const bodyId = (message: string) => z.number({ message }).int().positive().max(2_147_483_647);
const rideId = bodyId('Please choose a ride');
const chauffeurId = bodyId('Please choose a chauffeur');

const assignBody = z.object({ siteId, bookingId: rideId, chauffeurId: chauffeurId.nullable() });

const knockOnBody = z.union([
  z.strictObject({ siteId, bookingId: rideId, chauffeurId }),
  z.strictObject({ siteId, bookingId: rideId, fleetId: bodyId('Please choose a car') }),
]);

const staff = requireRole(ROLES.spAdmin, ROLES.spUser);

export const dispatchRoutes: FastifyPluginAsyncZod<{ dispatch: DispatchService; mapStyleUrl?: string }> = async (
  app,
  { dispatch, mapStyleUrl },
) => {
  app.get(
    '/api/dispatch/board',
    { schema: { tags: ['dispatch'], querystring: boardQuery }, preHandler: staff },
    async (req) =>
      results({
        ...(await dispatch.board(staffCtxOf(req, req.query.siteId), req.query.date)),
        // The map's style (MAP_STYLE_URL); null: the board draws the plain SVG map.
        mapStyleUrl: mapStyleUrl ?? null,
      }),
  );

  app.get(
    '/api/dispatch/options',
    { schema: { tags: ['dispatch'], querystring: z.object({ siteId, bookingId }) }, preHandler: staff },
    async (req) => results(await dispatch.options(staffCtxOf(req, req.query.siteId), req.query.bookingId)),
  );

  const staffPost = staffCommands(app, { tags: ['dispatch'], guard: staff });

  staffPost('/api/dispatch/assign', assignBody, (ctx, body) =>
    dispatch.assign(ctx, { bookingId: body.bookingId, chauffeurId: body.chauffeurId }),
  );

  // The knock-on's fix (issue 22 item 4): gives a flagged ride to another free, qualified chauffeur,
  // or ({ bookingId, fleetId }, exactly one of the two) another free car of the same type.
  staffPost('/api/dispatch/knock-on/apply', knockOnBody, (ctx, body) =>
    dispatch.applyKnockOn(
      ctx,
      'fleetId' in body
        ? { bookingId: body.bookingId, fleetId: body.fleetId }
        : { bookingId: body.bookingId, chauffeurId: body.chauffeurId },
    ),
  );

  app.get(
    '/api/dispatch/rides/:bookingId/history',
    {
      schema: { tags: ['dispatch'], params: z.object({ bookingId }), querystring: z.object({ siteId }) },
      preHandler: staff,
    },
    async (req) => results(await dispatch.history(staffCtxOf(req, req.query.siteId), req.params.bookingId)),
  );
};
