import { describe, expect, it } from 'vitest';
import { SQUARE_TEST, startSquareTestServer } from '../../../test/fakes/square-server.ts';
import { useStarted } from '../../../test/fakes/use-started.ts';
import type { ChargeRequest } from './gateway.ts';
import { createSquare, createSquareOAuth } from './square.ts';

const server = useStarted(startSquareTestServer);

const square = (timeoutMs = 2000, accessToken = SQUARE_TEST.accessToken) =>
  createSquare({ baseUrl: server().baseUrl, accessToken, locationId: SQUARE_TEST.locationId, timeoutMs });
let ref = 0;
const charge = (sourceId = 'cnon:card-nonce-ok'): ChargeRequest => ({
  amountCents: 9_950,
  reference: `RDSQ${++ref}`,
  idempotencyKey: crypto.randomUUID(),
  customerId: 'U7',
  description: 'Ride',
  source: { kind: 'sourceId', sourceId },
});
const lastRequest = () => server().requests.at(-1);

describe('Square payments', () => {
  it('When a nonce is charged, then /v2/payments takes cents in USD with the idempotency key and location', async () => {
    const request = charge();
    const outcome = await square().charge(request);
    expect(outcome).toMatchObject({ status: 'approved', accountNumber: 'XXXX1111', cardBrand: 'VISA' });
    expect(lastRequest()?.path).toBe('/v2/payments');
    expect(lastRequest()?.headers.authorization).toBe(`Bearer ${SQUARE_TEST.accessToken}`);
    expect(lastRequest()?.headers['square-version']).toBeTruthy();
    expect(JSON.parse(lastRequest()?.body ?? '')).toMatchObject({
      source_id: 'cnon:card-nonce-ok',
      idempotency_key: request.idempotencyKey,
      amount_money: { amount: 9_950, currency: 'USD' },
      location_id: SQUARE_TEST.locationId,
      reference_id: request.reference,
    });
  });

  it("When the card is declined, then the outcome is declined with Square's code", async () => {
    expect(await square().charge(charge('cnon:card-nonce-declined'))).toMatchObject({
      status: 'declined',
      code: 'GENERIC_DECLINE',
    });
  });

  it('When the token is wrong, then the charge is declined as unauthorized', async () => {
    expect(await square(2000, 'nope').charge(charge())).toMatchObject({ status: 'declined', code: 'UNAUTHORIZED' });
  });

  it('When the answer is lost, then recovery with the same key answers the one payment', async () => {
    const request = charge();
    server().delayNext(500);
    expect(await square(100).charge(request)).toMatchObject({ status: 'unknown' });
    const recovered = await square().recover(request, new Date());
    expect(recovered).toMatchObject({ status: 'approved' });
    expect(server().paymentsOf(request.reference)).toHaveLength(1);
  });

  it('When the same request is submitted twice, then Square charges once', async () => {
    const request = charge();
    const [a, b] = await Promise.all([square().charge(request), square().charge(request)]);
    expect(a).toEqual(b);
    expect(server().paymentsOf(request.reference)).toHaveLength(1);
  });
});

describe('Square refunds, locations and OAuth', () => {
  it('When a payment is refunded in part and then too much, then the first is accepted and the second refused', async () => {
    const request = charge();
    const paid = await square().charge(request);
    if (paid.status !== 'approved') throw new Error('not paid');
    const refund = { transactionId: paid.transactionId, chargedCents: 9_950, reference: request.reference };
    expect(await square().refund({ ...refund, amountCents: 4_000, idempotencyKey: crypto.randomUUID() })).toMatchObject(
      {
        status: 'approved',
      },
    );
    expect(JSON.parse(lastRequest()?.body ?? '')).toMatchObject({
      payment_id: paid.transactionId,
      amount_money: { amount: 4_000, currency: 'USD' },
    });
    expect(await square().refund({ ...refund, amountCents: 6_000, idempotencyKey: crypto.randomUUID() })).toMatchObject(
      {
        status: 'declined',
        code: 'REFUND_AMOUNT_INVALID',
      },
    );
  });

  it("When a location is looked up, then only the token's location exists", async () => {
    expect(await square().locationExists()).toBe(true);
    const other = createSquare({
      baseUrl: server().baseUrl,
      accessToken: SQUARE_TEST.accessToken,
      locationId: 'LNOPE',
    });
    expect(await other.locationExists()).toBe(false);
  });

  it('When an authorization code is exchanged, then tokens come back, and a bad code is refused', async () => {
    const oauth = createSquareOAuth({ baseUrl: server().baseUrl });
    const tokens = await oauth.exchangeCode({
      clientId: SQUARE_TEST.clientId,
      clientSecret: SQUARE_TEST.clientSecret,
      code: SQUARE_TEST.code,
      redirectUri: 'https://citylimo.example/square',
    });
    expect(tokens).toMatchObject({ accessToken: expect.stringMatching(/^EAAA/), refreshToken: expect.any(String) });
    expect(JSON.parse(lastRequest()?.body ?? '')).toMatchObject({
      grant_type: 'authorization_code',
      code: SQUARE_TEST.code,
    });
    expect(
      await oauth.exchangeCode({ clientId: SQUARE_TEST.clientId, clientSecret: SQUARE_TEST.clientSecret, code: 'bad' }),
    ).toEqual({ error: 'Not Authorized' });
    if ('error' in tokens || !tokens.refreshToken) throw new Error('no tokens');
    const refreshed = await oauth.refresh({
      clientId: SQUARE_TEST.clientId,
      clientSecret: SQUARE_TEST.clientSecret,
      refreshToken: tokens.refreshToken,
    });
    expect(refreshed).toMatchObject({ accessToken: expect.stringMatching(/^EAAA/) });
  });
});
