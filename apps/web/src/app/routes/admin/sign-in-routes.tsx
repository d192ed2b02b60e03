import { SignInPage, SignInRedirectPage } from '../sign-in-pages.tsx';

/** /admin/login: provider staff (admin-portal) or the platform administrator (super-admin-portal). */
export const AdminLoginRoute = () => <SignInPage portal="admin" />;

/** /admin/redirect: completes a back-office sign-in. */
export const AdminRedirectRoute = () => <SignInRedirectPage portal="admin" />;
