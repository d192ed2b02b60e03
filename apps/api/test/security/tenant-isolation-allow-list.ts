/**
 * The routes tenant-isolation.test.ts does not aim another site's ids at, each with its reason.
 * A route that takes no tenant's id must be decided in one of these lists; the suite fails on a
 * listed route that no longer exists.
 */

/** Public by design: their answers may carry another provider's public data. */
export const PUBLIC: Record<string, string> = {
  'GET /api/health': 'liveness probe, no tenant data',
  'GET /api/language/getMasterData': 'global list of languages',
  'GET /api/site/getSiteIdOfClient': "the host's own public branding (title, colours, logo)",
  'GET /api/site/checkDuplicateHostName': 'answers only whether a host name is taken (registration)',
  'GET /api/site/isSiteAddressAvailable': 'registration: answers only whether a site address is free',
  'GET /api/setting/getSettingsBySettingGroupName': 'global setting definitions',
  'GET /api/settings/getrorapisettings': 'public client settings of the portal',
  'GET /api/settings/getgoogleapisettings': "which Google features the host's site offers",
  'POST /api/settings/createerrorlog': "the browser reports its own error on the host's site",
  'GET /api/template/getsitetemplatecontents': "the host's public page texts",
  'GET /api/settings/defaultcontentbyuniquename/{name}': 'platform default template text',
  'GET /api/settings/getdefaulttemplatecontents': 'platform default template texts',
  'GET /api/settings/getTransportationProviderDefaultTemplateContents': 'platform default template texts',
  'GET /api/dev/mailbox': 'development mailbox, not registered in production',
  'POST /api/account/getredirecturl': 'sign-in',
  'GET /api/auth/gettoken': 'sign-in code exchange (suite auth-abuse)',
  'POST /api/auth/gettoken': 'sign-in code exchange, the code in a JSON body (suites auth-abuse, token-confusion)',
  'POST /api/auth/RefreshAccessToken': 'token refresh (suite auth-abuse)',
  'POST /api/auth/logout': 'sign-out of the presented refresh token',
  'GET /api/.well-known/jwks.json': 'public signing key',
  'GET /api/airport/getAllEnabledSiteMappingAirports': 'airports travellers pick from, public',
  'GET /api/site/getallserviceproviderbystate': 'marketplace: providers serving a state',
  'GET /api/site/getstatesofallserviceproviders': 'marketplace: states served',
  'GET /api/customersiteid': "the host's site id, which the traveller portal reads first",
  'GET /api/paymentType': 'global list of payment gateways',
  'GET /api/emailverificationcode/sendemailfornewuseremailverification': 'registration: mails a code to an address',
  'GET /api/auth/sendemail': 'registration: mails a code to an address',
  'GET /api/emailverificationcode/isvalidemailverificationcode': 'registration: checks a mailed code',
  'GET /api/user/getuserbyemailaddress': 'registration: answers only whether the address is taken',
  'GET /api/user/getuserbyusername': 'registration: answers only whether the name is taken',
  'POST /api/account/register': 'registration',
  'GET /api/EmailVerificationCode/SendEmailForgotPassword': 'forgotten password (suite auth-abuse)',
  'POST /api/account/resetpassword': 'reset link (suite auth-abuse)',
  'GET /api/auth/sendemailforusernameupdate': "the caller's own e-mail change",
  'POST /api/auth/sendemailforusernameupdate': "the caller's own e-mail change, with the password in the body",
  'POST /api/auth/confirmemailchange': 'e-mail change link (single use, tested in accounts)',
  'GET /api/booking/manage/{token}':
    "a guest's manage link: found only through the host's site (manage-link.routes.test)",
  'POST /api/booking/manage/{token}/cancel':
    "a guest's manage link: another host's token is 404 (manage-link.routes.test)",
  'POST /api/sms/twilio/inbound':
    "Twilio's STOP/START webhook: refused (403) without Twilio's signature over the body (sms.routes.test)",
  'POST /api/sms/twilio/status':
    "Twilio's delivery callback: refused (403) without Twilio's signature over the body (sms.routes.test)",
  'GET /api/dev/sms': 'development SMS outbox, loopback only, not registered in production',
  'GET /api/track/{token}': "a ride's tracking link: found only through the host's site (tracking.routes.test)",
  'GET /api/track/{token}/events': "a ride's tracking link, live: the same token rule as its state",
  'POST /api/account/getgoogleredirecturl': 'external sign-in start',
  'POST /api/account/getgoogleauthtoken': 'external sign-in callback',
  'POST /api/account/getregistergoogleauthtoken': 'external registration callback',
  'POST /api/account/googleregister': 'external registration',
  'GET /api/auth/getgpaygoogletoken': 'Google Pay callback',
  'GET /api/booking/getEstimatedRideDuration': 'distance and duration between two addresses',
  'GET /api/geo/autocomplete': 'address autocomplete (offline gazetteer)',
  'GET /api/geo/geocode': 'geocoding (offline gazetteer)',
  'GET /api/subscriptionPlan/get': 'the public list of subscription plans',
  'GET /api/subscriptionplan/getSubscriptionIdByServiceproviderZipcode': 'registration: plan chooser',
  'GET /api/auth/getSubscriptionTransactionStatus': 'registration: status of a new provider by user name',
  'POST /api/subscriptions/stripe/webhook': 'Stripe webhook, signature checked',
  'POST /api/assistant/ask': "the chatbot answers from the host site's help pages",
  'POST /api/complaint/create': "a visitor writes to the host's site",
  'GET /api/auth/sendEmailUnavailableAreaOfOperation':
    'tells a provider a traveller asked for an area it does not serve',
};

