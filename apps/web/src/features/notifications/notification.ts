/** A notification as the API answers it (spec 01 "Notifications": id, readStatus, and its texts). */
export type NotificationView = {
  id: number;
  siteId: number;
  kind: 'announcement' | 'booking';
  roleNames: string[];
  allSites: boolean;
  bookingId: number | null;
  bookingEvent: string | null;
  isEnabled: boolean;
  title: string;
  message: string;
  locale: string | null;
  languageId: number | null;
  contentSiteLanguageMappings: { languageId: number; locale: string; title: string; message: string }[];
  createdBy: { id: number; firstName: string } | null;
  createdOn: string;
  updatedOn: string | null;
  readStatus?: boolean;
};

/** Where a portal's notification screens live. */
export type NotificationPaths = { list: string; view: (id: number) => string };

export const CUSTOMER_NOTIFICATION_PATHS: NotificationPaths = {
  list: '/mynotifications',
  view: (id) => `/mynotifications/view?id=${id}`,
};

export const ADMIN_NOTIFICATION_PATHS: NotificationPaths = {
  list: '/admin/mynotifications',
  view: (id) => `/admin/mynotifications/view?id=${id}`,
};

/** The portal a page belongs to, from its path: the back office lives under /admin. */
export const notificationPathsFor = (pathname: string) =>
  /^\/admin(\/|$)/i.test(pathname) ? ADMIN_NOTIFICATION_PATHS : CUSTOMER_NOTIFICATION_PATHS;

/** Where a notification about a booking leads in each portal. */
export const bookingsPathFor = (pathname: string) =>
  /^\/admin(\/|$)/i.test(pathname) ? '/admin/booking/booking' : '/mybookings/viewbookings';
