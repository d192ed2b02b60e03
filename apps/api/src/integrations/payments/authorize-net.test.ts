import { describe, expect, it } from 'vitest';
import { ANET_TEST_LOGIN, startAuthorizeNetTestServer } from '../../../test/fakes/authorize-net-server.ts';
import { useStarted } from '../../../test/fakes/use-started.ts';
import { createAuthorizeNet } from './authorize-net.ts';
import type { ChargeRequest } from './gateway.ts';

const server = useStarted(startAuthorizeNetTestServer);

const anet = (timeoutMs = 2000) => createAuthorizeNet({ baseUrl: server().baseUrl, ...ANET_TEST_LOGIN, timeoutMs });
let invoice = 0;
const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 12_345,
  reference: `RDTEST${++invoice}`,
  idempotencyKey: crypto.randomUUID(),
  customerId: 'G12',
  customerEmail: 'gina@example.com',
  description: 'Ride RDTEST',
  source: { kind: 'card', cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' },
  billTo: { firstName: 'Gina', lastName: 'Guest', zip: '60606', country: 'US' },
  ...overrides,
});
const lastBody = () => JSON.parse(server().requests.at(-1)?.body ?? '{}');

describe('Authorize.Net charges', () => {
  it('When a card is charged, then an authCaptureTransaction with the invoice number is approved', async () => {
    const request = charge();
    const outcome = await anet().charge(request);
    expect(outcome).toMatchObject({
      status: 'approved',
      authCode: 'QWE123',
      accountNumber: 'XXXX1111',
      cardBrand: 'Visa',
    });
    const sent = lastBody().createTransactionRequest;
    expect(sent.merchantAuthentication).toEqual({
      name: ANET_TEST_LOGIN.apiLoginId,
      transactionKey: ANET_TEST_LOGIN.transactionKey,
    });
    expect(Object.keys(sent.transactionRequest)).toEqual([
      'transactionType',
      'amount',
      'payment',
      'order',
      'customer',
      'billTo',
      'transactionSettings',
    ]);
    expect(sent.transactionRequest).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: '123.45',
      order: { invoiceNumber: request.reference },
      customer: { id: 'G12' },
      payment: { creditCard: { cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' } },
    });
    expect(server().charges(request.reference)).toHaveLength(1);
  });

  it('When the issuer declines, then the outcome is declined with the reason', async () => {
    const outcome = await anet().charge(charge({ billTo: { firstName: 'D', lastName: 'D', zip: '46282' } }));
    expect(outcome).toMatchObject({ status: 'declined', code: '2', message: 'This transaction has been declined.' });
  });

  it('When the credentials are wrong, then the charge is declined and authentication fails', async () => {
    const bad = createAuthorizeNet({ baseUrl: server().baseUrl, apiLoginId: 'x', transactionKey: 'y' });
    expect(await bad.charge(charge())).toMatchObject({ status: 'declined', code: 'E00007' });
    expect(await bad.authenticate()).toBe(false);
    expect(await anet().authenticate()).toBe(true);
  });

  it('When the answer comes too late, then the outcome is unknown and recovery finds the one charge', async () => {
    const request = charge();
    const startedAt = new Date();
    server().delayNext(600);
    expect(await anet(150).charge(request)).toMatchObject({ status: 'unknown' });
    const recovered = await anet().recover(request, startedAt);
    expect(recovered).toMatchObject({ status: 'approved', accountNumber: 'XXXX1111' });
    expect(server().charges(request.reference)).toHaveLength(1);
    expect(await anet().recover(charge(), startedAt)).toBeNull();
  });

  it('When the same charge is submitted twice, then the duplicate window answers the first charge', async () => {
    const request = charge();
    const first = await anet().charge(request);
    const second = await anet().charge({ ...request, idempotencyKey: crypto.randomUUID() });
    expect(first.status).toBe('approved');
    expect(second).toEqual(expect.objectContaining({ status: 'approved' }));
    expect(second.status === 'approved' && first.status === 'approved' && second.transactionId).toBe(
      first.status === 'approved' && first.transactionId,
    );
    expect(server().charges(request.reference)).toHaveLength(1);
  });
});

describe('Authorize.Net refunds', () => {
  /** An approved charge of $123.45 (settled when asked) and the refund request that names it. */
  const approvedCharge = async (opts: { settled: boolean }) => {
    const request = charge();
    const paid = await anet().charge(request);
    if (paid.status !== 'approved') throw new Error('not approved');
    if (opts.settled) server().settle(paid.transactionId);
    const refund = {
      transactionId: paid.transactionId,
      chargedCents: 12_345,
      accountNumber: 'XXXX1111',
      reference: request.reference,
    };
    return { paid, refund };
  };

  it('When a charge has not settled, then a full refund voids it and a partial one is refused', async () => {
    const { refund } = await approvedCharge({ settled: false });
    expect(await anet().refund({ ...refund, amountCents: 5000, idempotencyKey: 'r1' })).toMatchObject({
      status: 'declined',
      code: '54',
    });
    expect(await anet().refund({ ...refund, amountCents: 12_345, idempotencyKey: 'r2' })).toMatchObject({
      status: 'approved',
      transactionType: 'voidTransaction',
    });
  });

  it('When a settled charge is refunded in part, then a refundTransaction with the last four digits is approved', async () => {
    const { paid, refund } = await approvedCharge({ settled: true });
    expect(await anet().refund({ ...refund, amountCents: 5000, idempotencyKey: 'r3' })).toMatchObject({
      status: 'approved',
      transactionType: 'refundTransaction',
    });
    expect(lastBody().createTransactionRequest.transactionRequest).toMatchObject({
      transactionType: 'refundTransaction',
      amount: '50.00',
      payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
      refTransId: paid.transactionId,
    });
    expect(await anet().refund({ ...refund, amountCents: 8000, idempotencyKey: 'r4' })).toMatchObject({
      status: 'declined',
      code: '55',
    });
  });
});
