import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session.ts';
import { VISA_AND_MASTERCARD } from '../../../test/card-brand-flags.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { signInAs } from '../../../test/session.ts';
import { PaymentTypesScreen } from './payment-types-screen.tsx';
import { SQUARE_PENDING_KEY } from './square-connect.tsx';

const MASTERS = [
  { id: 1, name: 'COD', label: 'Pay by cash' },
  { id: 2, name: 'AuthorizeNet', label: 'Credit Card' },
  { id: 3, name: 'PayPal', label: 'PayPal' },
  { id: 4, name: 'Square', label: 'Square' },
  { id: 5, name: 'GPay', label: 'GPay' },
];
const mapping = (paymentType: string, extra: object = {}) => ({
  paymentType,
  label: MASTERS.find((m) => m.name === paymentType)?.label,
  isEnabled: true,
  mode: paymentType === 'COD' ? 'cash' : 'sandbox',
  ...VISA_AND_MASTERCARD,
  acceptedCardBrands: [],
  hasCredentials: false,
  apiloginId: null,
  transactionKey: null,
  accessToken: null,
  refreshToken: null,
  accessTokenExpiry: null,
  locationId: null,
  ...extra,
});

const fetchMock = vi.fn<typeof fetch>();
const posted: { url: string; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  posted.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input).split('?')[0];
    if (url === '/api/paymentType') return jsonResponse(200, { results: MASTERS });
    if (url === '/api/ServiceProviderPayment/mappingbysiteId')
      return jsonResponse(200, {
        results: [
          mapping('COD'),
          mapping('AuthorizeNet', {
            hasCredentials: true,
            mode: 'live',
            apiloginId: '••••9Abc',
            transactionKey: '••••7xyz',
          }),
        ],
      });
    const body = JSON.parse(String(init?.body ?? '{}'));
    posted.push({ url, body });
    return jsonResponse(200, { results: [mapping(String(body.paymentType), body)] });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  sessionStorage.clear();
});

describe('the payment types screen', { timeout: 30_000 }, () => {
  it('When the site administrator opens it, then the five types show with their labels, state and mode', async () => {
    signInAs('SPAdmin');
    renderWithProviders(<PaymentTypesScreen />);
    for (const label of ['Pay by cash', 'Credit Card', 'PayPal', 'Square', 'GPay'])
      expect(await screen.findByRole('heading', { name: label })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Credit Card' });
    expect(within(card).getByText('Enabled')).toBeTruthy();
    expect(within(card).getByText('Live')).toBeTruthy();
    expect(within(card).getByText('Visa, Mastercard')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Square' })).getByText('Not set up yet')).toBeTruthy();
  });

  it('When a type is switched on, then ActivateServiceProviderPayment enables it', async () => {
    signInAs('SPAdmin');
    renderWithProviders(<PaymentTypesScreen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Enable PayPal' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/auth/ActivateServiceProviderPayment',
      body: { paymentType: 'PayPal', isEnabled: true },
    });
  });

  it('When credentials are stored, then only their mask shows; an empty secret is kept and a typed one replaces it', async () => {
    signInAs('SPAdmin');
    renderWithProviders(<PaymentTypesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Credentials and cards · Credit Card' }));
    const login = (await screen.findByLabelText(/^API login ID/)) as HTMLInputElement;
    expect(login.value).toBe('');
    expect(screen.getByText(/Stored: ••••9Abc/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('9Abc-full');
    fireEvent.change(screen.getByLabelText(/^Transaction key/), { target: { value: 'new-key-123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'American Express' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0].body).toMatchObject({
      paymentType: 'AuthorizeNet',
      isEnabled: true,
      transactionKey: 'new-key-123',
      isVisa: true,
      isAmericanExpress: true,
    });
    expect(posted[0].body).not.toHaveProperty('apiloginId');
  });

  it('When Connect with Square is pressed without the application details, then it asks for them; with them it goes to Square', async () => {
    signInAs('SPAdmin');
    renderWithProviders(<PaymentTypesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Credentials and cards · Square' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect with Square' }));
    expect(await screen.findByText(/Enter the Application ID, Application secret and Location ID first/)).toBeTruthy();
    expect(sessionStorage.getItem(SQUARE_PENDING_KEY)).toBeNull();
  });

  it('When Square sends the administrator back with a code, then the code is exchanged with the pending details', async () => {
    signInAs('SPAdmin');
    sessionStorage.setItem(
      SQUARE_PENDING_KEY,
      JSON.stringify({ clientID: 'sandbox-sq0idb-1', clientSecret: 'sq0csb-secret', locationid: 'L1', state: 'st-1' }),
    );
    renderWithProviders(<PaymentTypesScreen />, { path: '/?code=sq0cgb-code&state=st-1' });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      url: '/api/subscriptionplan/isAuthorizedSPSquareAccount',
      body: {
        clientID: 'sandbox-sq0idb-1',
        clientSecret: 'sq0csb-secret',
        code: 'sq0cgb-code',
        grantType: 'authorization_code',
        locationid: 'L1',
      },
    });
    expect(sessionStorage.getItem(SQUARE_PENDING_KEY)).toBeNull();
  });

  it('When a standard user opens it, then it is read-only: no switch works and no setup button shows', async () => {
    signInAs('SPUser');
    renderWithProviders(<PaymentTypesScreen />);
    expect(await screen.findByText(/Only the site administrator changes payment types/)).toBeTruthy();
    expect(((await screen.findByRole('switch', { name: 'Enable Credit Card' })) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: /Credentials and cards/ })).toBeNull();
  });
});
