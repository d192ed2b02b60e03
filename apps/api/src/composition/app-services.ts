import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import { createSandboxCheckout } from '../integrations/checkout/sandbox-checkout.ts';
import { createStripeCheckout } from '../integrations/checkout/stripe-checkout.ts';
import { geoProviderFromConfig } from '../integrations/geo/provider-from-config.ts';
import { createOidcIdentityProvider } from '../integrations/identity/oidc-provider.ts';
import { createLocalTransport } from '../integrations/mail/mail-transport.ts';
import { createSmtpTransport } from '../integrations/mail/smtp-transport.ts';
import { createAccountsService } from '../modules/accounts/accounts.service.ts';
import { createAssistantService } from '../modules/assistant/assistant.service.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import type { loadSigningKeys } from '../modules/auth/token-keys.ts';
import { createBookingManagementService } from '../modules/booking-management/booking-management.service.ts';
import { createBookingService } from '../modules/bookings/create-booking.service.ts';
import { createGuestsAndBillingService } from '../modules/bookings/guests-and-billing.service.ts';
import { createUnavailableAreaService } from '../modules/bookings/unavailable-area.service.ts';
import { createCatalogService } from '../modules/catalog/catalog.service.ts';
import { createChartsService } from '../modules/charts/charts.service.ts';
import { createComplaintsService } from '../modules/complaints/complaints.service.ts';
import { createCustomersService } from '../modules/customers/customers.service.ts';
import { countDiscounts, createDiscountsService } from '../modules/discounts/discounts.service.ts';
import { createExternalIdentityService } from '../modules/external-identity/external-identity.service.ts';
import { createFleetImageStore } from '../modules/fleets/fleet-images.ts';
import { createFleetUsageService } from '../modules/fleets/fleet-usage.service.ts';
import { createFleetsService } from '../modules/fleets/fleets.service.ts';
import { createGarageLocationsService } from '../modules/garage-locations/garage-locations.service.ts';
import { createGeoService } from '../modules/geo/geo.service.ts';
import { createInvoicesService } from '../modules/invoices/invoices.service.ts';
import { createMailService } from '../modules/mail/mail.service.ts';
import { createNotificationsService } from '../modules/notifications/notifications.service.ts';
import { countPaymentTypes } from '../modules/payments/payment-types.service.ts';
import { createPayments } from '../modules/payments/payments-setup.ts';
import {
  countPriceDefinitions,
  createPriceDefinitionsService,
} from '../modules/price-definitions/price-definitions.service.ts';
import { createReviewsService } from '../modules/reviews/reviews.service.ts';
import { createSearchService } from '../modules/search/search.service.ts';
import {
  countServiceLocations,
  createServiceLocationsService,
  sitesServingState,
} from '../modules/service-locations/service-locations.service.ts';
import { createSettingsService } from '../modules/settings/settings.service.ts';
import { createFirstRunService } from '../modules/setup/first-run.service.ts';
import { stepServicesIn } from '../modules/setup/first-run-services.ts';
import { createSetupService } from '../modules/setup/setup.service.ts';
import { createSitesService } from '../modules/sites/sites.service.ts';
import { createStaffService } from '../modules/staff/staff.service.ts';
import { createSubscriptionsService, currentPlanOfSite } from '../modules/subscriptions/subscriptions.service.ts';
import { createTemplateEditingService } from '../modules/templates/template-editing.service.ts';
import { createTemplatesService } from '../modules/templates/templates.service.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import { createVerificationService } from '../modules/verification/verification.service.ts';
import * as scaleOut from '../scale-out.ts';
import { buildFlightsService } from './flights.ts';
import { buildRideServices } from './ride-services.ts';
import { buildSmsService } from './sms.ts';

type Wiring = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** The app's one clock: every service reads the time from it. */
  now: () => Date;
};

/**
 * The services the request plugins need before any route exists: the site from the host (sites),
 * the actor from the token (auth), the error log (settings), and the people and mail around them.
 */
export const buildPlatformServices = (
  { app, config, database, now }: Wiring,
  keys: Awaited<ReturnType<typeof loadSigningKeys>>,
) => {
  const { db } = database;
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
  // Text messages (issue 22): Twilio when TWILIO_* are set, else kept for /dev/sms.
  const sms = buildSmsService({ app, config, database, now });
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
  const settings = createSettingsService(db, () => [
    { name: 'ClientId', value: 'customer-portal' },
    { name: 'AuthorizationServerUrl', value: config.publicUrl ?? '' },
    { name: 'AllowedScopes', value: 'openid profile email offline_access' },
    { name: 'RedirectUri', value: '/redirect' },
  ]);
  return { sites, users, auth, templates, geo, mail, sms, verification, accounts, external, settings };
};

export type PlatformServices = ReturnType<typeof buildPlatformServices>;

/** Master data (spec 02): the catalogue kinds, garage locations, fleets, prices, promo codes, service areas, setup. */
const buildMasterData = ({ config, database, now }: Wiring, { sites, geo }: PlatformServices) => {
  const { db, read } = database;
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
  const images = createFleetImageStore(config.dataDir);
  const fleets = createFleetsService(db, { catalog, garages, images, read });
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
    planStatusOf: async (siteId) => (await currentPlanOfSite(db, siteId, now()))?.status ?? null,
  });
  return {
    catalog,
    garages,
    fleets,
    images,
    setup,
    fleetUsage: createFleetUsageService({ catalog, fleets }),
    priceDefinitions: createPriceDefinitionsService(db, { catalog, fleets, read }),
    discounts: createDiscountsService(db),
    serviceLocations: createServiceLocationsService(db, { sites }),
  };
};

