/**
 * Catalogue: the master and site-mapping calls of spec 02 section 7, registered once per kind
 * (vehicle types, service types, airports, amenities, service user types, price types, document
 * types) from one table of paths.
 */
import { addExistingBodySchema, selectedMasterIds } from '@ridedesk/domain/master-data/add-existing';
import { airportFormSchema } from '@ridedesk/domain/master-data/airport';
import { amenityFormSchema } from '@ridedesk/domain/master-data/amenity';
import {
  CATALOG_KIND_META,
  CATALOG_KINDS,
  type CatalogKind,
  setupSignal,
} from '@ridedesk/domain/master-data/catalog-kinds';
import { documentTypeFormSchema } from '@ridedesk/domain/master-data/document-type';
import { type SaveFlags, saveFlagsSchema } from '@ridedesk/domain/master-data/draft-publish';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { priceTypeFormSchema } from '@ridedesk/domain/master-data/price-type';
import { serviceTypeFormSchema } from '@ridedesk/domain/master-data/service-type';
import { serviceUserTypeFormSchema } from '@ridedesk/domain/master-data/service-user-type';
import { vehicleTypeFormSchema } from '@ridedesk/domain/master-data/vehicle-type';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { US_STATE_CODES } from '@ridedesk/domain/shared/us-states';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { platformCtxOf, signedInCtxOf, staffCtxOf } from '../../lib/request-context.ts';
import { results } from '../../lib/results.ts';
import { publicSiteScope, readableSiteId } from '../../lib/site-scope.ts';
import { requireRole } from '../../plugins/auth.ts';
import type { CatalogService, MasterInput } from './catalog.service.ts';

const FORM_SCHEMAS = {
  vehicleType: vehicleTypeFormSchema,
  serviceType: serviceTypeFormSchema,
  airport: airportFormSchema,
  amenity: amenityFormSchema,
  serviceUserType: serviceUserTypeFormSchema,
  priceType: priceTypeFormSchema,
  documentType: documentTypeFormSchema,
} satisfies Record<CatalogKind, z.ZodObject>;

const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Optional siteId (the spec also writes siteid) and the Published/Unpublished selector. */
const siteQuery = z.object({ siteId: siteIdField, siteid: siteIdField, isPublished: booleanQuery });
const stateQuery = z.object({
  state: z
    .string()
    .trim()
    .max(2, 'Please choose a valid state')
    .transform((s) => s.toUpperCase())
    .refine((s) => s === '' || US_STATE_CODES.includes(s), 'Please choose a valid state')
    .optional(),
  siteId: siteIdField,
  siteid: siteIdField,
});
const siteOf = (q: { siteId?: number; siteid?: number }) => q.siteId ?? q.siteid;

type MasterBody = MasterInput &
  SaveFlags & { id?: number; siteId?: number; isEnabled?: boolean; isAvailableForOtherSites?: boolean };

/**
 * A mapping is saved either flat (the form's fields) or as read (the master nested under the
 * kind's name); both arrive here flat. The mapping's own id, site and enabled flag stay on top.
 */
const flattenNested = (kind: CatalogKind) => (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const outer = body as Record<string, unknown>;
  const nested = outer[kind];
  if (!nested || typeof nested !== 'object' || Array.isArray(nested)) return body;
  const master = nested as Record<string, unknown>;
  return {
    ...master,
    id: outer.id,
    siteId: outer.siteId,
    isEnabled: outer.isEnabled,
    isDraft: master.isDraft ?? outer.isDraft,
    isPublished: master.isPublished ?? outer.isPublished,
  };
};

const masterBody = (kind: CatalogKind) =>
  FORM_SCHEMAS[kind].extend({
    ...saveFlagsSchema.shape,
    id: recordId.optional(),
    isEnabled: z.boolean().optional(),
    isAvailableForOtherSites: z.boolean().optional(),
  }) as unknown as z.ZodType<MasterBody>;

const mappingBody = (kind: CatalogKind) =>
  z.preprocess(
    flattenNested(kind),
    FORM_SCHEMAS[kind].extend({
      ...saveFlagsSchema.shape,
      id: recordId.optional(),
      siteId: siteIdField,
      isEnabled: z.boolean().optional(),
    }),
  ) as unknown as z.ZodType<MasterBody>;

