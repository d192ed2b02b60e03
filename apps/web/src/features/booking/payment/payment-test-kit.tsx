import { vi } from 'vitest';
import { VISA_AND_MASTERCARD } from '../../../test/card-brand-flags.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { BookingResult } from '../booking-types.ts';
import { PaymentStep } from '../components/payment-step.tsx';
import { BREAKDOWN, GRACE } from '../test/fixtures.ts';
import type { SitePaymentType } from './payment-api.ts';

/** What the Payment step's tests share: a site's payment types, the booking made, and the step rendered. */
export const BOOKED: BookingResult = {
  id: 41,
  referenceId: 'RD-0041',
  siteId: 5,
  message: 'Your booking ID is RD-0041 and an email containing the booking summary will be sent to you.',
  totalPrice: 85.67,
  paymentStatus: 'Pending',
};

const FLAGS = VISA_AND_MASTERCARD;
export const siteType = (paymentType: SitePaymentType['paymentType'], extra: Partial<SitePaymentType> = {}) =>
  ({
    paymentType,
    label: { COD: 'Pay by cash', AuthorizeNet: 'Credit Card', PayPal: 'PayPal', Square: 'Square', GPay: 'GPay' }[
      paymentType
    ],
    isEnabled: true,
    mode: paymentType === 'COD' ? 'cash' : 'sandbox',
    ...FLAGS,
    acceptedCardBrands: paymentType === 'COD' || paymentType === 'PayPal' ? [] : ['Visa', 'Mastercard'],
    publicConfig: {},
    ...extra,
  }) as SitePaymentType;

export const DEMO_TYPES = [siteType('COD'), siteType('AuthorizeNet'), siteType('Square')];

export const paymentAnswer = (status: 'succeeded' | 'failed' | 'pending', key: string) => ({
  bookingId: BOOKED.id,
  referenceId: BOOKED.referenceId,
  status,
  success: status === 'succeeded',
  message:
    status === 'succeeded'
      ? 'Thank you for the Payment. Transaction Successful!!'
      : status === 'failed'
        ? 'Transaction failed !!'
        : 'later',
  paymentStatus: status === 'succeeded' ? 'Paid' : 'Pending',
  paymentType: 'AuthorizeNet',
  transactionID: status === 'succeeded' ? 'sbx_1' : null,
  transactionAmount: 85.67,
  idempotencyKey: key,
  replayed: false,
  error: status === 'failed' ? { code: 'GENERIC_DECLINE', text: 'This transaction has been declined.' } : null,
});

/** A server answering the step's calls; `charge` decides each payment call's answer. */
export const serveStep = (
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>,
  types: SitePaymentType[],
  charge: (path: string, body: Record<string, unknown>) => { status: number; body: unknown } = (_p, b) => ({
    status: 200,
    body: { results: [paymentAnswer('succeeded', String(b.idempotencyKey))] },
  }),
) =>
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).split('?')[0];
    if (path.startsWith('/api/ServiceProviderPayment/mappingbysiteId')) return jsonResponse(200, { results: types });
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const answer = charge(path, body);
    return jsonResponse(answer.status, answer.body);
  });

export const renderStep = () => {
  const onPayCash = vi.fn();
  const onCreate = vi.fn(async () => BOOKED);
  const onPaid = vi.fn();
  renderWithProviders(
    <PaymentStep
      traveller={GRACE}
      breakdown={BREAKDOWN}
      siteId={5}
      guestUniqueId="3f1c4b9e-2f43-4c55-9a5f-0d8e8d3c2a11"
      booking={false}
      onBack={() => {}}
      onPayCash={onPayCash}
      onCreate={onCreate}
      onPaid={onPaid}
    />,
  );
  return { onPayCash, onCreate, onPaid };
};
