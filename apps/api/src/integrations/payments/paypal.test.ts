import { describe, expect, it } from 'vitest';
import { PAYPAL_TEST, startPayPalTestServer } from '../../../test/fakes/paypal-server.ts';
import { useStarted } from '../../../test/fakes/use-started.ts';
import type { ChargeRequest } from './gateway.ts';
import { createPayPal } from './paypal.ts';

const server = useStarted(startPayPalTestServer);

const paypal = (timeoutMs = 2000) => createPayPal({ baseUrl: server().baseUrl, ...PAYPAL_TEST, timeoutMs });
let ref = 0;

/** An order for a booking, approved by the buyer. */
const approvedOrder = async (amountCents = 15_000) => {
  const reference = `RDPP${++ref}`;
  const created = await paypal().createOrder({
    amountCents,
    reference,
    customerId: 'G3',
    description: 'Ride',
    requestId: crypto.randomUUID(),
  });
  if ('error' in created) throw new Error(created.error);
  server().approve(created.id);
  const request: ChargeRequest = {
    amountCents,
    reference,
    idempotencyKey: crypto.randomUUID(),
    customerId: 'G3',
    description: 'Ride',
    source: { kind: 'paypalOrder', orderId: created.id },
  };
  return { created, request };
};

describe('PayPal orders', () => {
  it('When an order is created, then intent CAPTURE carries the total, custom_id and invoice_id, and an approve link comes back', async () => {
    const { created } = await approvedOrder();
    expect(created).toMatchObject({ status: 'CREATED', approveUrl: expect.stringContaining('checkoutnow?token=') });
    const tokenCall = server().requests.find((r) => r.path === '/v1/oauth2/token');
    expect(tokenCall?.body).toBe('grant_type=client_credentials');
    const create = server().requests.find((r) => r.path === '/v2/checkout/orders' && r.method === 'POST');
    expect(create?.headers['paypal-request-id']).toBeTruthy();
    expect(JSON.parse(create?.body ?? '')).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: expect.stringMatching(/^RDPP\d+:G3$/),
          invoice_id: expect.stringMatching(/^RDPP/),
          amount: { currency_code: 'USD', value: '150.00' },
        },
      ],
    });
  });

  it('When an approved order is captured, then the capture id is the transaction and the request id is sent', async () => {
    const { request } = await approvedOrder();
    const outcome = await paypal().charge(request);
    expect(outcome).toMatchObject({ status: 'approved', transactionId: expect.any(String) });
    const capture = server().requests.at(-1);
    expect(capture?.path).toMatch(/\/capture$/);
    expect(capture?.headers['paypal-request-id']).toBe(request.idempotencyKey);
  });

  it('When the order is not approved, for another amount, or declined, then the capture is declined', async () => {
    const reference = `RDPP${++ref}`;
    const created = await paypal().createOrder({
      amountCents: 1000,
      reference,
      customerId: null,
      description: 'x',
      requestId: crypto.randomUUID(),
    });
    if ('error' in created) throw new Error(created.error);
    const base: ChargeRequest = {
      amountCents: 1000,
      reference,
      idempotencyKey: crypto.randomUUID(),
      customerId: null,
      description: 'x',
      source: { kind: 'paypalOrder', orderId: created.id },
    };
    expect(await paypal().charge(base)).toMatchObject({ status: 'declined', code: 'ORDER_NOT_APPROVED' });
    server().approve(created.id);
    expect(await paypal().charge({ ...base, amountCents: 999 })).toMatchObject({
      status: 'declined',
      code: 'ORDER_MISMATCH',
    });
    server().declineNextCapture();
    expect(await paypal().charge(base)).toMatchObject({ status: 'declined', code: 'INSTRUMENT_DECLINED' });
  });

  it('When the capture answer is lost, then recovery reads the completed order and nothing is captured twice', async () => {
    const { request } = await approvedOrder();
    server().delayNext(0);
    // The token is cached; the next call is the order read, then the capture answers late.
    server().delayNext(500);
    const slow = createPayPal({ baseUrl: server().baseUrl, ...PAYPAL_TEST, timeoutMs: 200 });
    const first = await slow.charge(request);
    expect(first.status).toBe('unknown');
    const recovered = await paypal().recover(request, new Date());
    expect(recovered).toMatchObject({ status: 'approved' });
    expect(server().capturesOf(request.reference)).toHaveLength(1);
  });

  it('When the same capture is sent twice, then PayPal-Request-Id answers the first capture', async () => {
    const { request } = await approvedOrder();
    const a = await paypal().charge(request);
    const b = await paypal().charge(request);
    expect(a).toEqual(b);
    expect(server().capturesOf(request.reference)).toHaveLength(1);
  });

  it('When a capture is refunded in part, then the rest stays refundable and more is refused', async () => {
    const { request } = await approvedOrder(20_000);
    const paid = await paypal().charge(request);
    if (paid.status !== 'approved') throw new Error('not paid');
    const refund = { transactionId: paid.transactionId, chargedCents: 20_000, reference: request.reference };
    expect(await paypal().refund({ ...refund, amountCents: 5_000, idempotencyKey: crypto.randomUUID() })).toMatchObject(
      { status: 'approved' },
    );
    expect(JSON.parse(server().requests.at(-1)?.body ?? '')).toMatchObject({
      amount: { value: '50.00', currency_code: 'USD' },
    });
    expect(
      await paypal().refund({ ...refund, amountCents: 16_000, idempotencyKey: crypto.randomUUID() }),
    ).toMatchObject({
      status: 'declined',
      code: 'REFUND_AMOUNT_EXCEEDED',
    });
  });

  it('When the client credentials are wrong, then no token is issued', async () => {
    const bad = createPayPal({ baseUrl: server().baseUrl, clientId: 'wrong', clientSecret: 'wrong' });
    expect(await bad.accessToken()).toBeNull();
  });
});
