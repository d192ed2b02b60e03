import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../../test/fetch-mock.ts';
import { paymentAnswer, renderStep, serveStep, siteType } from './payment-test-kit.tsx';

const fetchMock = stubFetchPerTest();

const WITH_AMEX = [
  siteType('AuthorizeNet', { isAmericanExpress: true, acceptedCardBrands: ['Visa', 'Mastercard', 'AmericanExpress'] }),
];
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const payCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).includes('ServiceProviderPayment'));
const bodyOf = (n: number) => JSON.parse(String(payCalls()[n][1]?.body));

describe('the card fields', { timeout: 60_000 }, () => {
  it('When an American Express number is typed, then it reads 4-6-5, the card type is chosen, and a 4-digit code pays', async () => {
    serveStep(fetchMock, WITH_AMEX, (_p, b) => ({
      status: 200,
      body: { results: [paymentAnswer('succeeded', String(b.idempotencyKey))] },
    }));
    const { onPaid } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    type(/^Card number/, '378282246310005');
    expect(field(/^Card number/).value).toBe('3782 822463 10005');
    expect(screen.getByText('American Express card')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Card type/ }) as HTMLInputElement).value).toBe('American Express');
    expect(screen.getByText('4 digits, on the front of the card')).toBeTruthy();
    expect(field(/^Card code/).maxLength).toBe(4);
    type(/^Expiry/, '0831');
    expect(field(/^Expiry/).value).toBe('08/31');
    type(/^Card code/, '1234');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(bodyOf(0).card).toEqual({
      cardType: 'AmericanExpress',
      cardNumber: '378282246310005',
      expirationDate: '2031-08',
      cardCode: '1234',
    });
  });

  it('When an American Express code has 3 digits, then it says Please enter the card details!! and nothing is charged', async () => {
    serveStep(fetchMock, WITH_AMEX);
    const { onCreate } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    type(/^Card number/, '3782 822463 10005');
    type(/^Expiry/, '08/31');
    type(/^Card code/, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    expect(await screen.findByText('Please enter the card details!!')).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
    expect(payCalls()).toHaveLength(0);
  });

  it('When a Visa number is typed, then it reads in fours, its code takes 3 digits and a fourth is not typed', async () => {
    serveStep(fetchMock, WITH_AMEX);
    renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    type(/^Card number/, '4111111111111111');
    expect(field(/^Card number/).value).toBe('4111 1111 1111 1111');
    expect((screen.getByRole('textbox', { name: /^Card type/ }) as HTMLInputElement).value).toBe('Visa');
    expect(screen.getByText('3 digits, on the back of the card')).toBeTruthy();
    type(/^Card code/, '1234');
    expect(field(/^Card code/).value).toBe('123');
  });

  it('When the site does not take the brand typed, then the number says so and the card type stays unchosen', async () => {
    serveStep(fetchMock, [siteType('AuthorizeNet')]);
    renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    type(/^Card number/, '3782 8224 6310 005');
    expect(field(/^Card number/).value).toBe('3782 822463 10005');
    expect(screen.getByText('American Express is not accepted here')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Card type/ }) as HTMLInputElement).value).toBe('');
  });
});
