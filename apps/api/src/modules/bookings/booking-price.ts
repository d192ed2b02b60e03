/**
 * Booking creation, pricing the offer (inside the transaction): the promo code is redeemed (its
 * use counted in the same transaction), then the breakdown adds discount, tax and the tip in
 * integer cents. A tip above the ride cost answers 400; a total other than the one the traveller
 * confirmed answers 409, so nobody is charged a surprise.
 */
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { bookingBreakdown, type Discount } from '@ridedesk/domain/booking/pricing';
import { ERROR_CODES } from '@ridedesk/domain/shared/error-codes';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { UseCaseContext } from '../../lib/use-case-context.ts';
import { type RedeemedDiscount, redeemDiscount } from '../discounts/discounts.service.ts';
import type { Offer } from '../search/search.service.ts';
import type { CreateBookingInput } from './booking-creation-contract.ts';

export const TIP_TOO_HIGH_MESSAGE = 'The chauffeur tip cannot be more than the ride cost';
export const priceChangedMessage = (totalCents: number) =>
  `The price of this ride is now ${formatUsd(totalCents)}. Please review it and confirm again.`;

/** The breakdown of an offer's cost with the discount and tip (pure); refuses a tip or a total that does not hold. */
export const priceBreakdown = (o: {
  costCents: number;
  taxPercentage: number;
  discount: Discount | null;
  gratuity: number;
  expectedTotal?: number;
}) => {
  const tipCents = toCents(o.gratuity);
  if (tipCents > o.costCents) throw badRequest(TIP_TOO_HIGH_MESSAGE, { gratuityPrice: 'Too high' });
  const breakdown = bookingBreakdown({
    costCents: o.costCents,
    discount: o.discount,
    taxPercentage: o.taxPercentage,
    tip: { kind: 'custom', cents: tipCents },
  });
  if (o.expectedTotal !== undefined && Math.abs(toCents(o.expectedTotal) - breakdown.totalCents) > 1)
    throw new AppError(ERROR_CODES.conflict, 409, priceChangedMessage(breakdown.totalCents));
  return breakdown;
};

export type PriceBreakdown = ReturnType<typeof priceBreakdown>;

/** Redeems the promo code in the transaction and prices the held offer. */
export const priceTheOffer = async (
  tx: Tx,
  ctx: Pick<UseCaseContext, 'siteId'>,
  input: Pick<CreateBookingInput, 'discountId' | 'pickupDate' | 'gratuityPrice' | 'expectedTotal'>,
  offer: Pick<Offer, 'costCents' | 'priceDefinition'>,
): Promise<{ breakdown: PriceBreakdown; redeemed: RedeemedDiscount | null }> => {
  const redeemed = await redeemDiscount(tx, ctx.siteId, input.discountId, input.pickupDate);
  const breakdown = priceBreakdown({
    costCents: offer.costCents,
    taxPercentage: offer.priceDefinition.taxPercentage,
    discount: redeemed ? { kind: redeemed.kind, value: redeemed.value } : null,
    gratuity: input.gratuityPrice,
    expectedTotal: input.expectedTotal,
  });
  return { breakdown, redeemed };
};
