import { type ComingSoonScreen, registerScreens } from '../coming-soon-screens.ts';

/** Back-office screens that later issues build (paths relative to /admin). */
export const ADMIN_SCREENS: ComingSoonScreen[] = [];

export const ADMIN_COMING_SOON_NS = registerScreens('coming-soon-admin', ADMIN_SCREENS);
