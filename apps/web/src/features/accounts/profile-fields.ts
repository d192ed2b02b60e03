import type { ProfileForm } from '@ridedesk/domain/auth/account-forms';

/** The profile form's fields a server 400 may name. */
export const PROFILE_FIELDS: (keyof ProfileForm)[] = ['firstName', 'lastName', 'phoneNumber', 'preferredTimezone'];
