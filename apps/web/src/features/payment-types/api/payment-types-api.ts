import type { ActivatePaymentTypeInput } from '@ridedesk/domain/payments/payment-schemas';
import type { CardBrandFlags, PaymentTypeName } from '@ridedesk/domain/payments/payment-types';
import { useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../components/query-kit/refreshing-mutation.ts';
import { firstResult, http, type Results } from '../../../lib/http.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';

/** A site's payment type as staff read it: secrets masked ('••••' and the last four), never in clear. */
export type StaffPaymentType = CardBrandFlags & {
  paymentType: PaymentTypeName;
  paymentTypeId: number;
  label: string;
  isEnabled: boolean;
  mode: 'cash' | 'sandbox' | 'live';
  acceptedCardBrands: string[];
  hasCredentials: boolean;
  apiloginId: string | null;
  transactionKey: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  accessTokenExpiry: string | null;
  locationId: string | null;
  updatedOn?: string | null;
};

/**
 * The site the screen acts on: provider staff act on their own (the admin portal's provider id 0:
 * the API takes the site from the token); the platform administrator on the site chosen in the
 * site list.
 */
export const paymentSiteId = (): number => requestedSiteId() ?? 0;

export const paymentTypeKeys = {
  all: ['payment-types'] as const,
  list: (siteId: number) => ['payment-types', 'list', siteId] as const,
};

/** GET api/ServiceProviderPayment/mappingbysiteId/{siteId} (without the id when 0). */
export const listPaymentTypes = async (siteId: number) =>
  (
    await http.get<Results<StaffPaymentType>>(
      siteId ? `/api/ServiceProviderPayment/mappingbysiteId/${siteId}` : '/api/ServiceProviderPayment/mappingbysiteId',
    )
  ).results;

/** GET api/paymentType: the five types (the masters of the mapping). */
export const listPaymentTypeMasters = async () =>
  (await http.get<Results<{ id: number; name: PaymentTypeName; label: string }>>('/api/paymentType')).results;

export const useSitePaymentTypes = () => {
  const siteId = paymentSiteId();
  return useQuery({
    queryKey: paymentTypeKeys.list(siteId),
    queryFn: async () => {
      const [masters, mappings] = await Promise.all([listPaymentTypeMasters(), listPaymentTypes(siteId)]);
      return masters.map((m) => ({ master: m, mapping: mappings.find((x) => x.paymentType === m.name) ?? null }));
    },
  });
};

const KEEP = [403, 409, 422, 503] as const;

/** POST api/auth/ActivateServiceProviderPayment: enable or disable a type, with its credentials and flags. */
export const activatePaymentType = async (
  input: Omit<ActivatePaymentTypeInput, 'isEnabled'> & { isEnabled: boolean },
) =>
  firstResult(
    await http.post<Results<StaffPaymentType>>(
      '/api/auth/ActivateServiceProviderPayment',
      { ...input, siteId: paymentSiteId() || undefined },
      { keepMessageFor: KEEP },
    ),
  );

export const useActivatePaymentType = () => useRefreshingMutation(activatePaymentType, () => [paymentTypeKeys.all]);

/** POST api/subscriptionplan/isAuthorizedSPSquareAccount: Square's OAuth code for the site's tokens. */
export const authorizeSquare = async (input: {
  clientID: string;
  clientSecret: string;
  code: string;
  redirectUri: string;
  locationid: string;
}) =>
  firstResult(
    await http.post<Results<StaffPaymentType & { isAuthorized: boolean }>>(
      '/api/subscriptionplan/isAuthorizedSPSquareAccount',
      { ...input, grantType: 'authorization_code', siteId: paymentSiteId() || undefined },
      { keepMessageFor: KEEP },
    ),
  );

/** GET api/subscriptionplan/isAuthorizedSPPaypalAccount/{id}: whether PayPal gives the site's credentials a token. */
export const checkPaypal = async () =>
  firstResult(
    await http.get<Results<{ isAuthorized: boolean; hasCredentials: boolean; mode: string }>>(
      `/api/subscriptionplan/isAuthorizedSPPaypalAccount/${paymentSiteId()}`,
      { keepMessageFor: KEEP },
    ),
  );
