/**
 * A booking's manage link (decision 0024): a page of the customer portal that opens one booking
 * without signing in, for the traveller who holds the link (a guest above all).
 */
export const MANAGE_LINK_PATH = '/mybookings/manage';

/** The token's form: 32 random bytes in base64url (43 characters, 256 bits). */
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The page a manage token opens, on the booking's site. */
export const manageLinkPath = (token: string) => `${MANAGE_LINK_PATH}/${token}`;
