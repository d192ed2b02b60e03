import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createSandboxCheckout } from './integrations/checkout/sandbox-checkout.ts';
import { createStripeCheckout } from './integrations/checkout/stripe-checkout.ts';
import { geoProviderFromConfig } from './integrations/geo/provider-from-config.ts';
import { createOidcIdentityProvider } from './integrations/identity/oidc-provider.ts';
import { createLocalTransport } from './integrations/mail/mail-transport.ts';
import { createSmtpTransport } from './integrations/mail/smtp-transport.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { createAssistantService } from './modules/assistant/assistant.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { loadSigningKeys } from './modules/auth/token-keys.ts';
import { bookingManagementRoutes } from './modules/booking-management/booking-management.routes.ts';
import { createBookingManagementService } from './modules/booking-management/booking-management.service.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingService } from './modules/bookings/create-booking.service.ts';
import { guestsAndBillingRoutes } from './modules/bookings/guests-and-billing.routes.ts';
import { createGuestsAndBillingService } from './modules/bookings/guests-and-billing.service.ts';
import { unavailableAreaRoutes } from './modules/bookings/unavailable-area.routes.ts';
import { createUnavailableAreaService } from './modules/bookings/unavailable-area.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { chartsRoutes } from './modules/charts/charts.routes.ts';
import { createChartsService } from './modules/charts/charts.service.ts';
import { complaintsRoutes } from './modules/complaints/complaints.routes.ts';
import { createComplaintsService } from './modules/complaints/complaints.service.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { createCustomersService } from './modules/customers/customers.service.ts';
import { discountsRoutes } from './modules/discounts/discounts.routes.ts';
import { countDiscounts, createDiscountsService } from './modules/discounts/discounts.service.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { externalIdentityRoutes } from './modules/external-identity/external-identity.routes.ts';
import { createExternalIdentityService } from './modules/external-identity/external-identity.service.ts';
import { createFleetImageStore } from './modules/fleets/fleet-images.ts';
import { fleetUsageRoutes } from './modules/fleets/fleet-usage.routes.ts';
import { createFleetUsageService } from './modules/fleets/fleet-usage.service.ts';
import { fleetsRoutes } from './modules/fleets/fleets.routes.ts';
import { createFleetsService } from './modules/fleets/fleets.service.ts';
import { garageLocationsRoutes } from './modules/garage-locations/garage-locations.routes.ts';
import { createGarageLocationsService } from './modules/garage-locations/garage-locations.service.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { createGeoService } from './modules/geo/geo.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { languagesRoutes } from './modules/languages/languages.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { countPaymentTypes } from './modules/payments/payment-types.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPayments } from './modules/payments/payments-setup.ts';
import { priceDefinitionsRoutes } from './modules/price-definitions/price-definitions.routes.ts';
import {
  countPriceDefinitions,
  createPriceDefinitionsService,
} from './modules/price-definitions/price-definitions.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { serviceLocationsRoutes } from './modules/service-locations/service-locations.routes.ts';
import {
  countServiceLocations,
  createServiceLocationsService,
  sitesServingState,
} from './modules/service-locations/service-locations.service.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { firstRunRoutes } from './modules/setup/first-run.routes.ts';
import { createFirstRunService } from './modules/setup/first-run.service.ts';
import { stepServicesIn } from './modules/setup/first-run-services.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { createSetupService } from './modules/setup/setup.service.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { createSitesService } from './modules/sites/sites.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { createSubscriptionsService, currentPlanOfSite } from './modules/subscriptions/subscriptions.service.ts';
import { templateEditingRoutes } from './modules/templates/template-editing.routes.ts';
import { createTemplateEditingService } from './modules/templates/template-editing.service.ts';
import { templatesRoutes } from './modules/templates/templates.routes.ts';
import { createTemplatesService } from './modules/templates/templates.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createVerificationService } from './modules/verification/verification.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDevOnly } from './plugins/dev-only.ts';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { loggerOptions } from './plugins/log-redaction.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTenant } from './plugins/tenant.ts';
import { registerWeb } from './plugins/web.ts';
import * as scaleOut from './scale-out.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends every due outbox message now (the worker does this on a timer outside tests). */
    drainOutbox: () => Promise<{ sent: number; retried: number; failed: number }>;
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

