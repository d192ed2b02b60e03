import { isRealDate } from './discount-form.ts';

/** Why a promo code does or does not apply to a ride on a given day. */
export type DiscountStatus = 'valid' | 'unpublished' | 'disabled' | 'notStarted' | 'expired' | 'usedUp';

export type DiscountValidity = {
  isPublished: boolean;
  isEnabled: boolean;
  /** YYYY-MM-DD, inclusive. */
  validFrom: string;
  /** YYYY-MM-DD, inclusive. */
  validTo: string;
  usageLimit: number | null;
  usedCount: number;
};

/**
 * A code applies when it is published and enabled, the pickup day lies within its validity
 * (both ends included) and its usage limit, when it has one, is not reached.
 */
export const discountStatusOn = (discount: DiscountValidity, pickupDate: string): DiscountStatus => {
  if (!discount.isPublished) return 'unpublished';
  if (!discount.isEnabled) return 'disabled';
  if (pickupDate < discount.validFrom) return 'notStarted';
  if (pickupDate > discount.validTo) return 'expired';
  if (discount.usageLimit !== null && discount.usedCount >= discount.usageLimit) return 'usedUp';
  return 'valid';
};

/**
 * The pickup day of a promo check as YYYY-MM-DD. Accepts YYYY-MM-DD (with or without a time
 * after it) and the US forms MM-DD-YYYY and MM/DD/YYYY; null when it is no calendar date.
 */
export const parsePickupDate = (value: string): string | null => {
  const text = value.trim();
  let date: string | undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T\s])/.exec(text);
  const us = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(text);
  if (iso) date = `${iso[1]}-${iso[2].padStart(2, '0')}-${iso[3].padStart(2, '0')}`;
  else if (us) date = `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`;
  return date && isRealDate(date) ? date : null;
};
