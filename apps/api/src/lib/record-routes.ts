/**
 * The back-office routes every draft-and-publish record shares (spec 02's pattern, used by garage
 * locations, fleets, price definitions and promo codes): the site's list, create (201 with the
 * setup checklist's signal on the first record), update, enable/disable and one record by id.
 * Each module names its paths, its body schema and its service; the steps are the same.
 */
import { setupSignal } from '@ridedesk/domain/master-data/catalog-kinds';
import { recordId } from '@ridedesk/domain/master-data/fields';
import { ROLES } from '@ridedesk/domain/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../plugins/auth.ts';
import { requireRole } from '../plugins/auth.ts';
import { badRequest } from './app-error.ts';
import { staffCtxOf } from './request-context.ts';
import { results } from './results.ts';
import type { UseCaseContext } from './use-case-context.ts';

/** A site id as the back office sends it: 0 or none means the current site (lib/site-scope.ts). */
export const siteIdField = z.coerce.number().int().min(0).max(2_147_483_647).optional();
/** The list filter's isPublished, sent as the text 'true' or 'false'. */
export const isPublishedField = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));
/** The lists' query: the site (either spelling spec 02 uses) and the published filter. */
export const recordListQuery = z.object({ siteId: siteIdField, siteid: siteIdField, isPublished: isPublishedField });
/** The site a query names, in either spelling. */
export const siteOf = (q: { siteId?: number; siteid?: number }) => q.siteId ?? q.siteid;
/** enableDisable's body: the record, its site, and the flag (none toggles); other fields are kept. */
export const enableDisableBody = <S extends z.ZodRawShape>(extra: S = {} as S) =>
  z.looseObject({ id: recordId, siteId: siteIdField, isEnabled: z.boolean().optional(), ...extra });

export const recordReaders = requireRole(ROLES.superAdmin, ROLES.spAdmin, ROLES.spUser);
export const recordManagers = requireRole(ROLES.superAdmin, ROLES.spAdmin);

type Ctx = UseCaseContext<Actor>;
type RecordBody = { id?: number; siteId?: number };

/** The use cases a record's routes call; each takes the request's context first. */
export type RecordUseCases<B extends RecordBody, K extends string> = {
  list: (ctx: Ctx, filter: { isPublished?: boolean }) => Promise<unknown>;
  create: (ctx: Ctx, form: B) => Promise<{ wasFirst: boolean } & Record<K, unknown>>;
  update: (ctx: Ctx, form: B & { id: number }) => Promise<unknown>;
  setEnabled: (ctx: Ctx, change: { id: number; isEnabled?: boolean }) => Promise<unknown>;
};

export type RecordRoutes<B extends RecordBody, K extends string> = {
  /** '/api/garagelocation': every path below is under it. */
  base: string;
  tags: string[];
  /** When the role check runs: onRequest answers 401/403 before the body is read, preHandler after. */
  guard: 'onRequest' | 'preHandler';
  /** Names the record in 'Please give the id of the <noun> to update'. */
  noun: string;
  body: z.ZodType<B>;
  /** The setup checklist's count a first record completes. */
  counter: Parameters<typeof setupSignal>[0];
  /** The key of the created record in what create answers ({ garage, wasFirst }). */
  created: K;
  useCases: RecordUseCases<B, K>;
  listPaths?: string[];
  createPaths: string[];
  updates: { method: 'PUT' | 'POST'; path: string }[];
  enableDisable?: z.ZodType<{ id: number; siteId?: number; isEnabled?: boolean }>;
};

/** Registers a record's list, create, update and enableDisable routes (see the top of this file). */
export const registerRecordRoutes = <B extends RecordBody, K extends string>(
  app: FastifyInstance,
  spec: RecordRoutes<B, K>,
) => {
  const { base, tags, guard, useCases } = spec;
  const readers = { [guard]: recordReaders };
  const managers = { [guard]: recordManagers };
  for (const path of spec.listPaths ?? ['', '/mappingBySiteId'])
    app.get(`${base}${path}`, { schema: { tags, querystring: recordListQuery }, ...readers }, async (req) => {
      const query = req.query as z.output<typeof recordListQuery>;
      return results(await useCases.list(staffCtxOf(req, siteOf(query)), { isPublished: query.isPublished }));
    });

  const save = { schema: { tags, body: spec.body }, ...managers };
  for (const path of spec.createPaths)
    app.post(`${base}${path}`, save, async (req, reply) => {
      const body = req.body as B;
      const created = await useCases.create(staffCtxOf(req, body.siteId), body);
      return reply.status(201).send(results(created[spec.created], setupSignal(spec.counter, created.wasFirst)));
    });

  const update = async (req: FastifyRequest) => {
    const body = req.body as B;
    if (!body.id) throw badRequest(`Please give the id of the ${spec.noun} to update`, { id: 'Required' });
    return results(await useCases.update(staffCtxOf(req, body.siteId), { ...body, id: body.id }));
  };
  for (const { method, path } of spec.updates) app.route({ method, url: `${base}${path}`, ...save, handler: update });

  app.post(
    `${base}/enableDisable`,
    { schema: { tags, body: spec.enableDisable ?? enableDisableBody() }, ...managers },
    async (req) => {
      const { id, siteId, isEnabled } = req.body as { id: number; siteId?: number; isEnabled?: boolean };
      return results(await useCases.setEnabled(staffCtxOf(req, siteId), { id, isEnabled }));
    },
  );
};

/**
 * GET <base>/:id, one record of the site. Registered after a module's other routes (its static
 * paths read first in the file, though the router prefers them anyway).
 */
export const registerRecordById = (
  app: FastifyInstance,
  {
    base,
    tags,
    guard,
    get,
  }: {
    base: string;
    tags: string[];
    guard: 'onRequest' | 'preHandler';
    get: (ctx: Ctx, key: { id: number }) => Promise<unknown>;
  },
) =>
  app.get(
    `${base}/:id`,
    { schema: { tags, params: z.object({ id: recordId }), querystring: recordListQuery }, [guard]: recordReaders },
    async (req) => {
      const query = req.query as z.output<typeof recordListQuery>;
      return results(await get(staffCtxOf(req, siteOf(query)), { id: (req.params as { id: number }).id }));
    },
  );
