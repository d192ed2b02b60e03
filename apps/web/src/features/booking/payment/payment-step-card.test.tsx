import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_GOOGLE_PAY_TOKEN } from './gateway-sections.tsx';
import { BOOKED, DEMO_TYPES, paymentAnswer, renderStep, serveStep, siteType } from './payment-test-kit.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { Square?: unknown }).Square;
});

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const fillCard = (number: string, code = '123') => {
  fireEvent.change(field(/^Card number/), { target: { value: number } });
  fireEvent.change(field(/^Expiry/), { target: { value: '08/31' } });
  fireEvent.change(field(/^Card code/), { target: { value: code } });
};
const chooseBrand = async (brand: string) => {
  fireEvent.click(screen.getByRole('textbox', { name: /^Card type/ }));
  fireEvent.click(await screen.findByRole('option', { name: brand }));
};
const payCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).includes('ServiceProviderPayment'));
const bodyOf = (n: number) => JSON.parse(String(payCalls()[n][1]?.body));

describe('the Payment step with a card', { timeout: 30_000 }, () => {
  it('When Pay is pressed with nothing entered, then it asks for the card type and the card details; nothing is booked', async () => {
    serveStep(fetchMock, DEMO_TYPES);
    const { onCreate } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    expect(await screen.findByText('Please enter the card type!!')).toBeTruthy();
    expect(screen.getAllByText('Please enter the card details!!')).toHaveLength(3);
    expect(onCreate).not.toHaveBeenCalled();
    expect(payCalls()).toHaveLength(0);
  });

  it('When the card code is not exactly 3 characters, then it says Please enter the card details!!', async () => {
    serveStep(fetchMock, DEMO_TYPES);
    const { onCreate } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    await chooseBrand('Visa');
    fillCard('4111 1111 1111 1111', '12');
    expect(field(/^Card code/).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    expect(await screen.findByText('Please enter the card details!!')).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('When the card type list opens, then it offers only the brands the site’s flags accept', async () => {
    serveStep(fetchMock, DEMO_TYPES);
    renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    expect(screen.getByText('Accepted cards: Visa, Mastercard')).toBeTruthy();
    fireEvent.click(screen.getByRole('textbox', { name: /^Card type/ }));
    expect(await screen.findByRole('option', { name: 'Visa' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mastercard' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'American Express' })).toBeNull();
  });

  it('When the card is declined, then it says Transaction failed !!; the retry pays the same booking under a new key', async () => {
    let n = 0;
    serveStep(fetchMock, DEMO_TYPES, (_path, body) => ({
      status: 200,
      body: { results: [paymentAnswer(n++ === 0 ? 'failed' : 'succeeded', String(body.idempotencyKey))] },
    }));
    const { onCreate, onPaid } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    await chooseBrand('Visa');
    fillCard('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    expect(await screen.findByText('Transaction failed !!')).toBeTruthy();
    expect(screen.getByText('This transaction has been declined.')).toBeTruthy();
    expect(screen.getByText(/Booking RD-0041 is waiting for its payment/)).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();

    fillCard('4111111111111111');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(payCalls().map(([url]) => String(url))).toEqual([
      '/api/auth/ChargeAuthorizeNetPayment',
      '/api/auth/ChargeAuthorizeNetPayment',
    ]);
    expect(bodyOf(0)).toMatchObject({ bookingId: BOOKED.id, siteId: 5, paymentType: 'AuthorizeNet' });
    expect(bodyOf(0).card).toMatchObject({ cardType: 'Visa', cardNumber: '4000000000000002', cardCode: '123' });
    expect(bodyOf(0).idempotencyKey).not.toBe(bodyOf(1).idempotencyKey);
    expect(bodyOf(1).guestUserUniqueId).toBe('3f1c4b9e-2f43-4c55-9a5f-0d8e8d3c2a11');
    expect(onPaid.mock.calls[0][1].message).toBe('Thank you for the Payment. Transaction Successful!!');
  });

  it('When Pay is pressed twice at once, then the booking is made once and one charge is sent', async () => {
    serveStep(fetchMock, DEMO_TYPES);
    const { onCreate, onPaid } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    await chooseBrand('Mastercard');
    fillCard('5555555555554444');
    const pay = screen.getByRole('button', { name: 'Pay $85.67' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(payCalls()).toHaveLength(1);
  });

  it('When the gateway has not answered yet (202), then the same key is asked again until it is paid', async () => {
    let n = 0;
    serveStep(fetchMock, DEMO_TYPES, (_path, body) =>
      n++ === 0
        ? { status: 202, body: { results: [paymentAnswer('pending', String(body.idempotencyKey))] } }
        : { status: 200, body: { results: [paymentAnswer('succeeded', String(body.idempotencyKey))] } },
    );
    const { onPaid } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    await chooseBrand('Visa');
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(payCalls()).toHaveLength(2);
    expect(bodyOf(0).idempotencyKey).toBe(bodyOf(1).idempotencyKey);
  });

  it('When GPay is chosen without its own account, then its help and test-mode note show and Pay charges the sandbox test token', async () => {
    serveStep(fetchMock, [siteType('COD'), siteType('GPay')]);
    const { onPaid } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'GPay' }));
    expect(screen.getByText('Pay with a card saved in your Google account.')).toBeTruthy();
    expect(screen.getByText('Test mode: a Google Pay test token is charged; no real money is taken.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(String(payCalls()[0][0])).toContain('/api/auth/ChargeAuthorizeNetPayment');
    expect(bodyOf(0)).toMatchObject({ paymentType: 'GPay', opaqueData: { dataValue: SANDBOX_GOOGLE_PAY_TOKEN } });
  });

  it('When PayPal is chosen without credentials, then its test-mode note shows and Pay captures the sandbox order', async () => {
    serveStep(fetchMock, [siteType('COD'), siteType('PayPal')], (path, body) => ({
      status: 200,
      body: {
        results: [
          path.endsWith('createPaypalOrder')
            ? { orderId: 'SBX-ORDER-1', status: 'APPROVED', mode: 'sandbox' }
            : paymentAnswer('succeeded', String(body.idempotencyKey)),
        ],
      },
    }));
    const { onPaid } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(
      screen.getByText('Test mode: the PayPal order is approved at once, no PayPal account is needed.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(String(payCalls().at(-1)?.[0])).toContain('/api/bookingpayment/capturePaypalOrder');
    expect(bodyOf(payCalls().length - 1).orderId).toBe('SBX-ORDER-1');
  });

  it('When Square is chosen without credentials, then the test card becomes Square’s sandbox nonce, never the number', async () => {
    serveStep(fetchMock, DEMO_TYPES);
    const { onPaid } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Square' }));
    expect(screen.queryByRole('textbox', { name: /^Card type/ })).toBeNull();
    fillCard('4111111111111111');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const [url, init] = payCalls()[0];
    expect(String(url)).toContain(
      '/api/bookingpayment/createSquarePayment?sourceId=cnon%3Acard-nonce-ok&amountToPay=8567',
    );
    expect(String(init?.body)).not.toContain('4111');
  });

  it('When Square’s own form cannot tokenize the card, then it says Tokenization failed-status: {status} with its errors', async () => {
    const tokenize = vi.fn(async () => ({ status: 'Invalid', errors: [{ message: 'Card number is not valid' }] }));
    (window as { Square?: unknown }).Square = {
      payments: () => ({ card: async () => ({ attach: async () => {}, tokenize, destroy: async () => true }) }),
    };
    serveStep(fetchMock, [
      siteType('Square', {
        mode: 'live',
        publicConfig: { squareApplicationId: 'sandbox-sq0idb-app', squareLocationId: 'L1' },
      }),
    ]);
    const { onCreate } = renderStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Square' }));
    await waitFor(() => expect(screen.queryByText(/Loading Square/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Pay $85.67' }));
    expect(await screen.findByText('Tokenization failed-status: Invalid')).toBeTruthy();
    expect(screen.getByText('Card number is not valid')).toBeTruthy();
    expect(tokenize).toHaveBeenCalledTimes(1);
    expect(onCreate).not.toHaveBeenCalled();
  });
});
