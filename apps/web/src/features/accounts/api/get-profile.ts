import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { accountKeys } from './query-keys.ts';

/** My Profile as api/auth/profile answers it (spec 01 section 3: profile). */
export type Profile = {
  userId: number;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  username: string;
  preferredTimezone: string | null;
  authenticationType: string | null;
  role: string;
  siteId: number;
};

export const isExternalAccount = (profile: Pick<Profile, 'authenticationType'> | null | undefined) =>
  (profile?.authenticationType ?? '').toLowerCase() === 'google';

export const getProfile = async () => firstResult(await http.get<Results<Profile>>('/api/auth/profile'));

export const profileQuery = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });

export const useProfile = () => useQuery(profileQuery());
