import { myNotificationsRoutes } from '../my-notifications-routes.ts';
import type { CustomerArea } from '../portal-routes.ts';

/** The traveller's notifications (spec 01 section 2): /mynotifications and /mynotifications/view, signed in. */
export const notificationsRoutes: CustomerArea = {
  signedIn: myNotificationsRoutes,
};
