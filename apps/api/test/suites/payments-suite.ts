/**
 * One test app for a payments route suite: demo staff tokens, a fresh guest booking per test on a day
 * of its own, and the calls the suites share (a sandbox card charge, the booking's payment records).
 */
import { afterAll, beforeAll } from 'vitest';
import { tokenOf } from '../demo-roles.ts';
import { type BookedRide, bookRide } from '../fixtures/rides.ts';
import { rideDay } from '../ride-dates.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

export const NOW = new Date('2026-11-22T12:00:00Z');
export const CITY = { host: 'citylimo.localhost' };
export const BAY = { host: 'baychauffeurs.localhost' };
export type GuestRide = BookedRide & { guestUniqueId: string };

export const card = (cardNumber = '4111111111111111', extra: object = {}) => ({
  cardType: '',
  cardNumber,
  expirationDate: '2030-12',
  cardCode: '123',
  ...extra,
});

/** Registers the suite's beforeAll/afterAll; the returned helpers work once beforeAll has run. */
export function usePaymentsApp() {
  let t: TestApp | undefined;
  const tokens: Record<string, string> = {};
  let day = 0;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    for (const name of ['provider', 'provider2', 'dispatcher', 'customer'])
      tokens[name] = await tokenOf(t, name, name === 'provider2' ? BAY.host : CITY.host);
  });
  afterAll(() => t?.close());

  const app = (): TestApp => {
    if (!t) throw new Error('usePaymentsApp: the test app is built in beforeAll');
    return t;
  };
  /** A fresh guest booking on its own day, so fleets never clash. */
  const booking = async (host: 'citylimo.localhost' | 'baychauffeurs.localhost' = 'citylimo.localhost') => {
    day++;
    return bookRide(app(), { date: rideDay(day), time: '10:00', host }) as Promise<GuestRide>;
  };
  const charge = (
    b: { id: number; guestUniqueId?: string },
    body: object = {},
    headers: Record<string, string> = CITY,
  ) =>
    app().app.inject({
      method: 'POST',
      url: '/api/auth/ChargeAuthorizeNetPayment',
      headers,
      payload: { bookingId: b.id, guestUserUniqueId: b.guestUniqueId, card: card(), ...body },
    });
  const staff = (who: string, host = CITY) => ({ ...host, ...app().bearer(tokens[who]) });
  const records = async (b: { id: number }, headers: Record<string, string> = staff('provider')) =>
    (await app().app.inject({ url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}`, headers })).json();
  const paymentStatus = async (b: { id: number }) => (await records(b)).summary.paymentStatus as string;
  return { app, tokens, booking, charge, staff, records, paymentStatus };
}
