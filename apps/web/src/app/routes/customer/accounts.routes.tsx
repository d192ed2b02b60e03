import type { SignInAfterRegistration } from '../../../features/accounts/sign-in-after-registration.ts';
import { signInDirectly } from '../../../features/auth/sign-in-directly.ts';
import { siteNameOf } from '../../../features/site-frame/api/get-client-site.ts';
import { accountScreenRoutes, lazyNamed } from '../account-screens.tsx';
import type { CustomerArea } from '../portal-routes.ts';

const TravellerRegistration = lazyNamed(
  async () => (await import('../../../features/accounts/components/traveller-registration.tsx')).TravellerRegistration,
);

const signInTraveller: SignInAfterRegistration = (how) => signInDirectly(how, 'customer');
const screens = accountScreenRoutes('customer', signInTraveller, (site) => (
  <TravellerRegistration siteId={site.site_id} siteName={siteNameOf(site)} signIn={signInTraveller} />
));

/**
 * The traveller's account screens (spec 01 sections 2 and 5): registration on this site (/register;
 * someone signed in goes to the profile), forgotten and reset password, the identity-provider
 * redirect screens and the external registration; and, signed in, My Profile, change password and
 * change e-mail.
 */
export const accountsRoutes: CustomerArea = { open: screens.open, signedIn: screens.myAccount };
