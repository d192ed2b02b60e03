import { type DiscountStatus, discountStatusOn } from '@ridedesk/domain/pricing/discount-rules';
import type { Discount } from './pricing.ts';

/** Today in the browser's calendar as YYYY-MM-DD (the day a traveller would book for). */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Whether a code would apply to a ride today, and if not why: expired, used up, not started... */
export const discountStateToday = (discount: Discount, today = localToday()): DiscountStatus =>
  discountStatusOn(discount, today);

/** Badge colours of each state; expired and used-up codes stand out. */
export const DISCOUNT_STATE_COLOR: Record<DiscountStatus, string> = {
  valid: 'green',
  notStarted: 'blue',
  expired: 'red',
  usedUp: 'orange',
  disabled: 'gray',
  unpublished: 'gray',
};
