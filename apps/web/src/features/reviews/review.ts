import type { StarCounts } from '@ridedesk/domain/reviews/review-summary';

/** A traveller's review of a service provider, with the provider's reply. */
export type ProviderReview = {
  id: number;
  siteId: number;
  bookingId: number;
  referenceId: string;
  rideOn: string;
  userId: number;
  reviewerName: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedBy: { id: number; firstName: string } | null;
  repliedOn: string | null;
  createdOn: string;
  updatedOn: string | null;
  serviceProviderName: string;
};

/** A provider's review of a rider. */
export type RiderReview = {
  id: number;
  siteId: number;
  bookingId: number;
  referenceId: string;
  rideOn: string;
  riderKey: string;
  riderUserId: number | null;
  riderName: string;
  rating: number;
  comment: string;
  createdBy: { id: number; firstName: string } | null;
  createdOn: string;
  updatedOn: string | null;
  serviceProviderName: string;
};

export type RatingCounts = StarCounts & { siteId: number | null };

export type ProviderAverage = {
  siteId: number;
  serviceProviderName: string;
  averageReview: number;
  noOfUsers: number;
  totalReviews: number;
};

/** The booking fields the review screens show. */
export type ReviewableBooking = {
  id: number;
  siteId: number;
  referenceId: string;
  bookingStatus: string;
  bookingFromDate: string;
  pickuptimetodisplay: string;
  pickUpLocation: string;
  dropOffLocation: string;
  customer: { firstName: string; lastName: string; isGuestUser: boolean };
  vehicleType: { name: string } | null;
  site?: { serviceProvider?: { name: string } | null } | null;
  serviceProvider?: { name: string } | null;
};

export const REVIEW_PATHS = {
  providers: '/reviews/providersreviews',
  travellers: '/reviews/travellersreviews',
  add: (reference: string) => `/reviews/add-review?booking=${encodeURIComponent(reference)}`,
} as const;
