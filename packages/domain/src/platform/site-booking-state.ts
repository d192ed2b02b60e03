/**
 * Whether a site takes online bookings now, answered with getSiteIdOfClient so the landing page
 * and the wizard know before any form (issue 17, defect 1):
 * - `open`: travellers can search and book;
 * - `closed`: the company is not taking online bookings (its trial or plan lapsed, it never chose
 *   a plan, or the platform disabled the site);
 * - `notSetUp`: the company has no vehicle type with a published fleet, or no service area yet,
 *   so every search would answer 'Service is not available in this area!!'.
 */
export const SITE_BOOKING_STATES = ['open', 'closed', 'notSetUp'] as const;
export type SiteBookingState = (typeof SITE_BOOKING_STATES)[number];

/** What decides the state, read from the modules that own each part. */
export type SiteBookingFacts = {
  isProviderSite: boolean;
  siteEnabled: boolean;
  /** The provider's registration status ('Approved', 'Trial', 'Subscription Pending'...). */
  registrationStatus: string | null;
  /** The subscriptions module's status of the plan in force (null: none started or ordered). */
  planStatus: 'Trial' | 'Active' | 'Lapsed' | 'Pending' | null;
  /** Vehicle types the site offers that have at least one enabled, published fleet. */
  bookableVehicleTypes: number;
  serviceAreas: number;
};

/** The same rule the fleet search applies (approved or trial, not lapsed, fleets, areas). */
export const siteBookingState = (facts: SiteBookingFacts): SiteBookingState => {
  if (!facts.isProviderSite) return 'open';
  const registered = facts.registrationStatus === 'Approved' || /trial/i.test(facts.registrationStatus ?? '');
  if (!facts.siteEnabled || !registered || facts.planStatus === 'Lapsed') return 'closed';
  if (facts.bookableVehicleTypes === 0 || facts.serviceAreas === 0) return 'notSetUp';
  return 'open';
};