const enableDisableBody = z.looseObject({
  id: recordId,
  siteId: siteIdField,
  isEnabled: z.boolean().optional(),
});

const requireId = (id: number | undefined) => {
  if (!id) throw badRequest('Please give the id of the record to update', { id: 'Required' });
  return id;
};

const readers = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
const managers = requireRole(ROLES.superAdmin, ROLES.spAdmin);
const platform = requireRole(ROLES.superAdmin);

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  for (const kind of CATALOG_KINDS) {
    const { apiBase, pascal, countKey } = CATALOG_KIND_META[kind];
    const base = `/api/${apiBase}`;
    const tags = [apiBase];

    app.get(base, { schema: { tags, querystring: siteQuery }, preHandler: readers }, async (req) =>
      results(await catalog.listMasters(signedInCtxOf(req, null), kind, { isPublished: req.query.isPublished })),
    );

    app.post(base, { schema: { tags, body: masterBody(kind) }, preHandler: platform }, async (req, reply) =>
      reply.status(201).send(results(await catalog.createMaster(platformCtxOf(req), kind, req.body))),
    );

    app.put(base, { schema: { tags, body: masterBody(kind) }, preHandler: platform }, async (req) =>
      results(await catalog.updateMaster(platformCtxOf(req), kind, { ...req.body, id: requireId(req.body.id) })),
    );

    app.get(`${base}/mappingBySiteId`, { schema: { tags, querystring: siteQuery }, preHandler: readers }, async (req) =>
      results(
        await catalog.listMappings(staffCtxOf(req, siteOf(req.query)), kind, {
          isPublished: req.query.isPublished,
        }),
      ),
    );

    app.post(
      `${base}/create${pascal}SiteMapping`,
      { schema: { tags, body: mappingBody(kind) }, preHandler: managers },
      async (req, reply) => {
        const { mapping, wasFirst } = await catalog.createMapping(staffCtxOf(req, req.body.siteId), kind, req.body);
        return reply.status(201).send(results(mapping, setupSignal(countKey, wasFirst)));
      },
    );

    app.put(
      `${base}/update${pascal}SiteMapping`,
      { schema: { tags, body: mappingBody(kind) }, preHandler: managers },
      async (req) =>
        results(
          await catalog.updateMapping(staffCtxOf(req, req.body.siteId), kind, {
            ...req.body,
            id: requireId(req.body.id),
          }),
        ),
    );

    app.post(
      `${base}/enableDisable${pascal}SiteMapping`,
      { schema: { tags, body: enableDisableBody }, preHandler: managers },
      async (req) => results(await catalog.setMappingEnabled(staffCtxOf(req, req.body.siteId), kind, req.body)),
    );

    app.get(
      `${base}/${apiBase}MastersNotMappedBySiteId`,
      { schema: { tags, querystring: siteQuery }, preHandler: readers },
      async (req) => results(await catalog.unmappedMasters(staffCtxOf(req, siteOf(req.query)), kind)),
    );

    app.post(
      `${base}/createMappingForExistingMaster${pascal}`,
      { schema: { tags, body: addExistingBodySchema }, preHandler: managers },
      async (req, reply) => {
        const body = req.body;
        const ctx = staffCtxOf(req, Array.isArray(body) ? undefined : body.siteId);
        const { mappings, wasFirst } = await catalog.addExisting(ctx, kind, { masterIds: selectedMasterIds(body) });
        return reply.status(201).send(results(mappings, setupSignal(countKey, wasFirst)));
      },
    );

    app.get(`${base}/get${pascal}BySiteIdOrState`, { schema: { tags, querystring: stateQuery } }, async (req) =>
      results(
        await catalog.offeredMappings(kind, publicSiteScope(req, siteOf(req.query)), {
          state: req.query.state || undefined,
        }),
      ),
    );
  }

  // Airports only: the enabled airports travellers pick from.
  app.get('/api/airport/getAllEnabledSiteMappingAirports', { schema: { tags: ['airport'] } }, async (req) =>
    results(await catalog.offeredMappings('airport', publicSiteScope(req))),
  );

  // The spec's spelling (Airtports) is the contract.
  app.get(
    '/api/airport/getEnabledAirtportsBySiteId',
    { schema: { tags: ['airport'], querystring: siteQuery } },
    async (req) =>
      results(await catalog.offeredMappings('airport', { siteId: readableSiteId(req, siteOf(req.query)) })),
  );
};
