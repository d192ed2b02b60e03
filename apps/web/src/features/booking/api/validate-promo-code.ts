import { firstResult, http, type Results } from '../../../lib/http.ts';

/**
 * GET api/discount/isValidDiscount/{code}/{pickupDate}/{siteId}: the promo code's id on that
 * pickup date at the fleet's site; 0 means the code is not valid.
 */
export const validatePromoCode = async (code: string, pickupDate: string, siteId: number) => {
  const answer = await http.get<Results<{ id: number }>>(
    `/api/discount/isValidDiscount/${encodeURIComponent(code)}/${encodeURIComponent(pickupDate)}/${siteId}`,
  );
  return firstResult(answer).id;
};
