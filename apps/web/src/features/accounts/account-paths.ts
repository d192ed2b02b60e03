import { CLIENT_IDS, type ClientId } from '@ridedesk/domain/shared/constants';

export type Portal = 'customer' | 'admin';

/** Where each account screen lives in a portal (the back office's under /admin). */
export const accountPaths = (portal: Portal) => {
  const base = portal === 'admin' ? '/admin' : '';
  return {
    login: `${base}/login`,
    register: `${base}/register`,
    externalRegister: `${base}/externalregister`,
    forgotPassword: `${base}/forgotpassword`,
    profile: `${base}/myaccount/profile`,
    changePassword: `${base}/myaccount/changepassword`,
    changeEmail: `${base}/myaccount/changeuseremail`,
  };
};

/** The client a portal's accounts sign in with. */
export const clientIdOf = (portal: Portal): ClientId => (portal === 'admin' ? CLIENT_IDS.admin : CLIENT_IDS.customer);
