import { firstResult, http, type Results } from '../../../lib/http.ts';

export type RateDetails = { id: number; discountAmount: number; taxPercentage: number; taxAmount: number };

/** GET api/discount/getRateDetailsOfRide/{priceDefinitionId}/{discountId}/{cost}: the discount and tax of a ride. */
export const getRateDetails = async (priceDefinitionId: number, discountId: number, cost: number) =>
  firstResult(
    await http.get<Results<RateDetails>>(
      `/api/discount/getRateDetailsOfRide/${priceDefinitionId}/${discountId}/${encodeURIComponent(cost.toFixed(2))}`,
    ),
  );
