/**
 * The payments staff write down and give back: cash a chauffeur took, refunds in part and in full
 * (by gateway or by hand), and the payment list a booking's guest and staff read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BAY, CITY, usePaymentsApp } from '../../../test/suites/payments-suite.ts';
import type { TestApp } from '../../../test/test-app.ts';

const { app, tokens, booking, charge, staff, records, paymentStatus } = usePaymentsApp();
let t: TestApp;
beforeAll(() => {
  t = app();
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
    await t.visit('POST', '/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-ok', CITY, {
      bookingId: sq.id,
      guestUserUniqueId: sq.guestUniqueId,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookingpayment/refundSquarePayment?bookingId=${sq.id}`,
      headers: staff('provider'),
      payload: {},
    });
    expect(res.json().results[0]).toMatchObject({ success: true, paymentStatus: 'Refunded' });
    expect((await t.visit('POST', `/api/bookingpayment/refundSquarePayment?bookingId=${sq.id}`, CITY)).statusCode).toBe(
      401,
    );
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
