import { SignInPage, SignInRedirectPage } from '../sign-in-pages.tsx';

/** /login: the traveller's sign-in (client customer-portal). */
export const CustomerLoginRoute = () => <SignInPage portal="customer" />;

/** /redirect: completes the traveller's sign-in. */
export const CustomerRedirectRoute = () => <SignInRedirectPage portal="customer" />;
