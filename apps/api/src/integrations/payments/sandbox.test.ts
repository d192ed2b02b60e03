import { describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentSource } from './gateway.ts';
import { createSandboxGateway } from './sandbox.ts';

const sandbox = createSandboxGateway();
const request = (source: PaymentSource, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 5_000,
  reference: 'RDSBX1',
  idempotencyKey: 'key-1',
  customerId: 'G1',
  description: 'Ride',
  source,
  ...overrides,
});
const card = (cardNumber: string): PaymentSource => ({
  kind: 'card',
  cardNumber,
  expirationDate: '2030-01',
  cardCode: '123',
});

describe('the sandbox gateway', () => {
  it('When the usual test cards are charged, then each is approved with its masked number', async () => {
    for (const number of [
      '4111111111111111',
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
    ]) {
      expect(await sandbox.charge(request(card(number), { idempotencyKey: number }))).toMatchObject({
        status: 'approved',
        accountNumber: `XXXX${number.slice(-4)}`,
      });
    }
  });

  it('When a decline card or a real card is charged, then it is declined', async () => {
    expect(await sandbox.charge(request(card('4000000000000002')))).toMatchObject({
      status: 'declined',
      code: 'GENERIC_DECLINE',
    });
    expect(await sandbox.charge(request(card('4000000000009995')))).toMatchObject({
      status: 'declined',
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await sandbox.charge(request(card('4012888888881881')))).toMatchObject({
      status: 'declined',
      code: 'INVALID_CARD',
    });
  });

  it('When the same key is charged twice, then the same transaction answers', async () => {
    const a = await sandbox.charge(request(card('4111111111111111')));
    const b = await sandbox.charge(request(card('4111111111111111')));
    expect(a).toEqual(b);
  });

  it('When Square nonces and Google Pay tokens are charged, then they follow the sandbox rules', async () => {
    expect(await sandbox.charge(request({ kind: 'sourceId', sourceId: 'cnon:card-nonce-ok' }))).toMatchObject({
      status: 'approved',
    });
    expect(await sandbox.charge(request({ kind: 'sourceId', sourceId: 'cnon:card-nonce-declined' }))).toMatchObject({
      status: 'declined',
    });
    expect(
      await sandbox.charge(
        request({ kind: 'opaque', dataDescriptor: 'COMMON.GOOGLE.INAPP.PAYMENT', dataValue: 'eyJ0ZXN0Ijp0cnVlfQ==' }),
      ),
    ).toMatchObject({ status: 'approved' });
  });

  it('When a sandbox order is captured, then only its own booking and amount are taken, and a forged id is refused', async () => {
    const order = await sandbox.createOrder({ amountCents: 5_000, reference: 'RDSBX1', requestId: 'req-1' });
    const source: PaymentSource = { kind: 'paypalOrder', orderId: order.id };
    expect(await sandbox.charge(request(source))).toMatchObject({ status: 'approved' });
    expect(await sandbox.charge(request(source, { amountCents: 100 }))).toMatchObject({
      status: 'declined',
      code: 'ORDER_MISMATCH',
    });
    const forged = order.id.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAA');
    expect(await sandbox.charge(request({ kind: 'paypalOrder', orderId: forged }))).toMatchObject({
      status: 'declined',
    });
  });

  it('When a card attempt is recovered, then there is no trace, and refunds stay within the charge', async () => {
    expect(await sandbox.recover(request(card('4111111111111111')), new Date())).toBeNull();
    const refund = { transactionId: 'sbx_1', chargedCents: 5_000, reference: 'RDSBX1', idempotencyKey: 'r1' };
    expect(await sandbox.refund({ ...refund, amountCents: 2_000 })).toMatchObject({ status: 'approved' });
    expect(await sandbox.refund({ ...refund, amountCents: 6_000 })).toMatchObject({ status: 'declined' });
  });
});
