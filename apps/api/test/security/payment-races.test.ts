/**
 * Concurrency attacks on booking payments (issue 16, defect 1): one booking paid many ways at once,
 * each request with its own idempotency key (two tabs, two devices, a retry with a fresh key), on
 * every gateway path. PGlite runs one connection, so it serialises these requests and can never show
 * a race; CI sets TEST_DATABASE_URL, and there the requests really overlap on a pool of connections.
 * Each test asserts the money afterwards (records, paid amount, what the vendor's server took), not
 * only the answers.
 */
import { PAYMENT_TEXTS } from '@ridedesk/domain/payments/payment-messages';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenOf } from '../demo-roles.ts';
import { activateVendors, type PaymentVendors, startPaymentVendors } from '../fakes/payment-vendors.ts';
import { rowsOf } from '../fixtures/sql-rows.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { BAY, bookingMaker, CITY, type Host, NOW, pause, type Ride } from './payment-race-fixtures.ts';

type Answer = { statusCode: number; json: () => { message?: string; results?: Record<string, unknown>[] } };

/**
 * Bookings per path; half take a burst of 10 requests, half a burst of 2, then 2 more once paid.
 * 20 on PostgreSQL (CI), where requests overlap; PGlite serialises them and proves no race, so a
 * local run without TEST_DATABASE_URL checks the answers and the money on 6 and stays quick.
 */
const BOOKINGS = process.env.TEST_DATABASE_URL ? 20 : 6;
/** A loaded CI machine may take a while over 20 bookings and 160 requests. */
const SLOW = 120_000;

let t: TestApp;
let vendors: PaymentVendors;
let anet: PaymentVendors['anet'];
let square: PaymentVendors['square'];
let paypal: PaymentVendors['paypal'];
let admin: string;

beforeAll(async () => {
  vendors = await startPaymentVendors();
  ({ anet, square, paypal } = vendors);
  t = await createTestApp({
    now: () => NOW,
    env: { ...vendors.env, PAYMENTS_GATEWAY_TIMEOUT_MS: '15000', RATE_LIMITS: 'off' },
  });
  freshBookings = bookingMaker(t);
  admin = await tokenOf(t, 'provider');
  // Authorize.Net's own duplicate window would hide a second charge; our records must prevent it.
  anet.setDuplicateCheck(false);
  await activateVendors(t, admin, CITY.host);
});
afterAll(async () => {
  await t?.close();
  await vendors?.close();
});

let freshBookings: ReturnType<typeof bookingMaker>;

