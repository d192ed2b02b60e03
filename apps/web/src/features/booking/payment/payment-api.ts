import type { CardBrand } from '@ridedesk/domain/payments/card-rules';
import type { CardBrandFlags, PaymentTypeName } from '@ridedesk/domain/payments/payment-types';
import { useQuery } from '@tanstack/react-query';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import type { BillingAddress } from '../api/create-billing-information.ts';

/** A payment type the site offers, as the wizard reads it: no secret, only what a vendor script needs. */
export type SitePaymentType = CardBrandFlags & {
  paymentType: PaymentTypeName;
  label: string;
  isEnabled: boolean;
  /** cash; sandbox (no credentials: the local sandbox gateway); live (the vendor's own script and gateway). */
  mode: 'cash' | 'sandbox' | 'live';
  acceptedCardBrands: CardBrand[];
  publicConfig?: {
    squareApplicationId?: string;
    squareLocationId?: string;
    paypalClientId?: string;
    currency?: string;
    googlePay?: {
      environment: 'TEST' | 'PRODUCTION';
      gateway: string;
      gatewayMerchantId: string | null;
      allowedCardNetworks: string[];
    };
  };
};

/** Who pays for which booking: its site, and a guest's proof that the booking is theirs. */
export type PayFor = { bookingId: number; siteId: number; guestUserUniqueId?: string };

/** The answer of every payment call (decision 0007): 'pending' (HTTP 202) means the gateway's answer is not in yet. */
export type PaymentAnswer = {
  bookingId: number;
  referenceId: string;
  status: 'succeeded' | 'failed' | 'pending';
  success: boolean;
  message: string;
  paymentStatus: string;
  paymentType: PaymentTypeName;
  transactionID: string | null;
  transactionAmount: number;
  idempotencyKey: string;
  replayed: boolean;
  error: { code: string | null; text: string | null } | null;
};

/** Refusals the server explains (a brand the site does not take, too many tries, a payment in flight). */
const KEEP = [409, 422, 429, 503] as const;

/** GET api/ServiceProviderPayment/mappingbysiteId/{siteId}: the enabled types of the booking's site. */
export const listSitePaymentTypes = async (siteId: number) => {
  const path = siteId
    ? `/api/ServiceProviderPayment/mappingbysiteId/${siteId}`
    : '/api/ServiceProviderPayment/mappingbysiteId';
  const answer = await http.get<Results<SitePaymentType>>(path);
  // Staff read the site's whole setup; the wizard offers only what is enabled.
  return answer.results.filter((t) => t.isEnabled);
};

export const useSitePaymentTypes = (siteId: number) =>
  useQuery({
    queryKey: ['booking', 'payment-types', siteId] as const,
    queryFn: () => listSitePaymentTypes(siteId),
    staleTime: 60_000,
  });

export type CardDetails = { cardType?: string; cardNumber: string; expirationDate: string; cardCode: string };
export type BillTo = BillingAddress;

/** POST api/auth/ChargeAuthorizeNetPayment: a card, or a Google Pay token (opaque data), for the booking. */
export const chargeAuthorizeNet = async (
  pay: PayFor,
  idempotencyKey: string,
  source: { card: CardDetails } | { opaqueData: { dataDescriptor: string; dataValue: string } },
  billTo?: BillTo,
) =>
  firstResult(
    await http.post<Results<PaymentAnswer>>(
      '/api/auth/ChargeAuthorizeNetPayment',
      { ...pay, idempotencyKey, paymentType: 'card' in source ? 'AuthorizeNet' : 'GPay', ...source, billTo },
      { keepMessageFor: KEEP },
    ),
  );

/** POST api/bookingpayment/createSquarePayment?sourceId&amountToPay (cents, a check only: the server charges the booking's total). */
export const createSquarePayment = async (pay: PayFor, idempotencyKey: string, sourceId: string, amountCents: number) =>
  firstResult(
    await http.post<Results<PaymentAnswer>>(
      '/api/bookingpayment/createSquarePayment',
      { ...pay, idempotencyKey },
      { query: { sourceId, amountToPay: amountCents }, keepMessageFor: KEEP },
    ),
  );

export type PaypalOrder = { orderId: string; status: string; approveUrl?: string | null; mode: 'sandbox' | 'live' };

/** POST api/bookingpayment/createPaypalOrder: an order for the booking's total. */
export const createPaypalOrder = async (pay: PayFor) =>
  firstResult(
    await http.post<Results<PaypalOrder>>('/api/bookingpayment/createPaypalOrder', pay, { keepMessageFor: KEEP }),
  );

/** POST api/bookingpayment/capturePaypalOrder: the server captures the approved order. */
export const capturePaypalOrder = async (pay: PayFor, idempotencyKey: string, orderId: string) =>
  firstResult(
    await http.post<Results<PaymentAnswer>>(
      '/api/bookingpayment/capturePaypalOrder',
      { ...pay, idempotencyKey, orderId },
      { keepMessageFor: KEEP },
    ),
  );