/** The one place modules are wired: tests build the app in-process with this, the server listens. */
export const buildApp = async ({ config, database, serveWeb = false, now, logStream }: AppOptions) => {
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

  // `read`: the read replica when DATABASE_READ_URL is set (search, read-only lists), else the primary.
  const { db, read } = database;
  const keys = await loadSigningKeys({
    privateJwk: config.jwtPrivateJwk,
    dataDir: config.env === 'test' ? undefined : config.dataDir,
  });
  const sites = createSitesService(db);
  const users = createUsersService(db);
  const auth = createAuthService({ db, keys, users, sites, now });
  const templates = createTemplatesService(db);
  // Geography: Google Maps when GOOGLE_MAPS_API_KEY is set, else the offline gazetteer.
  const geo = createGeoService(geoProviderFromConfig(config));
  const mail = createMailService({
    db,
    transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createLocalTransport(),
    from: config.mailFrom,
    sites,
    templates,
    now,
    log: app.log,
  });
  app.decorate('drainOutbox', mail.drainOutbox);
  const verification = createVerificationService({ db, now });
  const accounts = createAccountsService({ db, users, sites, auth, mail, verification });
  const external = createExternalIdentityService({
    db,
    provider: config.oidc ? createOidcIdentityProvider(config.oidc) : undefined,
    users,
    sites,
    auth,
    accounts,
    now,
  });
  // The job queue sends the outbox (below); tests drain it themselves (drainOutbox).
  app.addHook('onClose', async () => {
    await mail.close();
  });
  const settings = createSettingsService(db, () => [
    { name: 'ClientId', value: 'customer-portal' },
    { name: 'AuthorizationServerUrl', value: config.publicUrl ?? '' },
    { name: 'AllowedScopes', value: 'openid profile email offline_access' },
    { name: 'RedirectUri', value: '/redirect' },
  ]);

  registerErrorHandling(app, settings.recordServerError);
  registerSecurityHeaders(app);
  // Before the routes: it hooks every route added after it (API JSON over 1 KB; the web app's files are precompressed).
  await registerCompression(app);
  const limits = await scaleOut.registerLimits(app, config);
  registerTenant(app, sites.resolveSite);
  registerAuth(app, auth.verifyAccessToken);
  const bus = scaleOut.registerEventBus(app, database);
  await registerOpenApi(app);

  await app.register(healthRoutes, { database });
  await app.register(languagesRoutes, { db });
  // Booking payments (spec 03 section 7); getgoogleapisettings tells whether the site offers Google Pay.
  const payments = createPayments({ db, config, now, log: app.log });
  await app.register(settingsRoutes, {
    settings,
    googleSettings: async (siteId: number) => {
      const gpay = await payments.types.offers(siteId, 'GPay');
      return {
        googleSignInEnabled: external.enabled,
        googleMapsEnabled: false,
        gpayEnabled: gpay.enabled,
        gpayEnvironment: gpay.live ? 'PRODUCTION' : 'TEST',
      };
    },
  });
  await app.register(templatesRoutes, { templates });
  await app.register(templateEditingRoutes, { editing: createTemplateEditingService({ db, templates, sites }) });
  // The dev mailbox: never in production, and only to this machine elsewhere (plugins/dev-only.ts).
  await registerDevOnly(app, config, mailRoutes, { mail });
  await app.register(authRoutes, { auth, users, limits });
  // Master data (spec 02): the catalogue kinds, garage locations, fleets and setup counts.
  // A state's vehicle and service types come from the providers that serve it (service locations).
  const catalog = createCatalogService(db, {
    sitesServingState: async (state) => (state ? sitesServingState(db, state) : null),
  });
  // Garage addresses are geocoded on save so search can measure the distance from them.
  const garages = createGarageLocationsService(db, {
    geocode: async (address) => {
      const place = await geo.geocodeAddress(address);
      return place ? { latitude: place.lat, longitude: place.lng } : null;
    },
  });
  const fleets = createFleetsService(db, { catalog, garages, images: createFleetImageStore(config.dataDir), read });
  const setup = createSetupService({
    catalog,
    garages,
    fleets,
    counters: {
      countPriceDefinition: (siteId) => countPriceDefinitions(db, siteId),
      countDiscount: (siteId) => countDiscounts(db, siteId),
      countServiceLocation: (siteId) => countServiceLocations(db, siteId),
      countPaymentType: (siteId) => countPaymentTypes(db, siteId),
    },
    registrationOf: (siteId) => sites.registrationOf(siteId),
    planStatusOf: async (siteId) => (await currentPlanOfSite(db, siteId, now?.() ?? new Date()))?.status ?? null,
  });
  // getSiteIdOfClient answers whether the site takes bookings, so the sites routes come after setup.
  await app.register(sitesRoutes, { db, sites, users, siteToken: auth.siteToken, bookingState: setup.bookingState });
  await app.register(catalogRoutes, { catalog });
  await app.register(garageLocationsRoutes, { garages });
  await app.register(fleetsRoutes, { fleets });
  await app.register(fleetUsageRoutes, { usage: createFleetUsageService({ catalog, fleets }) });
  await app.register(setupRoutes, { setup });
  // Prices, promo codes and service areas (DESIGN.md section 9, spec 03 section 7).
  await app.register(priceDefinitionsRoutes, {
    priceDefinitions: createPriceDefinitionsService(db, { catalog, fleets, read }),
  });
  await app.register(discountsRoutes, { discounts: createDiscountsService(db) });
  await app.register(serviceLocationsRoutes, { locations: createServiceLocationsService(db, { sites }) });
  // The first-run guide (issue 17): a new company's area, vehicles and prices, payment and contact, step by step.
  const firstRunServicesIn = stepServicesIn({
    images: createFleetImageStore(config.dataDir),
    sites,
    paymentTypesIn: payments.typesIn,
  });
  await app.register(firstRunRoutes, {
    firstRun: createFirstRunService({
      db,
      services: firstRunServicesIn(db),
      servicesIn: firstRunServicesIn,
      sites,
      bookingState: setup.bookingState,
      now: now ?? (() => new Date()),
    }),
  });
  // Booking payments (spec 03 section 7): payment types, charges through the gateways, records, refunds.
  // A settled payment mails what it makes true (the card booking's confirmation, or a receipt).
  const payWithMails = (...args: Parameters<typeof payments.payments.pay>) =>
    bookingManagement.withPaymentMails(payments.payments.pay)(...args);
  await app.register(paymentsRoutes, {
    payments: { ...payments, payments: { ...payments.payments, pay: payWithMails } },
  });
  await app.register(accountsRoutes, { accounts, publicUrl: config.publicUrl, now, limits });
  await app.register(externalIdentityRoutes, { external, publicUrl: config.publicUrl });

  // Geography (spec 03 section 7): addresses, geocoding, ride estimates.
  await app.register(geoRoutes, { geo });
  // Search and booking (spec 03 sections 2-9): offers, guests, billing, booking creation.
  const search = createSearchService(read, (siteIds) => reviews.averageBySite(siteIds), {
    cacheSeconds: config.searchCacheSeconds,
  });
  if (config.searchCacheSeconds > 0) scaleOut.forgetSearchesOnChange(bus, search);
  await app.register(searchRoutes, {
    search,
    now: now ?? (() => new Date()),
  });
  await app.register(unavailableAreaRoutes, { unavailableArea: createUnavailableAreaService({ db, mail, sites }) });
  await app.register(guestsAndBillingRoutes, { guests: createGuestsAndBillingService(db) });
  // Notifications (spec 01): posted to roles, and by the system on booking events right after their commit.
  const notifications = createNotificationsService({ db, sites, now: now ?? (() => new Date()), log: app.log });
  await app.register(notificationsRoutes, { notifications });
  const onBookingEvent = scaleOut.publishingBookingEvents(app, bus, notifications.postBookingEvent);
  await app.register(bookingsRoutes, {
    createBooking: createBookingService({
      db,
      geo,
      mail,
      sites,
      users,
      onBookingEvent,
    }),
    publicUrl: config.publicUrl,
    now,
  });
  // Booking lists and updates (spec 03 section 7): lists, calendar, detail, assignment, statuses.
  // Cancellations refund through the payments module's services; payment mails link to the site's own host.
  const bookingManagement = createBookingManagementService({
    db,
    mail,
    now: now ?? (() => new Date()),
    onBookingEvent,
    money: { paymentsOf: payments.records.paymentsOf, refund: payments.refunds.refund },
    siteOrigin: async (siteId) =>
      config.publicUrl?.replace(/\/+$/, '') ??
      `http://${(await sites.findSite(siteId))?.host ?? 'localhost'}${[80, 443].includes(config.port) ? '' : `:${config.port}`}`,
    log: app.log,
  });
  await app.register(bookingManagementRoutes, { bookings: bookingManagement, publicUrl: config.publicUrl, now });
  // Live booking changes for the back office (server-sent events, decision 0027).
  await app.register(eventsRoutes, { bus, auth });
  // Reviews (spec 03): travellers review providers, providers review riders and reply; search shows the averages.
  const reviews = createReviewsService({
    db,
    bookings: createBookingManagementService({ db, mail, now: now ?? (() => new Date()) }),
    now: now ?? (() => new Date()),
  });
  await app.register(reviewsRoutes, { reviews });

  // Customers (/admin/customers): the site's travellers from its bookings, read-only.
  await app.register(customersRoutes, {
    customers: createCustomersService({ db: read, now: now ?? (() => new Date()) }),
  });

  // Feedback and complaints (spec 01 "/usercompliants"); booking references are checked through the booking service.
  await app.register(complaintsRoutes, {
    complaints: createComplaintsService({
      db,
      mail,
      sites,
      bookings: createBookingManagementService({ db, mail, now: now ?? (() => new Date()) }),
      now: now ?? (() => new Date()),
    }),
    publicUrl: config.publicUrl,
  });

  // Users (/admin/users): staff bounded by the plan's noOfUsers, invited by mail to set a password.
  await app.register(staffRoutes, {
    staff: createStaffService({
      db,
      users,
      mail,
      verification,
      auth,
      planOf: (siteId, at) => currentPlanOfSite(db, siteId, at),
      now: now ?? (() => new Date()),
    }),
    publicUrl: config.publicUrl,
  });

  // Subscriptions (spec 01 sections 4, 5, 9): plans, the chooser, the hosted checkout (Stripe
  // Checkout when STRIPE_SECRET_KEY is set, else the sandbox page), approval, trial and lapse.
  const subscriptions = createSubscriptionsService({
    db,
    checkout: config.stripe
      ? createStripeCheckout({ baseUrl: config.stripe.baseUrl, secretKey: config.stripe.secretKey })
      : createSandboxCheckout(),
    stripeWebhookSecret: config.stripe?.webhookSecret,
    now,
  });
  await app.register(subscriptionsRoutes, {
    subscriptions,
    findUser: (userName) => users.findByLogin(userName),
    now: now ?? (() => new Date()),
  });

  // The dashboard's booking charts (spec 03 "Charts"); staff names come through the booking service.
  await app.register(chartsRoutes, {
    charts: createChartsService({
      db: read,
      bookings: createBookingManagementService({ db, mail, now: now ?? (() => new Date()) }),
      now: now ?? (() => new Date()),
    }),
  });

  // The assistant (chatbot widget): answers from the site's help pages, hands over to booking or feedback.
  await app.register(assistantRoutes, { assistant: createAssistantService({ db, templates }) });

  // Invoices (/admin/invoice/view): monthly per provider; the month-end job runs in the server.
  const invoices = createInvoicesService({
    db,
    sites,
    planOf: (siteId, at) => currentPlanOfSite(db, siteId, at),
    now: now ?? (() => new Date()),
  });
  await app.register(invoicesRoutes, { invoices });

  // Mail, month-end invoices and trial lapses on the job queue, unless JOBS=off (scale-out.ts).
  await scaleOut.startBackgroundJobs(app, config, database, { mail, invoices, subscriptions });

  if (serveWeb) await registerWeb(app, config.webDist ? path.resolve(config.webDist) : DEFAULT_WEB_DIST);

  return app as unknown as FastifyInstance;
};
