import type { ClientId } from '@ridedesk/domain/shared/constants';

/**
 * How a registration signs its new account in: with the username and password just chosen, or
 * with the sign-in redirect an external registration answered. The route supplies it (the
 * sign-in itself belongs to the auth feature); it answers the post-login target path.
 */
export type SignInAfterRegistration = (
  how: { userName: string; password: string; clientId: ClientId; customerSiteId: number } | { redirectUrl: string },
) => Promise<string>;
