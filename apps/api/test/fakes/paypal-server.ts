/**
 * A local server answering as PayPal's REST API does (tests only): the client-credentials token,
 * Orders v2 (create, show, capture) with PayPal-Request-Id idempotency, and capture refunds, in
 * the documented shapes. The buyer's approval in PayPal's window is `approve(orderId)`.
 */
import { type Recorded, type Reply, startVendorServer } from './vendor-server.ts';

export const PAYPAL_TEST = { clientId: 'AeA1QIZXiflr1_test_client', clientSecret: 'ECYYrrSHdKfk_test_secret' };

type Order = {
  id: string;
  status: string;
  unit: Record<string, unknown> & { amount: { value: string; currency_code: string }; invoice_id?: string };
  captures: { id: string; status: string; amount: { value: string; currency_code: string }; refunded: number }[];
};

export const startPayPalTestServer = async () => {
  const orders = new Map<string, Order>();
  const seen = new Map<string, Reply>();
  const token = 'A21AAFEpH4PsADK7qSS7pSRsgzfENtu-test';
  let n = 0;
  let declineNextCapture = false;
  const links = (o: Order) => [
    { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
    { href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, rel: 'approve', method: 'GET' },
    { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${o.id}`, rel: 'update', method: 'PATCH' },
    { href: `https://api.sandbox.paypal.com/v2/checkout/orders/${o.id}/capture`, rel: 'capture', method: 'POST' },
  ];
  const show = (o: Order) => ({
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        ...o.unit,
        ...(o.captures.length
          ? {
              payments: {
                captures: o.captures.map((c) => ({
                  id: c.id,
                  status: c.status,
                  amount: c.amount,
                  final_capture: true,
                  seller_protection: { status: 'ELIGIBLE' },
                  custom_id: o.unit.custom_id,
                  invoice_id: o.unit.invoice_id,
                  create_time: new Date().toISOString(),
                })),
              },
            }
          : {}),
      },
    ],
    ...(o.status === 'COMPLETED'
      ? { payer: { name: { given_name: 'John', surname: 'Doe' }, payer_id: 'QYR5Z8XDVJNXQ' } }
      : {}),
    links: links(o),
  });
  const notFound: Reply = {
    status: 404,
    body: {
      name: 'RESOURCE_NOT_FOUND',
      details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
    },
  };
  const unprocessable = (issue: string, description: string): Reply => ({
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      details: [{ issue, description }],
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: `dbg${++n}`,
    },
  });

  const route = (r: Recorded): Reply => {
    if (r.path === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${PAYPAL_TEST.clientId}:${PAYPAL_TEST.clientSecret}`).toString('base64')}`;
      if (r.headers.authorization !== basic || r.body !== 'grant_type=client_credentials')
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: 'nonce',
        },
      };
    }
    if (r.headers.authorization !== `Bearer ${token}`)
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        },
      };
    const requestId = r.headers['paypal-request-id'];
    const memo = requestId ? `${r.path}|${String(requestId)}` : null;
    if (memo && seen.has(memo)) return seen.get(memo) as Reply;
    const reply = answer(r);
    if (memo && r.method === 'POST') seen.set(memo, reply);
    return reply;
  };

  const answer = (r: Recorded): Reply => {
    const body = r.body ? JSON.parse(r.body) : {};
    if (r.method === 'POST' && r.path === '/v2/checkout/orders') {
      const unit = body.purchase_units?.[0];
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value)
        return {
          status: 400,
          body: {
            name: 'INVALID_REQUEST',
            details: [{ issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field is missing.' }],
          },
        };
      const order: Order = { id: `5O190127TN36471${++n}T`, status: 'CREATED', unit, captures: [] };
      orders.set(order.id, order);
      return { status: 201, body: show(order) };
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(r.path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1]));
      if (!order) return notFound;
      if (r.method === 'GET') return { status: 200, body: show(order) };
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
      if (order.status !== 'APPROVED')
        return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
      if (declineNextCapture) {
        declineNextCapture = false;
        return unprocessable(
          'INSTRUMENT_DECLINED',
          "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
        );
      }
      order.status = 'COMPLETED';
      order.captures.push({
        id: `3C679366HH90899${++n}F`,
        status: 'COMPLETED',
        amount: order.unit.amount,
        refunded: 0,
      });
      return { status: 201, body: show(order) };
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(r.path);
    if (refundMatch && r.method === 'POST') {
      const capture = [...orders.values()]
        .flatMap((o) => o.captures)
        .find((c) => c.id === decodeURIComponent(refundMatch[1]));
      if (!capture) return notFound;
      const cents = body.amount
        ? Math.round(Number(body.amount.value) * 100)
        : Math.round(Number(capture.amount.value) * 100) - capture.refunded;
      if (capture.refunded + cents > Math.round(Number(capture.amount.value) * 100))
        return unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      capture.refunded += cents;
      return {
        status: 201,
        body: {
          id: `1JU08902781691${++n}`,
          status: 'COMPLETED',
          links: [{ href: `https://api.sandbox.paypal.com/v2/payments/refunds/x${n}`, rel: 'self', method: 'GET' }],
        },
      };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  };

  const server = await startVendorServer(route);
  return {
    ...server,
    orders,
    /** The buyer approves the order in PayPal's window. */
    approve: (orderId: string) => {
      const order = orders.get(orderId);
      if (order && order.status === 'CREATED') order.status = 'APPROVED';
    },
    declineNextCapture: () => {
      declineNextCapture = true;
    },
    capturesOf: (invoiceId: string) =>
      [...orders.values()].filter((o) => o.unit.invoice_id === invoiceId).flatMap((o) => o.captures),
  };
};

export type PayPalTestServer = Awaited<ReturnType<typeof startPayPalTestServer>>;
