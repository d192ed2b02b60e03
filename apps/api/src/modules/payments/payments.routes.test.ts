/**
 * Paying for bookings by card through the sandbox gateways (the demo sites hold no credentials):
 * Authorize.Net, Google Pay, Square and PayPal take the same server path as a real gateway, with its
 * records, idempotency and statuses. Staff records, refunds and the payment list are in
 * payment-records.routes.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookedRide } from '../../../test/fixtures/rides.ts';
import { BAY, CITY, card, usePaymentsApp } from '../../../test/suites/payments-suite.ts';
import type { TestApp } from '../../../test/test-app.ts';

const { app, tokens, booking, charge, staff, records, paymentStatus } = usePaymentsApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

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
    t.visit('POST', `/api/bookingpayment/createSquarePayment?${query}`, CITY, {
      bookingId: b.id,
      guestUserUniqueId: b.guestUniqueId,
      ...body,
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
    const res = await t.visit('POST', '/api/bookingpayment/createSquarePayment?sourceId=cnon:card-nonce-ok', BAY, {
      bookingId: b.id,
      guestUserUniqueId: b.guestUniqueId,
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
    const order = await t.visit('POST', '/api/bookingpayment/createPaypalOrder', CITY, owner);
    expect(order.statusCode).toBe(201);
    const o = order.json().results[0];
    expect(o).toMatchObject({ amount: b.totalPrice, currency: 'USD', mode: 'sandbox' });
    const capture = () =>
      t.visit('POST', '/api/bookingpayment/capturePaypalOrder', CITY, { ...owner, orderId: o.orderId });
    const first = (await capture()).json().results[0];
    expect(first).toMatchObject({
      status: 'succeeded',
      message: 'Thank you for the Payment. Transaction Successful!!',
      paymentType: 'PayPal',
    });
    expect((await capture()).json().results[0]).toMatchObject({ replayed: true, transactionID: first.transactionID });
    const forged = await t.visit('POST', '/api/bookingpayment/capturePaypalOrder', CITY, {
      ...owner,
      orderId: `${o.orderId.slice(0, -3)}abc`,
      idempotencyKey: 'forged-0001',
    });
    expect(forged.json().results[0]).toMatchObject({ status: 'succeeded', replayed: true });
    expect((await records(b)).results).toHaveLength(1);
    const paidOrder = await t.visit('POST', '/api/bookingpayment/createPaypalOrder', CITY, owner);
    expect(paidOrder.statusCode).toBe(422);
  });
});
