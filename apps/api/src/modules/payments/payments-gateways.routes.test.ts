/**
 * Paying through the real adapters, against local servers answering as Authorize.Net, Square and
 * PayPal document: success, decline, a lost answer (timeout) retried without a second charge,
 * and duplicate submissions charged once; refunds through the gateway that charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/demo-roles.ts';
import { activateVendors, type PaymentVendors, startPaymentVendors } from '../../../test/fakes/payment-vendors.ts';
import { type BookedRide, bookRide } from '../../../test/fixtures/rides.ts';
import { rideDay } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let vendors: PaymentVendors;
let anet: PaymentVendors['anet'];
let square: PaymentVendors['square'];
let paypal: PaymentVendors['paypal'];
const NOW = new Date('2026-11-22T12:00:00Z');
const CITY = { host: 'citylimo.localhost' };
let admin: string;
let day = 0;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  vendors = await startPaymentVendors();
  ({ anet, square, paypal } = vendors);
  t = await createTestApp({
    now: () => NOW,
    env: { ...vendors.env, PAYMENTS_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  admin = await tokenOf(t, 'provider');
  await activateVendors(t, admin);
});
afterAll(async () => {
  await t.close();
  await vendors.close();
});

const booking = async () => {
  day++;
  const date = rideDay(day);
  return bookRide(t, { date, time: '09:00' }) as Promise<BookedRide & { guestUniqueId: string }>;
};
const billTo = (zipCode = '60606') => ({
  firstName: 'Gina',
  lastName: 'Guest',
  emailAddress: 'gina@example.com',
  phone: '312-555-0100',
  zipCode,
});
const payCard = (b: BookedRide & { guestUniqueId: string }, body: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/ChargeAuthorizeNetPayment',
    headers: CITY,
    payload: {
      bookingId: b.id,
      guestUserUniqueId: b.guestUniqueId,
      card: { cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' },
      billTo: billTo(),
      ...body,
    },
  });
const createCalls = (reference: string) =>
  anet.requests.filter(
    (r) => r.body.includes('authCaptureTransaction') && r.body.includes(`"invoiceNumber":"${reference}"`),
  ).length;
const records = async (b: { id: number }) =>
  (
    await t.app.inject({
      url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}`,
      headers: { ...CITY, ...t.bearer(admin) },
    })
  ).json();

describe('Authorize.Net through ChargeAuthorizeNetPayment', () => {
  it('When a card is charged, then Authorize.Net takes the booking total under the booking reference, once', async () => {
    const b = await booking();
    const res = await payCard(b, { idempotencyKey: 'anet-ok-0001' });
    expect(res.json().results[0]).toMatchObject({
      status: 'succeeded',
      gateway: 'authorizenet',
      paymentStatus: 'Paid',
      messages: { message: [{ code: 'I00001' }] },
    });
    const [charge] = anet.charges(b.referenceId);
    expect(charge.amountCents).toBe(Math.round(b.totalPrice * 100));
    expect(res.json().results[0].transactionID).toBe(charge.transId);
    const sent = JSON.parse(anet.requests.at(-1)?.body ?? '{}').createTransactionRequest.transactionRequest;
    expect(sent.customer.id).toMatch(/^G\d+$/);
  });

  it('When the issuer declines, then the booking stays Pending and another card then pays', async () => {
    const b = await booking();
    const declined = await payCard(b, { idempotencyKey: 'anet-decl-01', billTo: billTo('46282') });
    expect(declined.json().results[0]).toMatchObject({
      status: 'failed',
      message: 'Transaction failed !!',
      error: { code: '2' },
    });
    expect((await records(b)).summary.paymentStatus).toBe('Pending');
    const retry = await payCard(b, {
      idempotencyKey: 'anet-decl-02',
      card: { cardNumber: '5555555555554444', expirationDate: '2030-12', cardCode: '321' },
    });
    expect(retry.json().results[0]).toMatchObject({ status: 'succeeded', accountNumber: 'XXXX4444' });
    expect(anet.charges(b.referenceId)).toHaveLength(1);
  });

  it('When the answer times out, then 202 pending, and the retry finds the charge at the gateway instead of charging again', async () => {
    const b = await booking();
    anet.delayNext(TIMEOUT_MS * 3);
    const lost = await payCard(b, { idempotencyKey: 'anet-lost-01' });
    expect(lost.statusCode).toBe(202);
    expect(lost.json().results[0]).toMatchObject({ status: 'pending', success: false, paymentStatus: 'Pending' });
    expect(anet.charges(b.referenceId)).toHaveLength(1);
    const retry = await payCard(b, { idempotencyKey: 'anet-lost-01' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().results[0]).toMatchObject({
      status: 'succeeded',
      paymentStatus: 'Paid',
      transactionID: anet.charges(b.referenceId)[0].transId,
    });
    expect(createCalls(b.referenceId)).toBe(1);
    expect((await records(b)).results).toHaveLength(1);
  });

  it('When the answer times out and the retry comes with a new key, then the lost attempt is settled first and nothing is charged twice', async () => {
    const b = await booking();
    anet.delayNext(TIMEOUT_MS * 3);
    expect((await payCard(b, { idempotencyKey: 'anet-lost-11' })).statusCode).toBe(202);
    const retry = await payCard(b, { idempotencyKey: 'anet-lost-12' });
    expect(retry.json().results[0]).toMatchObject({ status: 'succeeded', replayed: true });
    expect(createCalls(b.referenceId)).toBe(1);
    expect(anet.charges(b.referenceId)).toHaveLength(1);
  });

  it('When a charge is lost before reaching the gateway, then the retry finds no trace and charges once', async () => {
    const b = await booking();
    const { sql } = await import('drizzle-orm');
    // The answer is lost: the first try cannot know whether the gateway took it, so it stays pending.
    anet.delayNext(TIMEOUT_MS * 3);
    expect((await payCard(b, { idempotencyKey: 'anet-gone-01' })).statusCode).toBe(202);
    // Suppose the gateway had not taken it after all: the recovery finds nothing, and the new try charges.
    anet.transactions.splice(
      anet.transactions.findIndex((x) => x.invoiceNumber === b.referenceId),
      1,
    );
    const retry = await payCard(b, { idempotencyKey: 'anet-gone-02' });
    expect(retry.json().results[0]).toMatchObject({ status: 'succeeded', replayed: false });
    const attempts = await t.db.execute(
      sql`select status, error_code from payment_attempts where booking_id = ${b.id} order by id`,
    );
    expect((attempts as unknown as { rows: unknown[] }).rows).toEqual([
      { status: 'failed', error_code: 'NOT_AT_GATEWAY' },
      { status: 'succeeded', error_code: null },
    ]);
    expect(anet.charges(b.referenceId)).toHaveLength(1);
  });

  it('When one payment is submitted twice at once, with one key or two, then Authorize.Net is charged once', async () => {
    const b = await booking();
    const results = await Promise.all([
      payCard(b, { idempotencyKey: 'anet-dup-0001' }),
      payCard(b, { idempotencyKey: 'anet-dup-0001' }),
      payCard(b, { idempotencyKey: 'anet-dup-0002' }),
    ]);
    const ids = results.map((r) => r.json().results[0].transactionID);
    expect(new Set(ids).size).toBe(1);
    expect(results.map((r) => r.json().results[0].status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(createCalls(b.referenceId)).toBe(1);
  });

  it('When a provider refunds, then an unsettled charge is voided in full, and a settled one refunded in part', async () => {
    const refund = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookingpayment/refund',
        headers: { ...CITY, ...t.bearer(admin) },
        payload,
      });
    const unsettled = await booking();
    await payCard(unsettled);
    const partialEarly = await refund({ bookingId: unsettled.id, amount: 5 });
    expect(partialEarly.json().results[0]).toMatchObject({ success: false, error: { code: '54' } });
    const voided = await refund({ bookingId: unsettled.id });
    expect(voided.json().results[0]).toMatchObject({
      success: true,
      transactionType: 'voidTransaction',
      paymentStatus: 'Refunded',
    });
    expect(anet.charges(unsettled.referenceId)[0]?.status ?? 'voided').toBe('voided');

    const settled = await booking();
    const paid = (await payCard(settled)).json().results[0];
    anet.settle(paid.transactionID);
    const part = await refund({ bookingId: settled.id, amount: 20 });
    expect(part.json().results[0]).toMatchObject({
      success: true,
      transactionType: 'refundTransaction',
      paymentStatus: 'Paid',
      refundedAmount: 20,
    });
    const sent = JSON.parse(anet.requests.at(-1)?.body ?? '{}').createTransactionRequest.transactionRequest;
    expect(sent).toMatchObject({
      transactionType: 'refundTransaction',
      amount: '20.00',
      refTransId: paid.transactionID,
      payment: { creditCard: { cardNumber: '1111' } },
    });
  });
});

describe('Square through createSquarePayment', () => {
  const paySquare = (b: BookedRide & { guestUniqueId: string }, key: string) =>
    t.visit(
      'POST',
      `/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-ok&amountToPay=${Math.round(b.totalPrice * 100)}`,
      CITY,
      { bookingId: b.id, guestUserUniqueId: b.guestUniqueId, idempotencyKey: key },
    );

  it('When Square answers late, then the retry repeats the attempt under its idempotency key and Square charges once', async () => {
    const b = await booking();
    square.delayNext(TIMEOUT_MS * 3);
    expect((await paySquare(b, 'sq-lost-0001')).statusCode).toBe(202);
    const retry = await paySquare(b, 'sq-lost-0001');
    expect(retry.json().results[0]).toMatchObject({ status: 'succeeded', gateway: 'square', paymentType: 'Square' });
    expect(square.paymentsOf(b.referenceId)).toHaveLength(1);
    const keys = square.requests
      .filter((r) => r.path === '/v2/payments' && r.body.includes(b.referenceId))
      .map((r) => JSON.parse(r.body).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('When a Square payment is refunded, then Square refunds it and the booking is Refunded', async () => {
    const b = await booking();
    const paid = (await paySquare(b, 'sq-refund-01')).json().results[0];
    const res = await t.send(
      'POST',
      `/api/bookingpayment/refundSquarePayment?bookingId=${b.id}`,
      admin,
      undefined,
      CITY,
    );
    expect(res.json().results[0]).toMatchObject({
      success: true,
      paymentStatus: 'Refunded',
      refundOf: paid.transactionID,
    });
    expect(square.refunds.filter((r) => r.paymentId === paid.transactionID)).toHaveLength(1);
  });

  it('When Square declines, then the payment failed and the booking stays Pending', async () => {
    const b = await booking();
    const res = await t.visit(
      'POST',
      '/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-declined',
      CITY,
      { bookingId: b.id, guestUserUniqueId: b.guestUniqueId },
    );
    expect(res.json().results[0]).toMatchObject({
      status: 'failed',
      error: { code: 'GENERIC_DECLINE' },
      paymentStatus: 'Pending',
    });
  });
});

describe('PayPal through createPaypalOrder and capturePaypalOrder', () => {
  it('When the buyer approves and the capture answer is lost, then the retry reads the captured order and PayPal captured once', async () => {
    const b = await booking();
    const owner = { bookingId: b.id, guestUserUniqueId: b.guestUniqueId };
    const order = (await t.visit('POST', '/api/bookingpayment/createPaypalOrder', CITY, owner)).json().results[0];
    expect(order).toMatchObject({
      mode: 'live',
      status: 'CREATED',
      approveUrl: expect.stringContaining(order.orderId),
    });
    const capture = () =>
      t.visit('POST', '/api/bookingpayment/capturePaypalOrder', CITY, {
        ...owner,
        orderId: order.orderId,
        idempotencyKey: 'pp-capture-01',
      });
    const notApproved = (await capture()).json().results[0];
    expect(notApproved).toMatchObject({ status: 'failed', error: { code: 'ORDER_NOT_APPROVED' } });
    paypal.approve(order.orderId);
    const second = await t.visit('POST', '/api/bookingpayment/capturePaypalOrder', CITY, {
      ...owner,
      orderId: order.orderId,
      idempotencyKey: 'pp-capture-02',
    });
    // (the first key answered its failure; the second is the buyer's approved try)
    expect(second.json().results[0]).toMatchObject({
      status: 'succeeded',
      message: 'Thank you for the Payment. Transaction Successful!!',
    });
    expect(paypal.capturesOf(b.referenceId)).toHaveLength(1);

    const c = await booking();
    const own = { bookingId: c.id, guestUserUniqueId: c.guestUniqueId };
    const o = (
      await t.app.inject({ method: 'POST', url: '/api/bookingpayment/createPaypalOrder', headers: CITY, payload: own })
    ).json().results[0];
    paypal.approve(o.orderId);
    paypal.delayNext(0);
    paypal.delayNext(TIMEOUT_MS * 3);
    const lost = await t.visit('POST', '/api/bookingpayment/capturePaypalOrder', CITY, { ...own, orderId: o.orderId });
    expect(lost.statusCode).toBe(202);
    const retry = await t.visit('POST', '/api/bookingpayment/capturePaypalOrder', CITY, { ...own, orderId: o.orderId });
    expect(retry.json().results[0]).toMatchObject({ status: 'succeeded', paymentStatus: 'Paid' });
    expect(paypal.capturesOf(c.referenceId)).toHaveLength(1);
  });

  it('When a PayPal payment is refunded in part, then PayPal refunds that amount', async () => {
    const b = await booking();
    const owner = { bookingId: b.id, guestUserUniqueId: b.guestUniqueId };
    const o = (await t.visit('POST', '/api/bookingpayment/createPaypalOrder', CITY, owner)).json().results[0];
    paypal.approve(o.orderId);
    await t.visit('POST', '/api/bookingpayment/capturePaypalOrder', CITY, { ...owner, orderId: o.orderId });
    const res = await t.send('POST', '/api/bookingpayment/refund', admin, { bookingId: b.id, amount: 12.5 }, CITY);
    expect(res.json().results[0]).toMatchObject({ success: true, amount: 12.5, paymentStatus: 'Paid' });
    expect(JSON.parse(paypal.requests.at(-1)?.body ?? '{}').amount).toEqual({ value: '12.50', currency_code: 'USD' });
  });
});
