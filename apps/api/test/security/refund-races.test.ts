/**
 * Concurrency attacks on refunds (issue 16): a paid booking refunded ten ways at once, each
 * request with its own key, in full and in part. Cash and the sandbox keep no ledger of their
 * own, so only our records stand between ten refunds and more money given back than was paid;
 * Square refuses an excess itself, and our records must agree with it. Runs on PostgreSQL in CI
 * (TEST_DATABASE_URL), where the requests really overlap; each test asserts the money afterwards.
 */
import { PAYMENT_TEXTS } from '@ridedesk/domain/payments/payment-messages';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../demo-roles.ts';
import { SQUARE_TEST, startSquareTestServer } from '../fakes/square-server.ts';
import { rowsOf } from '../fixtures/sql-rows.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BAY, bookingMaker, CITY, type Host, NOW, type Ride } from './payment-race-fixtures.ts';

/** Paid bookings per path, each refunded this many ways at once. */
const BOOKINGS = 4;
const REFUNDS = 10;

let t: TestApp;
let square: Awaited<ReturnType<typeof startSquareTestServer>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  square = await startSquareTestServer();
  t = await createTestApp({
    now: () => NOW,
    env: { SQUARE_BASE_URL: square.baseUrl, PAYMENTS_GATEWAY_TIMEOUT_MS: '5000', RATE_LIMITS: 'off' },
  });
  freshBookings = bookingMaker(t);
  tokens[CITY.host] = await tokenOf(t, 'provider', CITY.host);
  tokens[BAY.host] = await tokenOf(t, 'provider2', BAY.host);
  const res = await t.send(
    'POST',
    '/api/auth/ActivateServiceProviderPayment',
    tokens[CITY.host],
    { paymentType: 'Square', accessToken: SQUARE_TEST.accessToken, locationId: SQUARE_TEST.locationId },
    CITY,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(async () => {
  await t?.close();
  await square?.close();
});

const staff = (host: Host) => ({ ...host, ...t.bearer(tokens[host.host]) });
const rows = <T>(query: SQL) => rowsOf<T>(t, query);

let freshBookings: ReturnType<typeof bookingMaker>;

const PAY = {
  cash: (b: Ride) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookingpayment/create',
      headers: staff(CITY),
      payload: { bookingID: b.id },
    }),
  sandbox: (b: Ride) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/ChargeAuthorizeNetPayment',
      headers: BAY,
      payload: {
        bookingId: b.id,
        guestUserUniqueId: b.guestUniqueId,
        card: { cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' },
      },
    }),
  square: (b: Ride) =>
    t.visit('POST', '/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-ok', CITY, {
      bookingId: b.id,
      guestUserUniqueId: b.guestUniqueId,
    }),
};

/**
 * Pays each booking, then sends REFUNDS refunds at once per booking (all bookings together), every
 * other one for the rest and the others for 30% of the total; then checks the money.
 */
const refundRace = async (path: keyof typeof PAY, host: Host) => {
  const rides = await freshBookings(BOOKINGS, host);
  for (const b of rides) expect([200, 201]).toContain((await PAY[path](b)).statusCode);
  const answers = await Promise.all(
    rides.map((b) =>
      Promise.all(
        Array.from({ length: REFUNDS }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/bookingpayment/refund',
            headers: staff(host),
            payload: {
              bookingId: b.id,
              idempotencyKey: `race-refund-${b.referenceId}-${i}`,
              ...(i % 2 ? { amount: Math.round(b.totalPrice * 30) / 100 } : {}),
            },
          }),
        ),
      ),
    ),
  );
  for (const [index, b] of rides.entries()) {
    for (const a of answers[index]) {
      expect([200, 409, 422], a.body).toContain(a.statusCode);
      if (a.statusCode === 409) expect(a.json().message).toBe(PAYMENT_TEXTS.inProgress);
      if (a.statusCode === 422)
        expect(a.json().message).toMatch(
          new RegExp(`^(${PAYMENT_TEXTS.nothingToRefund}|${PAYMENT_TEXTS.refundTooHigh.replace('.', '\\.')})`),
        );
    }
    const [charge] = await rows<{ id: number; paid: string; reserved: string }>(
      sql`select id, transaction_amount as paid, refunded_amount as reserved from booking_payments
          where booking_id = ${b.id} and transaction_type in ('authCaptureTransaction','paybycash')`,
    );
    const [back] = await rows<{ total: string; n: number }>(
      sql`select coalesce(sum(transaction_amount), 0) as total, count(*)::int as n from booking_payments
          where booking_id = ${b.id} and refund_of_id = ${charge.id}`,
    );
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_attempts where booking_id = ${b.id} and status = 'pending'`,
    );
    const paid = Math.round(Number(charge.paid) * 100);
    const given = Math.round(Number(back.total) * 100);
    expect(given, `refunded on ${b.referenceId}`).toBeLessThanOrEqual(paid);
    expect(back.n, `refund records of ${b.referenceId}`).toBeGreaterThan(0);
    expect(Math.round(Number(charge.reserved) * 100), `reserved on ${b.referenceId}`).toBe(given);
    expect(left.n).toBe(0);
    const summary = (
      await t.app.inject({ url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}`, headers: staff(host) })
    ).json().summary;
    expect(summary).toMatchObject({
      paidAmount: paid / 100,
      refundedAmount: given / 100,
      paymentStatus: given === paid ? 'Refunded' : 'Paid',
    });
  }
  return rides;
};

describe('One paid booking refunded ten ways at once', () => {
  it('When cash is refunded 10 ways at once, then no more than the cash taken is recorded as given back', async () => {
    await refundRace('cash', CITY);
  });

  it('When a sandbox card payment is refunded 10 ways at once, then no more than the charge is given back', async () => {
    await refundRace('sandbox', BAY);
  });

  it('When a Square payment is refunded 10 ways at once, then Square and our records agree, within the payment', async () => {
    const rides = await refundRace('square', CITY);
    for (const b of rides) {
      const [payment] = square.paymentsOf(b.referenceId);
      const refunded = square.refunds.filter((r) => r.paymentId === payment.id).reduce((s, r) => s + r.amount, 0);
      expect(refunded).toBeLessThanOrEqual(payment.amount);
      const [ours] = await rows<{ total: string }>(
        sql`select coalesce(sum(transaction_amount), 0) as total from booking_payments
            where booking_id = ${b.id} and transaction_type = 'refundTransaction'`,
      );
      expect(Math.round(Number(ours.total) * 100)).toBe(refunded);
    }
  });
});
