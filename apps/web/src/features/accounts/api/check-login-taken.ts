import { http, type Results } from '../../../lib/http.ts';

type Taken = { isTaken: boolean };

/** getuserbyusername: whether an account already uses this username (the answer says nothing more). */
export const isUserNameTaken = async (userName: string) =>
  (await http.get<Results<Taken>>('/api/user/getuserbyusername', { query: { userName }, signOutOnAuthFailure: false }))
    .results[0]?.isTaken === true;

/** getuserbyemailaddress: whether an account already uses this e-mail address. */
export const isEmailTaken = async (email: string) =>
  (await http.get<Results<Taken>>('/api/user/getuserbyemailaddress', { query: { email }, signOutOnAuthFailure: false }))
    .results[0]?.isTaken === true;
