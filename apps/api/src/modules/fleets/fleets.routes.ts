/** Fleets (spec 02): a provider's vehicles, the duplicate-VIN check, pictures, enable and disable. */
import multipart from '@fastify/multipart';
import { saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { FLEET_IMAGE_MAX_BYTES, fleetFormSchema, vinLookupSchema } from '@ridedesk/domain/master-data/fleet';
import { MASTER_DATA_MESSAGES } from '@ridedesk/domain/master-data/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import {
  enableDisableBody,
  recordListQuery,
  recordManagers,
  recordReaders,
  registerRecordRoutes,
  siteIdField,
  siteOf,
} from '../../lib/record-routes.ts';
import { ctxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { STORED_NAME } from './fleet-images.ts';
import type { FleetsService } from './fleets.service.ts';

const listQuery = recordListQuery.extend({ id: recordId.optional() });
const fleetBody = fleetFormSchema.extend({ ...saveFlagsSchema.shape, id: recordId.optional(), siteId: siteIdField });
const vinQuery = z.object({ vin: vinLookupSchema, id: recordId.optional(), siteId: siteIdField });
const imageParams = z.object({
  siteId: z.coerce.number().int().positive().max(2_147_483_647),
  fileName: z.string().regex(STORED_NAME, 'Unknown image'),
});

const tags = ['fleet'];

export const fleetsRoutes: FastifyPluginAsyncZod<{ fleets: FleetsService }> = async (app, { fleets }) => {
  // Scoped to this plugin: only the upload route takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: FLEET_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  registerRecordRoutes(app, {
    base: '/api/fleet',
    tags,
    guard: 'preHandler',
    noun: 'fleet',
    body: fleetBody,
    counter: 'countFleet',
    created: 'fleet',
    useCases: fleets,
    listPaths: ['/mappingBySiteId'],
    createPaths: ['', '/create'],
    updates: [
      { method: 'PUT', path: '' },
      { method: 'POST', path: '/update' },
    ],
    enableDisable: enableDisableBody({ netUserId: z.coerce.number().int().optional() }),
  });

  // GET /api/fleet lists, or answers one fleet when the query names its id.
  const list = { schema: { tags, querystring: listQuery }, preHandler: recordReaders };
  app.get('/api/fleet', list, async (req) => {
    const ctx = staffCtxOf(req, siteOf(req.query));
    if (req.query.id) return results(await fleets.get(ctx, { id: req.query.id }));
    return results(await fleets.list(ctx, { isPublished: req.query.isPublished }));
  });
  app.get('/api/fleet/getPriceDefinitionAssociatedFleetBySiteId', list, async (req) =>
    results(await fleets.forPriceDefinitions(staffCtxOf(req, siteOf(req.query)))),
  );

  app.get(
    '/api/fleet/checkDuplicateVIN',
    { schema: { tags, querystring: vinQuery }, preHandler: recordReaders },
    async (req) => {
      const { vin, id, siteId } = req.query;
      const isDuplicate = await fleets.isDuplicateVin(staffCtxOf(req, siteId), { vin, exceptId: id });
      return results({ vin, isDuplicate, message: isDuplicate ? MASTER_DATA_MESSAGES.duplicateVin : '' });
    },
  );

  app.post(
    '/api/fleet/uploadimage',
    { schema: { tags, querystring: z.object({ siteId: siteIdField }) }, preHandler: recordManagers },
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
      return results(await fleets.uploadImage(staffCtxOf(req, req.query.siteId), { fileName: file.filename, data }));
    },
  );

  // Pictures are public: travellers see them in search results. Names are unguessable UUIDs.
  app.get('/api/fleet/image/:siteId/:fileName', { schema: { tags, params: imageParams } }, async (req, reply) => {
    const image = await fleets.image(ctxOf(req, req.params.siteId), { fileName: req.params.fileName });
    return reply
      .header('content-type', image.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(image.data);
  });
};
