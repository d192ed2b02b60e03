import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { readSession, writeSession } from '../../../lib/session.ts';
import type { Profile } from './get-profile.ts';
import { accountKeys } from './query-keys.ts';

export type ProfileChanges = {
  userName: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  preferredTimezone?: string | null;
};

/** api/auth/updateuser with the profile's fields; the e-mail is not among them (it needs its link). */
export const updateProfile = async (changes: ProfileChanges) =>
  firstResult(await http.post<Results<Profile & { message: string }>>('/api/auth/updateuser', changes));

/** The stored session keeps the greeting's name and the phone in step with the saved profile. */
export const syncSessionUser = (
  profile: Pick<Profile, 'firstname' | 'lastname' | 'phone' | 'email'> & {
    preferredTimezone?: string | null;
  },
) => {
  const session = readSession();
  if (!session) return;
  writeSession({
    ...session,
    user: {
      ...session.user,
      firstName: profile.firstname,
      lastName: profile.lastname,
      phone: profile.phone || null,
      email: profile.email,
      ...(profile.preferredTimezone !== undefined && { preferredTimezone: profile.preferredTimezone }),
    },
  });
};

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      syncSessionUser(profile);
    },
  });
};
