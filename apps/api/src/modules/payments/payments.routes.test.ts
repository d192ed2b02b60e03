/**
 * Paying for bookings through the sandbox gateway (the demo sites hold no credentials): the same
 * server path as a real gateway, with its records, idempotency and statuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideDay } from '../../../test/ride-dates.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type BookedRide, bookRide, tokenOf } from '../booking-management/booking-test-fixtures.ts';

let t: TestApp;
const NOW = new Date('2026-11-22T12:00:00Z');
const CITY = { host: 'citylimo.localhost' };
const BAY = { host: 'baychauffeurs.localhost' };
const tokens: Record<string, string> = {};
let day = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  for (const name of ['provider', 'provider2', 'dispatcher', 'customer'])
    tokens[name] = await tokenOf(t, name, name === 'provider2' ? BAY.host : CITY.host);
});
afterAll(() => t.close());

/** A fresh guest booking on its own day, so fleets never clash. */
const booking = async (host: 'citylimo.localhost' | 'baychauffeurs.localhost' = 'citylimo.localhost') => {
  day++;
  const date = rideDay(day);
  return bookRide(t, { date, time: '10:00', host }) as Promise<BookedRide & { guestUniqueId: string }>;
};
const card = (cardNumber = '4111111111111111', extra: object = {}) => ({
  cardType: '',
  cardNumber,
  expirationDate: '2030-12',
  cardCode: '123',
  ...extra,
});
const charge = (b: { id: number; guestUniqueId?: string }, body: object = {}, headers: Record<string, string> = CITY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/ChargeAuthorizeNetPayment',
    headers,
    payload: { bookingId: b.id, guestUserUniqueId: b.guestUniqueId, card: card(), ...body },
  });
