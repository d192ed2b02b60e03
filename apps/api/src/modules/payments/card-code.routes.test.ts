import { describe, expect, it } from 'vitest';
import { card, usePaymentsApp } from '../../../test/suites/payments-suite.ts';

const AMEX = '378282246310005';

describe('the card code follows the card brand (decision 0018)', { timeout: 60_000 }, () => {
  const { booking, charge, paymentStatus } = usePaymentsApp();

  it('When an American Express card is paid with its 4-digit code, then the charge succeeds', async () => {
    const b = await booking();
    const res = await charge(b, { card: card(AMEX, { cardType: 'American Express', cardCode: '1234' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ status: 'succeeded', paymentStatus: 'Paid' });
    expect(await paymentStatus(b)).toBe('Paid');
  });

  it('When an American Express card is given 3 digits, or a Visa 4, then Please enter the card details!! answers and nothing is charged', async () => {
    const b = await booking();
    for (const wrong of [card(AMEX, { cardCode: '123' }), card('4111111111111111', { cardCode: '1234' })]) {
      const res = await charge(b, { card: wrong });
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().message).toBe('Please enter the card details!!');
    }
    expect(await paymentStatus(b)).toBe('Pending');
  });
});
