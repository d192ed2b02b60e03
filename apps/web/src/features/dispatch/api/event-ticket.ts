import { firstResult, http, type Results } from '../../../lib/http.ts';

/** POST /api/events/ticket: a minute-long ticket that opens the event stream (decision 0027). */
export const eventTicket = async () =>
  firstResult(await http.post<Results<{ ticket: string; expiresIn: number }>>('/api/events/ticket')).ticket;

/** The stream's address for a ticket. */
export const eventStreamUrl = (ticket: string) => `/api/events/bookings?ticket=${encodeURIComponent(ticket)}`;