const ledger = async (b: Ride, host = CITY) =>
  (
    await t.app.inject({
      url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}&guestUserUniqueId=${b.guestUniqueId}`,
      headers: host,
    })
  ).json() as {
    results: { transactionID: string; transactionType: string; transactionAmount: number }[];
    summary: { paymentStatus: string; paidAmount: number; refundedAmount: number; totalPrice: number };
  };
const rows = <T>(query: SQL) => rowsOf<T>(t, query);

/**
 * Every answer is the one success (the winner, or a replay of it naming the same transaction) or
 * a 409 saying the booking is being paid or is paid; at most one answer is a charge of its own.
 * The charging request may instead answer 202 pending when the gateway's answer reached it too late
 * (PGlite under load holds the whole process): a later request then settled its charge, and the
 * money checks (expectPaidOnce, the vendor's server) prove it was taken once.
 */
const expectOneCharge = (answers: Answer[], transactionId: string) => {
  const own = answers.filter((a) => [200, 202].includes(a.statusCode) && a.json().results?.[0]?.replayed === false);
  expect(own.length, 'answers that charged').toBeLessThanOrEqual(1);
  for (const a of answers) {
    if (a.statusCode === 409) {
      expect([PAYMENT_TEXTS.beingPaid, PAYMENT_TEXTS.alreadyPaid]).toContain(a.json().message);
      continue;
    }
    if (a.statusCode === 202) {
      expect(a.json().results?.[0]).toMatchObject({ status: 'pending', replayed: false });
      continue;
    }
    expect(a.statusCode, JSON.stringify(a.json())).toBe(200);
    expect(a.json().results?.[0]).toMatchObject({ status: 'succeeded', transactionID: transactionId });
  }
};

/** After the bursts: one charge record, paid amount == the total, Paid. */
const expectPaidOnce = async (b: Ride, host = CITY) => {
  const { results, summary } = await ledger(b, host);
  const charges = results.filter((r) => r.transactionType === 'authCaptureTransaction');
  expect(charges, `charge records of ${b.referenceId}`).toHaveLength(1);
  expect(summary).toMatchObject({ paymentStatus: 'Paid', paidAmount: b.totalPrice, refundedAmount: 0 });
  return charges[0].transactionID;
};

/** Runs a burst of `n` requests per booking, all bookings at once, then 2 more on each paid booking. */
const race = async (
  rides: Ride[],
  send: (b: Ride, i: number) => Promise<Answer>,
  host = CITY,
): Promise<Map<number, Answer[]>> => {
  const bursts = await Promise.all(
    rides.map((b, index) => {
      const n = index % 2 === 0 ? 10 : 2;
      // Spread over a few milliseconds, as two tabs and a retry are: some requests read the booking
      // while another's charge is at the gateway and write after it has been recorded.
      return Promise.all(Array.from({ length: n }, (_, i) => pause(i * 7).then(() => send(b, i))));
    }),
  );
  const late = await Promise.all(rides.map((b) => Promise.all([send(b, 100), send(b, 101)])));
  const answers = new Map<number, Answer[]>();
  rides.forEach((b, i) => {
    answers.set(b.id, [...bursts[i], ...late[i]]);
  });
  for (const b of rides) expectOneCharge(answers.get(b.id) ?? [], await expectPaidOnce(b, host));
  return answers;
};

/** One payment request by the booking's guest, with its own idempotency key and the path's own fields. */
const payAsGuest = (url: string, b: Ride, idempotencyKey: string, fields: object = {}, host: Host = CITY) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: host,
    payload: { bookingId: b.id, guestUserUniqueId: b.guestUniqueId, idempotencyKey, ...fields },
  }) as Promise<Answer>;

const cardCharge = (host: Host) => (b: Ride, i: number) =>
  payAsGuest(
    '/api/auth/ChargeAuthorizeNetPayment',
    b,
    `race-${b.referenceId}-${i}`,
    { card: { cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' } },
    host,
  );

describe('One booking paid many ways at once, each request with its own key', () => {
  it(
    'When Authorize.Net is asked 10 and 2 times at once, then it keeps one charge per booking and the records match',
    async () => {
      const rides = await freshBookings(BOOKINGS, CITY);
      await race(rides, cardCharge(CITY));
      for (const b of rides) {
        const kept = anet.charges(b.referenceId).filter((c) => c.status !== 'voided');
        expect(kept, `Authorize.Net charges of ${b.referenceId}`).toHaveLength(1);
        expect(kept[0].amountCents).toBe(Math.round(b.totalPrice * 100));
      }
    },
    SLOW,
  );

  it(
    'When Square is asked 10 and 2 times at once, then it keeps one payment per booking',
    async () => {
      const rides = await freshBookings(BOOKINGS, CITY);
      await race(rides, (b, i) =>
        payAsGuest(
          `/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-ok&amountToPay=${Math.round(b.totalPrice * 100)}`,
          b,
          `race-sq-${b.referenceId}-${i}`,
        ),
      );
      for (const b of rides) {
        const kept = square.paymentsOf(b.referenceId).filter((p) => p.status === 'COMPLETED' && p.refunded < p.amount);
        expect(kept, `Square payments of ${b.referenceId}`).toHaveLength(1);
      }
    },
    SLOW,
  );

  it(
    'When PayPal orders of one booking are approved in several tabs and captured at once, then PayPal keeps one capture',
    async () => {
      const rides = await freshBookings(BOOKINGS, CITY);
      const orders = new Map<number, string[]>();
      for (const b of rides) {
        const ids: string[] = [];
        for (let i = 0; i < 12; i++) {
          const res = await t.visit('POST', '/api/bookingpayment/createPaypalOrder', CITY, {
            bookingId: b.id,
            guestUserUniqueId: b.guestUniqueId,
          });
          const id = res.json().results[0].orderId as string;
          paypal.approve(id);
          ids.push(id);
        }
        orders.set(b.id, ids);
      }
      await race(rides, (b, i) =>
        payAsGuest('/api/bookingpayment/capturePaypalOrder', b, `race-pp-${b.referenceId}-${i}`, {
          orderId: orders.get(b.id)?.[i >= 100 ? i - 90 : i],
        }),
      );
      for (const b of rides) {
        const kept = paypal
          .capturesOf(b.referenceId)
          .filter((c) => c.status === 'COMPLETED' && c.refunded < Math.round(Number(c.amount.value) * 100));
        expect(kept, `PayPal captures of ${b.referenceId}`).toHaveLength(1);
      }
    },
    SLOW,
  );

  it(
    'When the sandbox gateway is asked 10 and 2 times at once, then one attempt succeeds per booking',
    async () => {
      const rides = await freshBookings(BOOKINGS, BAY);
      await race(rides, cardCharge(BAY), BAY);
      for (const b of rides) {
        const taken = await rows<{ n: number }>(
          sql`select count(*)::int as n from payment_attempts where booking_id = ${b.id} and kind = 'charge' and gateway_transaction_id is not null and status = 'succeeded'`,
        );
        expect(taken[0].n, `sandbox charges of ${b.referenceId}`).toBe(1);
      }
    },
    SLOW,
  );
});

/** Waits until the booking's charge is at the gateway (its attempt written, pending). */
const chargeInFlight = async (b: Ride) => {
  for (let i = 0; i < 100; i++) {
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_attempts where booking_id = ${b.id} and status = 'pending'`,
    );
    if (row.n > 0) return;
    await pause(20);
  }
  throw new Error(`no charge in flight for ${b.referenceId}`);
};

