export const DEFAULT_SITE_ID = 4;
/** Site ids 1..4 are reserved defaults; provider sites are above. */
export const isProviderSiteId = (siteId: number) => siteId > DEFAULT_SITE_ID;
export const DEFAULT_COLOR = '#009DFF';
export const SITE_TITLE_MAX = 40;
export const PAGE_SIZE = 10;
export const FLEET_PAGE_SIZE = 20;
export const PHONE_MAX_LENGTH = 12;
export const MOBILE_BREAKPOINT = 768;
export const BOOKING_MOBILE_BREAKPOINT = 576;
export const IDLE_TIMEOUT_SECONDS = 900;
export const LOADER_DELAY_MS = 200;
export const BOOKING_LOADER_DELAY_MS = 700;
export const REFRESH_BEFORE_EXPIRY_SECONDS = 180;
export const REFRESH_MIN_DELAY_SECONDS = 15;
export const COPYRIGHT_YEAR = 2025;
export const STAR_SCALE = 5;
export const EXTRA_BOOKING_FEE_CENTS = 25;

export const CLIENT_IDS = {
  admin: 'admin-portal',
  superAdmin: 'super-admin-portal',
  customer: 'customer-portal',
  /** The chauffeur's phone app at /driver (decision 0028). */
  driver: 'driver-portal',
} as const;
export type ClientId = (typeof CLIENT_IDS)[keyof typeof CLIENT_IDS];

export const ROLES = {
  superAdmin: 'SuperAdmin',
  spAdmin: 'SPAdmin',
  spUser: 'SPUser',
  customer: 'Customer',
  /** A provider's driver: signs in to /driver only, sees nothing of the back office (decision 0028). */
  chauffeur: 'Chauffeur',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** Which roles may sign in through which portal. */
export const CLIENT_ROLES: Record<ClientId, Role[]> = {
  'admin-portal': [ROLES.spAdmin, ROLES.spUser],
  'super-admin-portal': [ROLES.superAdmin],
  'customer-portal': [ROLES.customer],
  'driver-portal': [ROLES.chauffeur],
};

export const isStaffRole = (role: string) => role === ROLES.spAdmin || role === ROLES.spUser;
/** A provider's people: staff and chauffeurs. Both belong to one provider site. */
export const isProviderRole = (role: string) => isStaffRole(role) || role === ROLES.chauffeur;
/** spuser is compared case-insensitively (spec 01 section 6). */
export const isSpUser = (role: string | null | undefined) => (role ?? '').toLowerCase() === 'spuser';

export const SETTING_NAMES = {
  payLaterEnabled: 'PayLaterEnabled',
  otherLanguageEnabled: 'OtherLanguageEnabled',
  turnaroundBufferMinutes: 'TurnaroundBufferMinutes',
  cancellationNoticeHours: 'CancellationNoticeHours',
  cancellationFee: 'CancellationFee',
  bookingHorizonDays: 'BookingHorizonDays',
  noShowWaitMinutes: 'NoShowWaitMinutes',
  /** Minutes after a flight lands that its airport pickup is set to (issue 22, decision 0031). */
  airportGraceDomesticMinutes: 'AirportGraceDomesticMinutes',
  airportGraceInternationalMinutes: 'AirportGraceInternationalMinutes',
} as const;

export const TEMPLATE_NAMES = {
  faq: 'Travellers_FAQ_Template',
  about: 'Aboutus_Template',
  privacy: 'PrivacyPolicy_Template',
  terms: 'TermsOfService_Template',
  contact: 'Contactus_Template',
  emailVerification: 'EmailVerification_Template',
  updateUsername: 'Updateusername_Template',
  forgotPassword: 'ForgotPassword_Template',
} as const;
