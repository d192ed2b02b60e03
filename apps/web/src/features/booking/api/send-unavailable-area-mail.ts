import { firstResult, http, type Results } from '../../../lib/http.ts';

export type UnavailableAreaMail = { sent: boolean; to: string; message: string };

/** GET api/auth/sendEmailUnavailableAreaOfOperation: staff tell their company about a pickup outside the area. */
export const sendUnavailableAreaMail = async (input: {
  pickuplocation: string;
  dropofflocation: string;
  bookingdatetime: string;
}) =>
  firstResult(
    await http.get<Results<UnavailableAreaMail>>('/api/auth/sendEmailUnavailableAreaOfOperation', { query: input }),
  );
