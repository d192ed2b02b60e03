import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';
import { accountsRoutes } from '../modules/accounts/accounts.routes.ts';
import { assistantRoutes } from '../modules/assistant/assistant.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { bookingManagementRoutes } from '../modules/booking-management/booking-management.routes.ts';
import { bookingsRoutes } from '../modules/bookings/bookings.routes.ts';
import { guestsAndBillingRoutes } from '../modules/bookings/guests-and-billing.routes.ts';
import { unavailableAreaRoutes } from '../modules/bookings/unavailable-area.routes.ts';
import { catalogRoutes } from '../modules/catalog/catalog.routes.ts';
import { chartsRoutes } from '../modules/charts/charts.routes.ts';
import { chauffeursRoutes } from '../modules/chauffeurs/chauffeurs.routes.ts';
import { complaintsRoutes } from '../modules/complaints/complaints.routes.ts';
import { customersRoutes } from '../modules/customers/customers.routes.ts';
import { discountsRoutes } from '../modules/discounts/discounts.routes.ts';
import { eventsRoutes } from '../modules/events/events.routes.ts';
import { externalIdentityRoutes } from '../modules/external-identity/external-identity.routes.ts';
import { fleetUsageRoutes } from '../modules/fleets/fleet-usage.routes.ts';
import { fleetsRoutes } from '../modules/fleets/fleets.routes.ts';
import { flightsRoutes } from '../modules/flights/flights.routes.ts';
import { garageLocationsRoutes } from '../modules/garage-locations/garage-locations.routes.ts';
import { geoRoutes } from '../modules/geo/geo.routes.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { invoicesRoutes } from '../modules/invoices/invoices.routes.ts';
import { languagesRoutes } from '../modules/languages/languages.routes.ts';
import { mailRoutes } from '../modules/mail/mail.routes.ts';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.ts';
import { paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { priceDefinitionsRoutes } from '../modules/price-definitions/price-definitions.routes.ts';
import { reviewsRoutes } from '../modules/reviews/reviews.routes.ts';
import { dispatchRoutes } from '../modules/rides/dispatch.routes.ts';
import { driverRoutes } from '../modules/rides/driver.routes.ts';
import { searchRoutes } from '../modules/search/search.routes.ts';
import { serviceLocationsRoutes } from '../modules/service-locations/service-locations.routes.ts';
import { settingsRoutes } from '../modules/settings/settings.routes.ts';
import { firstRunRoutes } from '../modules/setup/first-run.routes.ts';
import { setupRoutes } from '../modules/setup/setup.routes.ts';
import { sitesRoutes } from '../modules/sites/sites.routes.ts';
import { staffRoutes } from '../modules/staff/staff.routes.ts';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes.ts';
import { templateEditingRoutes } from '../modules/templates/template-editing.routes.ts';
import { templatesRoutes } from '../modules/templates/templates.routes.ts';
import { trackingRoutes } from '../modules/tracking/tracking.routes.ts';
import { registerDevOnly } from '../plugins/dev-only.ts';
import type { registerLimits } from '../scale-out.ts';
import type { AppServices } from './app-services.ts';
import { registerSmsRoutes } from './sms.ts';

type RouteWiring = {
  config: Config;
  database: Database;
  services: AppServices;
  limits: Awaited<ReturnType<typeof registerLimits>>;
  bus: EventBus;
};

/** Registers every route plugin with the services it calls; the plugins' hooks are already in place. */
export const registerRoutes = async (
  app: FastifyInstance,
  { config, database, services: s, limits, bus }: RouteWiring,
) => {
  const { db } = database;
  const { publicUrl } = config;
  await app.register(healthRoutes, { database });
  await app.register(languagesRoutes, { db });
  // getgoogleapisettings tells whether the site offers Google Pay.
  await app.register(settingsRoutes, {
    settings: s.settings,
    googleSettings: async (ctx) => {
      const gpay = await s.payments.types.offers(ctx, { paymentType: 'GPay' });
      return {
        googleSignInEnabled: s.external.enabled,
        googleMapsEnabled: false,
        gpayEnabled: gpay.enabled,
        gpayEnvironment: gpay.live ? 'PRODUCTION' : 'TEST',
      };
    },
  });
  await app.register(templatesRoutes, { templates: s.templates });
  await app.register(templateEditingRoutes, { editing: s.templateEditing });
  // The dev mailbox: never in production, and only to this machine elsewhere (plugins/dev-only.ts).
  await registerDevOnly(app, config, mailRoutes, { mail: s.mail });
  // Text messages (issue 22): Twilio's signed webhooks, and /dev/sms like the dev mailbox (composition/sms.ts).
  await registerSmsRoutes(app, config, s.sms);
  await app.register(authRoutes, { auth: s.auth, users: s.users, limits });
  // Master data (spec 02). getSiteIdOfClient answers whether the site takes bookings (the setup service).
  await app.register(sitesRoutes, {
    db,
    sites: s.sites,
    users: s.users,
    siteToken: s.auth.siteToken,
    bookingState: s.setup.bookingState,
  });
  await app.register(catalogRoutes, { catalog: s.catalog });
  await app.register(garageLocationsRoutes, { garages: s.garages });
  await app.register(fleetsRoutes, { fleets: s.fleets });
  await app.register(fleetUsageRoutes, { usage: s.fleetUsage });
  await app.register(setupRoutes, { setup: s.setup });
  // Prices, promo codes and service areas (DESIGN.md section 9, spec 03 section 7).
  await app.register(priceDefinitionsRoutes, { priceDefinitions: s.priceDefinitions });
  await app.register(discountsRoutes, { discounts: s.discounts });
  await app.register(serviceLocationsRoutes, { locations: s.serviceLocations });
  await app.register(firstRunRoutes, { firstRun: s.firstRun });
  // Booking payments (spec 03 section 7). A settled payment mails what it makes true (the card
  // booking's confirmation, or a receipt).
  const { payments } = s;
  const pay = s.bookingManagement.withPaymentMails(payments.payments.pay);
  await app.register(paymentsRoutes, { payments: { ...payments, payments: { ...payments.payments, pay } } });
  await app.register(accountsRoutes, { accounts: s.accounts, publicUrl, limits });
  await app.register(externalIdentityRoutes, { external: s.external, publicUrl });
  // Geography (spec 03 section 7): addresses, geocoding, ride estimates.
  await app.register(geoRoutes, { geo: s.geo });
  // Search and booking (spec 03 sections 2-9): offers, guests, billing, booking creation.
  await app.register(searchRoutes, { search: s.search });
  await app.register(unavailableAreaRoutes, { unavailableArea: s.unavailableArea });
  await app.register(guestsAndBillingRoutes, { guests: s.guests });
  await app.register(notificationsRoutes, { notifications: s.notifications });
  await app.register(bookingsRoutes, { createBooking: s.createBooking, publicUrl });
  // Booking lists and updates (spec 03 section 7): lists, calendar, detail, assignment, statuses.
  await app.register(bookingManagementRoutes, { bookings: s.bookingManagement, publicUrl });
  // Live booking changes for the back office (server-sent events, decision 0027).
  await app.register(eventsRoutes, { bus, auth: s.auth });
  await app.register(reviewsRoutes, { reviews: s.reviews });
  await app.register(customersRoutes, { customers: s.customers });
  await app.register(complaintsRoutes, { complaints: s.complaints, publicUrl });
  await app.register(staffRoutes, { staff: s.staff, publicUrl });
  // The day of the ride (issue 21): chauffeurs, their app's API, the dispatch board.
  await app.register(chauffeursRoutes, { chauffeurs: s.chauffeurs, publicUrl });
  await app.register(driverRoutes, { driver: s.driver, chauffeurs: s.chauffeurs });
  await app.register(dispatchRoutes, { dispatch: s.dispatch, mapStyleUrl: config.mapStyleUrl });
  // Airport pickups that follow the flight (issue 22): the day's flights, the operator's landing time.
  await app.register(flightsRoutes, { flights: s.flights });
  // The traveller's tracking link (issue 22): no sign-in, the token is the key.
  await app.register(trackingRoutes, { tracking: s.tracking, bus });
  await app.register(subscriptionsRoutes, {
    subscriptions: s.subscriptions,
    findUser: (userName) => s.users.findByLogin(userName),
  });
  await app.register(chartsRoutes, { charts: s.charts });
  await app.register(assistantRoutes, { assistant: s.assistant });
  await app.register(invoicesRoutes, { invoices: s.invoices });
};
