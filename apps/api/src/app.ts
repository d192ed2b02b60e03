import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerRoutes } from './composition/app-routes.ts';
import { buildAppServices, buildPlatformServices } from './composition/app-services.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerClock } from './lib/request-context.ts';
import { loadSigningKeys } from './modules/auth/token-keys.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { loggerOptions } from './plugins/log-redaction.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTenant } from './plugins/tenant.ts';
import { registerWeb } from './plugins/web.ts';
import * as scaleOut from './scale-out.ts';

/** The system clock: the app's one clock unless a test passes its own. */
const systemClock = () => new Date();

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends every due outbox message now (the worker does this on a timer outside tests). */
    drainOutbox: () => Promise<{ sent: number; retried: number; failed: number }>;
    /** Sends every due text message now (the job queue does this outside tests). */
    drainSmsOutbox: () => Promise<Record<'sent' | 'retried' | 'failed' | 'opted-out', number>>;
    /** One run of the flight watch now (the job queue runs it every minute outside tests). */
    runFlightWatch: () => Promise<{ opened: number; polled: number; applied: number }>;
    /** Moves the flights want that the database refused, tried now on one site (dispatch's call). */
    applyPendingFlightMoves: (siteId: number) => Promise<number>;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  /** Serve the built web app (the server does; in-process API tests need not). */
  serveWeb?: boolean;
  now?: () => Date;
  /** Where the log goes (stdout unless given; tests capture it). */
  logStream?: NodeJS.WritableStream;
};

/**
 * The composition root: tests build the app in-process with this, the server listens. It takes
 * the clock once (`now`, the system clock unless a test passes its own), builds every service once
 * (`composition/app-services.ts`), puts the request plugins in place and registers the route
 * plugins (`composition/app-routes.ts`).
 */
export const buildApp = async ({ config, database, serveWeb = false, now = systemClock, logStream }: AppOptions) => {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: frameworkErrorHandler,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every route plugin reads the clock from the app (lib/request-context.ts); services get it in wiring.
  registerClock(app, now);
  const wiring = { app, config, database, now };
  const keys = await loadSigningKeys({
    privateJwk: config.jwtPrivateJwk,
    dataDir: config.env === 'test' ? undefined : config.dataDir,
  });
  const platform = buildPlatformServices(wiring, keys);
  app.decorate('drainOutbox', platform.mail.drainOutbox);
  app.decorate('drainSmsOutbox', platform.sms.drainOutbox);
  // The job queue sends the outbox (below); tests drain it themselves (drainOutbox).
  app.addHook('onClose', async () => {
    await platform.mail.close();
  });

  registerErrorHandling(app, platform.settings.recordServerError);
  registerSecurityHeaders(app);
  // Before the routes: it hooks every route added after it (API JSON over 1 KB; the web app's files are precompressed).
  await registerCompression(app);
  const limits = await scaleOut.registerLimits(app, config);
  registerTenant(app, platform.sites.resolveSite);
  registerAuth(app, platform.auth.verifyAccessToken);
  // After the auth hook: its hooks need the actor.
  const bus = scaleOut.registerEventBus(app, database);
  await registerOpenApi(app);

  const services = { ...platform, ...buildAppServices(wiring, platform, bus) };
  await registerRoutes(app, { config, database, services, limits, bus });

  app.decorate('runFlightWatch', services.flights.runWatch);
  app.decorate('applyPendingFlightMoves', services.flights.applyPendingMoves);

  // Mail, texts, month-end invoices, trial lapses and flights on the job queue, unless JOBS=off (scale-out.ts).
  const { mail, sms, invoices, subscriptions, positions, flights } = services;
  await scaleOut.startBackgroundJobs(app, config, database, { mail, sms, invoices, subscriptions, positions, flights });

  if (serveWeb) await registerWeb(app, config.webDist ? path.resolve(config.webDist) : DEFAULT_WEB_DIST);

  return app as unknown as FastifyInstance;
};
