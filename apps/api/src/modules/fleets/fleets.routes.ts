/** Fleets (spec 02): a provider's vehicles, the duplicate-VIN check, pictures, enable and disable. */
import multipart from '@fastify/multipart';
import { setupSignal } from '@ridedesk/domain/master-data/catalog-kinds';
import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { FLEET_IMAGE_MAX_BYTES, fleetFormSchema, vinLookupSchema } from '@ridedesk/domain/master-data/fleet';
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { results } from '../../lib/results.ts';
import { scopedSiteId } from '../../lib/site-scope.ts';
import { actorOf, requireRole } from '../../plugins/auth.ts';
import { STORED_NAME } from './fleet-images.ts';
import type { FleetsService } from './fleets.service.ts';

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const listQuery = z.object({
  id: recordId.optional(),
  siteId: siteIdField,
  siteid: siteIdField,
  isPublished: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
const fleetBody = fleetFormSchema.extend({ ...saveFlagsSchema.shape, id: recordId.optional(), siteId: siteIdField });
type FleetBody = z.output<typeof fleetBody>;
const enableDisableBody = z.looseObject({
  id: recordId,
  siteId: siteIdField,
  isEnabled: z.boolean().optional(),
  netUserId: z.coerce.number().int().optional(),
});
const vinQuery = z.object({ vin: vinLookupSchema, id: recordId.optional(), siteId: siteIdField });
const imageParams = z.object({
  siteId: z.coerce.number().int().positive().max(2_147_483_647),
  fileName: z.string().regex(STORED_NAME, 'Unknown image'),
});

const readers = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const managers = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const tags = ['fleet'];

const siteOf = (q: { siteId?: number; siteid?: number }) => q.siteId ?? q.siteid;

export const fleetsRoutes: FastifyPluginAsyncZod<{ fleets: FleetsService }> = async (app, { fleets }) => {
  // Scoped to this plugin: only the upload route takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: FLEET_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  const list = { schema: { tags, querystring: listQuery }, preHandler: readers };
  app.get('/api/fleet', list, async (req) => {
    const siteId = scopedSiteId(req, siteOf(req.query));
    if (req.query.id) return results(await fleets.get(siteId, req.query.id));
    return results(await fleets.list(siteId, { isPublished: req.query.isPublished }));
  });
  app.get('/api/fleet/mappingBySiteId', list, async (req) =>
    results(await fleets.list(scopedSiteId(req, siteOf(req.query)), { isPublished: req.query.isPublished })),
  );
  app.get('/api/fleet/getPriceDefinitionAssociatedFleetBySiteId', list, async (req) =>
    results(await fleets.forPriceDefinitions(scopedSiteId(req, siteOf(req.query)))),
  );

  app.get(
    '/api/fleet/checkDuplicateVIN',
    { schema: { tags, querystring: vinQuery }, preHandler: readers },
    async (req) => {
      const isDuplicate = await fleets.isDuplicateVin(scopedSiteId(req, req.query.siteId), req.query.vin, req.query.id);
      return results({
        vin: req.query.vin,
        isDuplicate,
        message: isDuplicate ? MASTER_DATA_MESSAGES.duplicateVin : '',
      });
    },
  );

  const save = { schema: { tags, body: fleetBody }, preHandler: managers };
  for (const path of ['/api/fleet', '/api/fleet/create'])
    app.post(path, save, async (req, reply) => {
      const { fleet, wasFirst } = await fleets.create(actorOf(req), scopedSiteId(req, req.body.siteId), req.body);
      return reply.status(201).send(results(fleet, setupSignal('countFleet', wasFirst)));
    });

  const update = async (req: FastifyRequest, body: FleetBody) => {
    if (!body.id) throw badRequest('Please give the id of the fleet to update', { id: 'Required' });
    return results(await fleets.update(actorOf(req), scopedSiteId(req, body.siteId), body.id, body));
  };
  app.put('/api/fleet', save, async (req) => update(req, req.body));
  app.post('/api/fleet/update', save, async (req) => update(req, req.body));

  app.post(
    '/api/fleet/enableDisable',
    { schema: { tags, body: enableDisableBody }, preHandler: managers },
    async (req) =>
      results(
        await fleets.setEnabled(actorOf(req), scopedSiteId(req, req.body.siteId), req.body.id, req.body.isEnabled),
      ),
  );

  app.post(
    '/api/fleet/uploadimage',
    { schema: { tags, querystring: z.object({ siteId: siteIdField }) }, preHandler: managers },
    async (req) => {
      if (!req.isMultipart())
        throw badRequest(MASTER_DATA_MESSAGES.chooseImageFile, { file: MASTER_DATA_MESSAGES.chooseImageFile });
      const file = await req.file();
      if (!file) throw badRequest(MASTER_DATA_MESSAGES.chooseImageFile, { file: MASTER_DATA_MESSAGES.chooseImageFile });
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest(MASTER_DATA_MESSAGES.imageTooLarge, { file: MASTER_DATA_MESSAGES.imageTooLarge });
        throw error;
      }
      const siteId = scopedSiteId(req, req.query.siteId);
      return results(await fleets.uploadImage(actorOf(req), siteId, { fileName: file.filename, data }));
    },
  );

  // Pictures are public: travellers see them in search results. Names are unguessable UUIDs.
  app.get('/api/fleet/image/:siteId/:fileName', { schema: { tags, params: imageParams } }, async (req, reply) => {
    const image = await fleets.image(req.params.siteId, req.params.fileName);
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(image.data);
  });
};
