import { TEMPLATE_NAMES } from '@ridedesk/domain/shared/constants';
import { Navigate } from 'react-router';
import { lazyScreen } from '../lazy-screen.ts';
import type { CustomerArea } from '../portal-routes.ts';
import { HomeRoute } from './home-route.tsx';
import { LandingRoute, loadLandingPage } from './landing-route.tsx';
import type { TemplateHandle } from './template-route.tsx';

/** Footer pages load the sanitizer with them, not with the landing page. */
const templatePage = (template: string) => ({
  handle: { template } satisfies TemplateHandle,
  lazy: async () => ({ Component: (await import('./template-route.tsx')).TemplateRoute }),
});

/** The platform frame's customer screens: landing, footer pages, sign-in and its callback. */
export const frameRoutes: CustomerArea = {
  open: [
    {
      index: true,
      loader: () => {
        void loadLandingPage().catch(() => undefined);
        return null;
      },
      element: <LandingRoute />,
    },
    { path: 'home', element: <HomeRoute /> },
    { path: 'faq', ...templatePage(TEMPLATE_NAMES.faq) },
    { path: 'aboutus', ...templatePage(TEMPLATE_NAMES.about) },
    { path: 'privacypolicy', ...templatePage(TEMPLATE_NAMES.privacy) },
    { path: 'termsofservice', ...templatePage(TEMPLATE_NAMES.terms) },
    { path: 'support', ...templatePage(TEMPLATE_NAMES.contact) },
    // Sign-in screens carry the form library; they load on first visit only.
    lazyScreen('login', async () => (await import('./sign-in-routes.tsx')).CustomerLoginRoute),
    lazyScreen('redirect', async () => (await import('./sign-in-routes.tsx')).CustomerRedirectRoute),
  ],
  signedIn: [
    { path: 'myaccount', element: <Navigate to="/myaccount/profile" replace /> },
    { path: 'mybookings', element: <Navigate to="/mybookings/viewbookings" replace /> },
  ],
};