const staff = (who: string, host = CITY) => ({ ...host, ...t.bearer(tokens[who]) });
const records = async (b: { id: number }, headers: Record<string, string> = staff('provider')) =>
  (await t.app.inject({ url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}`, headers })).json();
const paymentStatus = async (b: { id: number }) => (await records(b)).summary.paymentStatus as string;

describe('POST api/auth/ChargeAuthorizeNetPayment (sandbox gateway)', () => {
  it('When a guest pays by card, then the booking is Paid, the record written, and I00001 answered', async () => {
    const b = await booking();
    const res = await charge(b, { idempotencyKey: 'pay-ok-0001' });
    expect(res.statusCode).toBe(200);
    const result = res.json().results[0];
    expect(result).toMatchObject({
      success: true,
      status: 'succeeded',
      message: 'Thank you for the Payment. Transaction Successful!!',
      paymentStatus: 'Paid',
      paymentType: 'AuthorizeNet',
      transactionType: 'authCaptureTransaction',
      transactionAmount: b.totalPrice,
      gateway: 'sandbox',
      accountNumber: 'XXXX1111',
      messages: { resultCode: 'Ok', message: [{ code: 'I00001' }] },
      replayed: false,
    });
    const list = await records(b);
    expect(list.results).toEqual([
      expect.objectContaining({
        bookingID: b.id,
        transactionID: result.transactionID,
        transactionAmount: b.totalPrice,
        paymentType: 'AuthorizeNet',
        transactionType: 'authCaptureTransaction',
      }),
    ]);
    expect(list.summary).toMatchObject({
      paymentStatus: 'Paid',
      paidAmount: b.totalPrice,
      refundableAmount: b.totalPrice,
    });
  });

  it('When a card is declined, then "Transaction failed !!", the booking stays Pending, and a new key retries to success', async () => {
    const b = await booking();
    const declined = await charge(b, { idempotencyKey: 'pay-decl-001', card: card('4000000000000002') });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().results[0]).toMatchObject({
      success: false,
      status: 'failed',
      message: 'Transaction failed !!',
      paymentStatus: 'Pending',
      error: { code: 'GENERIC_DECLINE' },
      messages: { resultCode: 'Error' },
    });
    expect(await paymentStatus(b)).toBe('Pending');
    const funds = await charge(b, { idempotencyKey: 'pay-decl-002', card: card('4000000000009995') });
    expect(funds.json().results[0].error.code).toBe('INSUFFICIENT_FUNDS');
    // The same key answers the first result, even with another card.
    const again = await charge(b, { idempotencyKey: 'pay-decl-001', card: card('4242424242424242') });
    expect(again.json().results[0]).toMatchObject({ status: 'failed', replayed: true });
    const retry = await charge(b, { idempotencyKey: 'pay-decl-003', card: card('4242424242424242') });
    expect(retry.json().results[0]).toMatchObject({
      status: 'succeeded',
      paymentStatus: 'Paid',
      accountNumber: 'XXXX4242',
    });
    expect((await records(b)).results).toHaveLength(1);
  });

  it('When a payment is sent twice with one key, at once or later, then it is charged once and both answer the first result', async () => {
    const b = await booking();
    const [first, second] = await Promise.all([
      charge(b, { idempotencyKey: 'pay-dbl-0001' }),
      charge(b, { idempotencyKey: 'pay-dbl-0001' }),
    ]);
    const a = first.json().results[0];
    const c = second.json().results[0];
    expect([a.status, c.status]).toEqual(['succeeded', 'succeeded']);
    expect(a.transactionID).toBe(c.transactionID);
    const later = (await charge(b, { idempotencyKey: 'pay-dbl-0001' })).json().results[0];
    expect(later).toMatchObject({ transactionID: a.transactionID, replayed: true });
    // A new key on a paid booking answers the payment that was made, and charges nothing.
    const other = (await charge(b, { idempotencyKey: 'pay-dbl-0002' })).json().results[0];
    expect(other).toMatchObject({ status: 'succeeded', transactionID: a.transactionID, replayed: true });
    expect((await records(b)).results).toHaveLength(1);
  });

  it('When the Idempotency-Key header carries the key, then it counts as the key', async () => {
    const b = await booking();
    const one = await charge(b, {}, { ...CITY, 'idempotency-key': 'hdr-key-0001' });
    expect(one.json().results[0].idempotencyKey).toBe('hdr-key-0001');
    const two = await charge(b, {}, { ...CITY, 'idempotency-key': 'hdr-key-0001' });
    expect(two.json().results[0].replayed).toBe(true);
  });

  it('When card details are missing or wrong, then the spec messages answer (400)', async () => {
    const b = await booking();
    const cases: [object, string][] = [
      [{ card: undefined }, 'Please enter the card details!!'],
      [{ card: card('4111111111111111', { cardCode: '1234' }) }, 'Please enter the card details!!'],
      [{ card: card('4111111111111112') }, 'Please enter the card details!!'],
      [{ card: card('4111111111111111', { expirationDate: '12/30' }) }, 'Please enter the card details!!'],
      [{ card: card('4111111111111111', { expirationDate: '2026-10' }) }, 'Please enter the card details!!'],
      [{ card: card('4111111111111111', { cardType: 'Bitcoin' }) }, 'Please enter the card type!!'],
      [{ card: card('4111111111111111', { cardType: 'Mastercard' }) }, 'Please enter the card type!!'],
    ];
    for (const [body, message] of cases) {
      const res = await charge(b, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await paymentStatus(b)).toBe('Pending');
  });

  it('When the card brand is not accepted by the site, then the charge is refused (422)', async () => {
    const b = await booking();
    const res = await charge(b, { card: card('3530111333300000') });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/does not accept Jcb cards/);
  });

  it('When nobody proves they own the booking, then it is not found (404) and nothing is charged', async () => {
    const b = await booking();
    expect((await charge({ id: b.id })).statusCode).toBe(404);
    expect((await charge(b, {}, { ...CITY, ...t.bearer(tokens.customer) })).statusCode).toBe(200);
  });

  it("When another tenant's booking is named, then it is not found, for its guest id and its staff alike", async () => {
    const bay = await booking('baychauffeurs.localhost');
    expect((await charge(bay, {}, CITY)).statusCode).toBe(404);
    expect((await charge(bay, { siteId: 6 }, staff('provider'))).statusCode).toBe(404);
    expect((await records(bay, staff('provider'))).results).toBeUndefined();
    expect((await charge(bay, {}, BAY)).json().results[0].status).toBe('succeeded');
  });

  it('When a booking is paid by Google Pay, then the token goes through the same path as GPay', async () => {
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`insert into site_payment_types (site_id, payment_type, is_visa) values (5, 'GPay', true)`);
    const b = await booking();
    const res = await charge(b, {
      card: undefined,
      opaqueData: {
        dataDescriptor: 'COMMON.GOOGLE.INAPP.PAYMENT',
        dataValue: '{"protocolVersion":"ECv2","signedMessage":"x"}',
      },
    });
    expect(res.json().results[0]).toMatchObject({ status: 'succeeded', paymentType: 'GPay', gateway: 'sandbox' });
    const pub = await t.app.inject({
      url: '/api/ServiceProviderPayment/mappingbysiteIdpaymentType/0/GPay',
      headers: CITY,
    });
    expect(pub.json().results[0].publicConfig).toEqual({
      googlePay: {
        environment: 'TEST',
        gateway: 'authorizenet',
        gatewayMerchantId: null,
        allowedCardNetworks: ['VISA'],
      },
    });
  });
});

describe('POST api/bookingpayment/createSquarePayment (sandbox gateway)', () => {
  const square = (b: BookedRide & { guestUniqueId?: string }, query: string, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookingpayment/createSquarePayment?${query}`,
      headers: CITY,
      payload: { bookingId: b.id, guestUserUniqueId: b.guestUniqueId, ...body },
    });

  it('When the amount is the booking total in cents, then Square pays it; any other amount is refused', async () => {
    const b = await booking();
    const cents = Math.round(b.totalPrice * 100);
    const wrong = await square(b, `sourceId=cnon:card-nonce-ok&amountToPay=${cents - 1}`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toMatch(/does not match the booking total/);
    const paid = await square(b, `sourceId=cnon:card-nonce-ok&amountToPay=${cents}`);
    expect(paid.json().results[0]).toMatchObject({
      status: 'succeeded',
      paymentType: 'Square',
      transactionAmount: b.totalPrice,
    });
    // The same nonce again is the same attempt (a double click without a key).
    const again = await square(b, `sourceId=cnon:card-nonce-ok&amountToPay=${cents}`);
    expect(again.json().results[0]).toMatchObject({
      replayed: true,
      transactionID: paid.json().results[0].transactionID,
    });
  });

  it('When the nonce is declined or missing, then "Transaction failed !!" or 400', async () => {
    const b = await booking();
    const declined = await square(b, 'sourceId=cnon:card-nonce-declined');
    expect(declined.json().results[0]).toMatchObject({ status: 'failed', message: 'Transaction failed !!' });
    expect((await square(b, 'amountToPay=100')).statusCode).toBe(400);
  });

  it('When the site does not offer Square, then the payment is refused (422)', async () => {
    const b = await booking('baychauffeurs.localhost');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-ok',
      headers: BAY,
      payload: { bookingId: b.id, guestUserUniqueId: b.guestUniqueId },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('PayPal orders (sandbox gateway)', () => {
  it('When an order is made and captured, then the booking is Paid once', async () => {
    const { sql } = await import('drizzle-orm');
    await t.db.execute(
      sql`insert into site_payment_types (site_id, payment_type) values (5, 'PayPal') on conflict do nothing`,
    );
    const b = await booking();
    const owner = { bookingId: b.id, guestUserUniqueId: b.guestUniqueId };
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/bookingpayment/createPaypalOrder',
      headers: CITY,
      payload: owner,
    });
    expect(order.statusCode).toBe(201);
    const o = order.json().results[0];
    expect(o).toMatchObject({ amount: b.totalPrice, currency: 'USD', mode: 'sandbox' });
    const capture = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookingpayment/capturePaypalOrder',
        headers: CITY,
        payload: { ...owner, orderId: o.orderId },
      });
    const first = (await capture()).json().results[0];
    expect(first).toMatchObject({
      status: 'succeeded',
      message: 'Thank you for the Payment. Transaction Successful!!',
      paymentType: 'PayPal',
    });
    expect((await capture()).json().results[0]).toMatchObject({ replayed: true, transactionID: first.transactionID });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/bookingpayment/capturePaypalOrder',
      headers: CITY,
      payload: { ...owner, orderId: `${o.orderId.slice(0, -3)}abc`, idempotencyKey: 'forged-0001' },
    });
    expect(forged.json().results[0]).toMatchObject({ status: 'succeeded', replayed: true });
    expect((await records(b)).results).toHaveLength(1);
    const paidOrder = await t.app.inject({
      method: 'POST',
      url: '/api/bookingpayment/createPaypalOrder',
      headers: CITY,
      payload: owner,
    });
    expect(paidOrder.statusCode).toBe(422);
  });
});

