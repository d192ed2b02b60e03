export { atPickupClock, pickupDay, usd, vehicleName, vehiclePicture } from '../../lib/booking-format.ts';

/** The review screen of a completed ride (/reviews/add-review, reviews feature), named by its reference. */
export const reviewPath = (reference: string) => `/reviews/add-review?booking=${encodeURIComponent(reference)}`;