/**
 * Every other service, each built once. `bus` is the event bus (registered after the auth hook):
 * booking events reach the live streams through it, and search forgets its kept offers on a change.
 */
export const buildAppServices = (wiring: Wiring, platform: PlatformServices, bus: EventBus) => {
  const { app, config, database, now } = wiring;
  const { db, read } = database;
  const { sites, users, auth, templates, geo, mail, sms, verification } = platform;
  const masterData = buildMasterData(wiring, platform);
  // Booking payments (spec 03 section 7): payment types, charges through the gateways, records, refunds.
  const payments = createPayments({ db, config, now, log: app.log });
  // The first-run guide (issue 17): a new company's area, vehicles and prices, payment and contact, step by step.
  const firstRunServicesIn = stepServicesIn({ images: masterData.images, sites, paymentTypesIn: payments.typesIn });
  const firstRun = createFirstRunService({
    db,
    services: firstRunServicesIn(db),
    servicesIn: firstRunServicesIn,
    sites,
    bookingState: masterData.setup.bookingState,
  });
  // Notifications (spec 01): posted to roles, and by the system on booking events right after their commit.
  const notifications = createNotificationsService({ db, sites, now, log: app.log });
  const onBookingEvent = scaleOut.publishingBookingEvents(app, bus, notifications.postBookingEvent);
  // Where mailed links point: PUBLIC_URL, else the site's own host.
  const siteOrigin = async (siteId: number) =>
    config.publicUrl?.replace(/\/+$/, '') ??
    `http://${(await sites.findSite(siteId))?.host ?? 'localhost'}${[80, 443].includes(config.port) ? '' : `:${config.port}`}`;
  // Booking lists and updates: cancellations refund through the payments module's services;
  // payment mails link to the site's own host. Reviews, complaints and charts read through it too.
  const bookingManagement = createBookingManagementService({
    db,
    mail,
    onBookingEvent,
    money: { paymentsOf: payments.records.paymentsOf, refund: payments.refunds.refund },
    siteOrigin,
    log: app.log,
    sms,
  });
  // Reviews (spec 03): travellers review providers, providers review riders and reply; search shows the averages.
  const reviews = createReviewsService({ db, bookings: bookingManagement });
  const search = createSearchService(read, (siteIds) => reviews.averageBySite(siteIds), {
    cacheSeconds: config.searchCacheSeconds,
  });
  if (config.searchCacheSeconds > 0) scaleOut.forgetSearchesOnChange(bus, search);
  const planOf = (siteId: number, at: Date) => currentPlanOfSite(db, siteId, at);
  // Airport pickups that follow the flight (issue 22): AeroAPI when a key is set, else manual.
  const flights = buildFlightsService({ config, db, bus, mail, sms, siteOrigin, now, log: app.log });
  return {
    ...masterData,
    payments,
    firstRun,
    notifications,
    bookingManagement,
    reviews,
    search,
    templateEditing: createTemplateEditingService({ db, templates, sites }),
    unavailableArea: createUnavailableAreaService({ db, mail, sites }),
    guests: createGuestsAndBillingService(db),
    // Booking creation writes the traveller's confirmation text with its mail (issue 22).
    createBooking: createBookingService({ db, geo, mail, sites, users, onBookingEvent, sms }),
    // Customers (/admin/customers): the site's travellers from its bookings, read-only.
    customers: createCustomersService({ db: read }),
    // Feedback and complaints; booking references are checked through the booking service.
    complaints: createComplaintsService({ db, mail, sites, bookings: bookingManagement }),
    // Staff bounded by the plan's noOfUsers, invited by mail to set a password.
    staff: createStaffService({ db, users, mail, verification, auth, planOf }),
    // Subscriptions (spec 01 sections 4, 5, 9): plans, the chooser, the hosted checkout (Stripe
    // Checkout when STRIPE_SECRET_KEY is set, else the sandbox page), approval, trial and lapse.
    subscriptions: createSubscriptionsService({
      db,
      checkout: config.stripe
        ? createStripeCheckout({ baseUrl: config.stripe.baseUrl, secretKey: config.stripe.secretKey })
        : createSandboxCheckout(),
      stripeWebhookSecret: config.stripe?.webhookSecret,
      now,
    }),
    // The dashboard's booking charts; staff names come through the booking service.
    charts: createChartsService({ db: read, bookings: bookingManagement }),
    // The assistant (chatbot widget): answers from the site's help pages, hands over to booking or feedback.
    assistant: createAssistantService({ db, templates }),
    // The day of the ride (issue 21): chauffeurs, their app, dispatch, positions kept 90 days.
    ...buildRideServices({
      db,
      bus,
      mail,
      sms,
      users,
      verification,
      catalog: masterData.catalog,
      settings: platform.settings,
      siteOrigin,
      now,
      geo,
      // A pickup move the next ride held up goes through once dispatch gives that ride to another.
      applyPendingMoves: flights.applyPendingMoves,
    }),
    flights,
    // Invoices (/admin/invoice/view): monthly per provider; the month-end job runs in the server.
    invoices: createInvoicesService({ db, sites, planOf, now }),
  };
};

export type AppServices = PlatformServices & ReturnType<typeof buildAppServices>;