describe('POST api/bookingpayment/create (staff records)', () => {
  const create = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/bookingpayment/create/', headers, payload });

  it('When staff record the cash a chauffeur took, then the booking is Paid by paybycash', async () => {
    const b = await booking();
    const res = await create({ bookingID: b.id, transactionAmount: b.totalPrice }, staff('dispatcher'));
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({
      bookingID: b.id,
      transactionType: 'paybycash',
      paymentType: 'COD',
      transactionAmount: b.totalPrice,
      paymentStatus: 'Paid',
    });
    expect(await paymentStatus(b)).toBe('Paid');
    expect((await create({ bookingID: b.id }, staff('dispatcher'))).statusCode).toBe(422);
  });

  it('When the amount is not the total, or a card record has no transaction id, then 422 and 400', async () => {
    const b = await booking();
    expect((await create({ bookingID: b.id, transactionAmount: 1 }, staff('provider'))).statusCode).toBe(422);
    const card = await create(
      { bookingID: b.id, paymentType: 'AuthorizeNet', transactionType: 'authCaptureTransaction' },
      staff('provider'),
    );
    expect(card.statusCode).toBe(400);
    expect((await create({ bookingID: b.id, transactionType: 'refund' }, staff('provider'))).statusCode).toBe(400);
  });

  it("When a customer, nobody, or another tenant's staff record, then 403, 401 and 404", async () => {
    const b = await booking();
    expect((await create({ bookingID: b.id }, { ...CITY, ...t.bearer(tokens.customer) })).statusCode).toBe(403);
    expect((await create({ bookingID: b.id }, CITY)).statusCode).toBe(401);
    expect((await create({ bookingID: b.id, siteId: 5 }, staff('provider2', BAY))).statusCode).toBe(404);
    expect((await create({ bookingID: b.id }, staff('provider2', BAY))).statusCode).toBe(404);
    expect(await paymentStatus(b)).toBe('Pending');
  });
});