/** Take no tenant id: they act on the caller's own account or site. Tried with both hosts. */
export const OWN_SCOPE: Record<string, string> = {
  'GET /api/site': 'platform administrator only: every site',
  'GET /api/driver/me': "the signed-in chauffeur's own profile, on the chauffeur's own site",
  'GET /api/driver/jobs':
    "the signed-in chauffeur's own rides only (rides.routes.test: another chauffeur's ride is 404)",
  'POST /api/events/ticket': "a stream ticket for the caller's own site, carrying the caller's own claims",
  'GET /api/events/bookings': "streams the ticket holder's own site only (decision 0027)",
  'POST /api/site': 'platform administrator only: creates a site',
  'GET /api/site/setlanguage': "the caller's own language",
  'POST /api/SubscriptionPlan/createSubscriptionPlanSiteMappingOrder': "orders a plan for the caller's own site",
  'POST /api/sitesetting/createall': "writes the caller's own site settings",
  'GET /api/auth/getaspnetroles': 'global list of roles',
  'POST /api/auth/updatepassword': "the caller's own password",
  'POST /api/auth/updateuser': "the caller's own profile",
  'GET /api/auth/profile': "the caller's own profile",
  'GET /api/complaint/getbyuserid': "the traveller's own complaints",
  'GET /api/notification/getAllUnreadNotificationsByUserId/{roleName}': "the caller's own notifications",
  'GET /api/notification/getAllNotificationsByRoleId/{roleName}': "the caller's own notifications",
  'POST /api/subscriptionPlan': 'platform administrator only (plans are global)',
  'GET /api/subscriptions/checkout/{sessionId}': "the caller's own checkout session",
  'POST /api/subscriptions/checkout/{sessionId}/pay': "the caller's own checkout session",
  'POST /api/SubscriptionPlan/cancelSubscriptionPlanSiteMappingOrder': "the caller's own order",
  'POST /api/vehicleType': 'creates a master for the caller’s own site',
  'POST /api/serviceType': 'creates a master for the caller’s own site',
  'POST /api/airport': 'creates a master for the caller’s own site',
  'POST /api/amenity': 'creates a master for the caller’s own site',
  'POST /api/serviceUserType': 'creates a master for the caller’s own site',
  'POST /api/priceType': 'creates a master for the caller’s own site',
  'POST /api/documentType': 'creates a master for the caller’s own site',
  'POST /api/vehicleType/createMappingForExistingMasterVehicleType': 'body without a schema; own site',
  'POST /api/serviceType/createMappingForExistingMasterServiceType': 'body without a schema; own site',
  'POST /api/airport/createMappingForExistingMasterAirport': 'body without a schema; own site',
  'POST /api/amenity/createMappingForExistingMasterAmenity': 'body without a schema; own site',
  'POST /api/serviceUserType/createMappingForExistingMasterServiceUserType': 'body without a schema; own site',
  'POST /api/priceType/createMappingForExistingMasterPriceType': 'body without a schema; own site',
  'POST /api/documentType/createMappingForExistingMasterDocumentType': 'body without a schema; own site',
};

/** Defects found and left to their owner (docs/security.md); remove an entry once it is fixed. */
export const KNOWN_DEFECTS: Record<string, string> = {};
