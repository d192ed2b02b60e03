import type { CustomerDetails } from '@ridedesk/domain/booking/customer-details';
import type { FlightFields } from '@ridedesk/domain/booking/flight-number';
import type { TipChoice } from '@ridedesk/domain/booking/pricing';
import type { AddressSuggestion } from '@ridedesk/domain/geo/geo-schemas';
import type { SessionUser } from '../../lib/session.ts';

/** A chosen address: what the traveller sees, and where it is. */
export type AddressPlace = Pick<AddressSuggestion, 'description' | 'city' | 'state' | 'zip' | 'lat' | 'lng'>;

/** The provider of a site, as the header and the unavailable-area message name it. */
export type ServiceProviderContact = { name: string; phone: string | null; email: string | null };

/**
 * Where the wizard runs. The customer portal (a guest on a provider host, a signed-in
 * customer, or anyone on the default site) or the back office, where staff book for a rider.
 */
export type BookingPortal = {
  kind: 'customer' | 'admin';
  /** The site the page was opened on. */
  siteId: number;
  /** The site's name, for the browser tab's title. */
  siteName: string;
  /** The default product site (4): travellers may filter by service provider there. */
  isProductSite: boolean;
  /** The host's provider (admin: the staff's company). */
  provider: ServiceProviderContact | null;
  /** Whoever is signed in, or null for a guest. */
  user: SessionUser | null;
};

/** The search criteria of spec 03 section 3, as the fleet search and the booking read them. */
export type SearchCriteria = {
  vehicleTypeId: number;
  vehicleTypeName: string;
  serviceTypeId: number;
  /** The service provider filter on the default site; 0 means every provider. */
  siteId: number;
  pickuplocation: string;
  dropofflocation: string;
  pickupcity: string;
  /** Two-letter code. */
  pickupstate: string;
  pickuplatitude: number;
  pickuplongitude: number;
  /** Minutes east of UTC at the pickup, on the day of the ride. */
  pickupoffset: number;
  noofpassengers: number;
  noofluggages: number;
  /** YYYY-MM-DD */
  pickupdate: string;
  /** HH:mm, 24-hour */
  pickuptime: string;
  /** The 12-hour label of the time slot. */
  pickuptimetodisplay: string;
  estimatedduration: number;
  estimateddurationintraffic: number;
  /** Kilometres. */
  estimateddistance: number;
};

/** The search form as the traveller left it, so Back and Modify search show it again. */
export type SearchFormValues = {
  pickuplocation: string;
  dropofflocation: string;
  pickupdate: string;
  pickuptime: string;
  noofpassengers: number;
  noofluggages: number;
  vehicleTypeId: number;
  serviceTypeId: number;
  siteId: number;
  pickupPlace: AddressPlace | null;
  dropoffPlace: AddressPlace | null;
};

/** One row of the available fleet list (api/fleet/searchavailablefleet). */
export type FleetOffer = {
  id: number;
  fleetId: number;
  siteId: number;
  make: string;
  model: string;
  year: number | null;
  color?: string | null;
  seater: number;
  luggageCapacity: number | null;
  /** Pipe-separated (the spec's spelling). */
  amenties: string | null;
  imageFileName: string | null;
  vehicleType: { id: number; name: string; imageFileName: string | null };
  serviceType?: { id: number; name: string } | null;
  /** Dollars. */
  cost: number;
  costCents?: number;
  discountid: number;
  averageReview: number | null;
  priceDefinition: { id: number; serviceUserType: string | null; priceType: string | null; taxPercentage: number };
  site: { id: number; title?: string | null; serviceProvider: ServiceProviderContact };
};

export const FLEET_SORTS = ['price_asc', 'price_desc', 'provider_asc', 'provider_desc'] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];

/**
 * The traveller's details (the domain's customer details) and whether they travel as a guest
 * (not the signed-in account), with what the same step asks of the ride (issue 22): texts
 * agreed, and an airport pickup's flight.
 */
export type TravellerDetails = CustomerDetails & {
  isGuestUser: boolean;
  /** The traveller agreed to text messages about this ride (absent in a wizard kept from before). */
  smsConsent?: boolean;
  /** The flight an airport pickup follows, normalised ('UA', '1234'); null or absent without one. */
  flight?: FlightFields | null;
};

export type GuestUser = { id: number; uniqueId: string };

/** A promo code that api/discount/isValidDiscount accepted, with its rate details. */
export type AppliedPromo = {
  code: string;
  discountId: number;
  /** Dollars, as getRateDetailsOfRide answers. */
  discountAmount: number;
  taxPercentage: number;
};

/** What the traveller settled on the Confirm Booking step. */
export type Confirmation = { promo: AppliedPromo | null; tip: TipChoice; comments: string };

/** The answer of api/booking/create. */
export type BookingResult = {
  id: number;
  referenceId: string;
  siteId: number;
  message: string;
  totalPrice: number;
  paymentStatus: string;
  /** The booking's manage link token, handed only to the traveller who booked (decision 0024). */
  manageToken?: string;
  /** The manage link itself, on the booking's own site's host (the product site books for providers). */
  manageUrl?: string;
};