describe('POST api/bookingpayment/refund', () => {
  const refund = (payload: object, headers: Record<string, string> = staff('provider')) =>
    t.app.inject({ method: 'POST', url: '/api/bookingpayment/refund', headers, payload });

  it('When a provider refunds part and then the rest, then Paid stays until all is given back, then Refunded', async () => {
    const b = await booking();
    await charge(b, { idempotencyKey: 'refund-pay-01' });
    const part = await refund({ bookingId: b.id, amount: 10, idempotencyKey: 'refund-part-1' });
    expect(part.statusCode).toBe(200);
    expect(part.json().results[0]).toMatchObject({
      success: true,
      amount: 10,
      paymentStatus: 'Paid',
      refundedAmount: 10,
    });
    expect(await paymentStatus(b)).toBe('Paid');
    const again = await refund({ bookingId: b.id, amount: 10, idempotencyKey: 'refund-part-1' });
    expect(again.json().results[0]).toMatchObject({ replayed: true, refundedAmount: 10 });
    const tooMuch = await refund({ bookingId: b.id, amount: b.totalPrice });
    expect(tooMuch.statusCode).toBe(422);
    const rest = await refund({ bookingId: b.id }, staff('dispatcher'));
    expect(rest.json().results[0]).toMatchObject({ success: true, paymentStatus: 'Refunded', refundableAmount: 0 });
    expect(await paymentStatus(b)).toBe('Refunded');
    const list = (await records(b)).results as { transactionType: string }[];
    expect(list.map((r) => r.transactionType)).toEqual([
      'authCaptureTransaction',
      'refundTransaction',
      'refundTransaction',
    ]);
    expect((await refund({ bookingId: b.id })).statusCode).toBe(422);
    // A refunded booking takes no new payment.
    expect((await charge(b, { idempotencyKey: 'refund-pay-02' })).statusCode).toBe(422);
  });

  it('When a cash booking is refunded, then the refund is recorded without a gateway', async () => {
    const b = await booking();
    await t.app.inject({
      method: 'POST',
      url: '/api/bookingpayment/create',
      headers: staff('provider'),
      payload: { bookingID: b.id },
    });
    const res = await refund({ bookingId: b.id });
    expect(res.json().results[0]).toMatchObject({ success: true, gateway: 'cash', paymentStatus: 'Refunded' });
  });

  it('When the booking is not paid, then nothing is refunded (422)', async () => {
    const b = await booking();
    expect((await refund({ bookingId: b.id })).statusCode).toBe(422);
  });

  it("When a customer, nobody, or another tenant's staff refund, then 403, 401 and 404", async () => {
    const b = await booking();
    await charge(b);
    expect((await refund({ bookingId: b.id }, { ...CITY, ...t.bearer(tokens.customer) })).statusCode).toBe(403);
    expect((await refund({ bookingId: b.id }, CITY)).statusCode).toBe(401);
    expect((await refund({ bookingId: b.id }, staff('provider2', BAY))).statusCode).toBe(404);
    expect((await refund({ bookingId: b.id, amount: -5 })).statusCode).toBe(400);
    expect(await paymentStatus(b)).toBe('Paid');
  });

  it('When refundSquarePayment names a booking paid by card, then it is refused, and a Square booking is refunded', async () => {
    const card = await booking();
    await charge(card);
    const notSquare = await t.app.inject({
      method: 'POST',
      url: `/api/bookingpayment/refundSquarePayment?bookingId=${card.id}`,
      headers: staff('provider'),
    });
    expect(notSquare.statusCode).toBe(422);
    const sq = await booking();
    await t.app.inject({
      method: 'POST',
      url: '/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-ok',
      headers: CITY,
      payload: { bookingId: sq.id, guestUserUniqueId: sq.guestUniqueId },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookingpayment/refundSquarePayment?bookingId=${sq.id}`,
      headers: staff('provider'),
      payload: {},
    });
    expect(res.json().results[0]).toMatchObject({ success: true, paymentStatus: 'Refunded' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/bookingpayment/refundSquarePayment?bookingId=${sq.id}`,
          headers: CITY,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET api/bookingpayment/paymentsByBookingId', () => {
  it('When the guest, the staff or a stranger asks, then the first two read it and the stranger gets 404', async () => {
    const b = await booking();
    await charge(b);
    const guest = await t.app.inject({
      url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}&guestUserUniqueId=${b.guestUniqueId}`,
      headers: CITY,
    });
    expect(guest.json().results).toHaveLength(1);
    expect((await records(b, staff('dispatcher'))).results).toHaveLength(1);
    expect(
      (await t.app.inject({ url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}`, headers: CITY }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          url: `/api/bookingpayment/paymentsByBookingId?bookingId=${b.id}`,
          headers: staff('provider2', BAY),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/bookingpayment/paymentsByBookingId?bookingId=x', headers: CITY })).statusCode,
    ).toBe(400);
  });
});