describe('Payments that meet a card charge in flight', () => {
  it('When staff record cash while a card charge is at the gateway, then 409 "being paid" and the card alone pays', async () => {
    const [b] = await freshBookings(1, CITY);
    anet.delayNext(800);
    const card = cardCharge(CITY)(b, 0);
    await chargeInFlight(b);
    const cash = await t.send('POST', '/api/bookingpayment/create', admin, { bookingID: b.id }, CITY);
    expect(cash.statusCode).toBe(409);
    expect(cash.json().message).toBe(PAYMENT_TEXTS.beingPaid);
    expect((await card).json().results?.[0]).toMatchObject({ status: 'succeeded', replayed: false });
    await expectPaidOnce(b);
    expect(anet.charges(b.referenceId)).toHaveLength(1);
  });

  it('When the database refuses a charge the gateway took, then it is voided at once and logged as an incident', async () => {
    const incidents: { obj: Record<string, unknown>; msg: string }[] = [];
    const spy = vi.spyOn(t.app.log, 'error').mockImplementation(((obj: Record<string, unknown>, msg: string) => {
      incidents.push({ obj, msg });
    }) as never);
    try {
      const [b] = await freshBookings(1, CITY);
      anet.delayNext(800);
      const card = cardCharge(CITY)(b, 0);
      await chargeInFlight(b);
      // A charge record written behind the payments module's back while the card is at the gateway.
      await t.db.execute(
        sql`insert into booking_payments (site_id, booking_id, transaction_id, transaction_date, transaction_amount, payment_type, transaction_type, gateway)
            values (${b.siteId}, ${b.id}, ${`OUT-${b.referenceId}`}, now(), ${b.totalPrice.toFixed(2)}, 'COD', 'paybycash', 'cash')`,
      );
      const answer = await card;
      const [taken] = anet.charges(b.referenceId);
      expect(taken.status).toBe('voided');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().results?.[0]).toMatchObject({ status: 'failed', success: false });
      const [attempt] = await rows<{ status: string; error_code: string; gateway_transaction_id: string }>(
        sql`select status, error_code, gateway_transaction_id from payment_attempts where booking_id = ${b.id}`,
      );
      expect(attempt).toEqual({
        status: 'failed',
        error_code: 'RETURNED_UNRECORDED',
        gateway_transaction_id: taken.transId,
      });
      expect(incidents).toEqual([
        {
          obj: expect.objectContaining({
            incident: 'unrecorded-charge',
            bookingId: b.id,
            transactionId: taken.transId,
            returned: true,
          }),
          msg: expect.stringMatching(/given back/),
        },
      ]);
      const { results } = await ledger(b);
      expect(results.map((r) => r.transactionID)).toEqual([`OUT-${b.referenceId}`]);
    } finally {
      spy.mockRestore();
    }
  });
});
