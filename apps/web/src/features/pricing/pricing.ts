import type { PriceBasis } from '@ridedesk/domain/booking/pricing';
import type { DiscountKind } from '@ridedesk/domain/pricing/discount-form';

type Person = { firstName?: string | null } | null;

/** What every draft-and-publish record of a site answers besides its own fields: its state and its audit tail. */
type SiteRecord = {
  id: number;
  siteId: number;
  isEnabled: boolean;
  isDraft: boolean;
  isPublished: boolean;
  createdOn: string | null;
  createdBy: Person;
  updatedOn: string | null;
  updatedBy: Person;
};

/** A price definition as api/priceDefinition answers it (rates in dollars). */
export type PriceDefinition = SiteRecord & {
  name: string;
  vehicleTypeId: number;
  vehicleType: string | null;
  serviceTypeId: number;
  serviceType: string | null;
  serviceUserTypeId: number | null;
  serviceUserType: string | null;
  priceTypeId: number;
  priceType: string | null;
  basis: PriceBasis | null;
  baseFare: number;
  perMileRate: number;
  perHourRate: number;
  minimumHours: number;
  minimumFare: number;
  taxPercentage: number;
  fleetIds: number[];
  /** No fleets named: the price applies to every fleet of its vehicle type. */
  appliesToAllFleets: boolean;
  fleets: { id: number; nickName: string | null; vin: string | null }[];
};

/** A promo code as api/discount answers it. */
export type Discount = SiteRecord & {
  code: string;
  description: string | null;
  kind: DiscountKind;
  value: number;
  /** YYYY-MM-DD, both ends included. */
  validFrom: string;
  validTo: string;
  usageLimit: number | null;
  usedCount: number;
  remainingUses: number | null;
};

/** The catalogue kinds a price definition names, read from the site's mappings. */
export type ChoiceKind = 'vehicleType' | 'serviceType' | 'serviceUserType' | 'priceType';

/** One catalogue record the site has mapped, as the price form offers it. */
export type CatalogChoice = {
  id: number;
  name: string;
  /** Mapping enabled and master enabled and published: offered for new prices. */
  offered: boolean;
  /** Price types only. */
  basis: PriceBasis | null;
};

/** A fleet of the site, for the "applies to" choice. */
export type FleetChoice = {
  id: number;
  nickName: string;
  vin: string;
  vehicleTypeId: number;
  isEnabled: boolean;
  isPublished: boolean;
};
