import { toCents } from '@ridedesk/domain/booking/money';
import { type Breakdown, bookingBreakdown } from '@ridedesk/domain/booking/pricing';
import type { Confirmation, FleetOffer } from './booking-types.ts';

/**
 * The payment breakdown of a confirmation by the domain's money rules, the same ones the server
 * books with: the promo's discount as getRateDetailsOfRide gave it, the tax percentage of the
 * fleet's price definition, and the tip.
 */
export const confirmationBreakdown = (offer: FleetOffer, confirmation: Confirmation): Breakdown => {
  const { promo, tip } = confirmation;
  return bookingBreakdown({
    costCents: offer.costCents ?? toCents(offer.cost),
    discount: promo ? { kind: 'amount', value: promo.discountAmount } : null,
    taxPercentage: promo?.taxPercentage ?? offer.priceDefinition.taxPercentage,
    tip,
  });
};
