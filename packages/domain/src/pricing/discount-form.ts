import { z } from 'zod';
import { optionalText } from '../master-data/fields.ts';

/** Promo codes (DESIGN.md section 9): per site, percent or amount, valid from and to, optional usage limit. */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_CODE_MIN = 3;
export const DISCOUNT_CODE_MAX = 30;
export const DISCOUNT_AMOUNT_MAX = 100_000;
export const DISCOUNT_USAGE_LIMIT_MAX = 1_000_000_000;

export const DISCOUNT_MESSAGES = {
  code: 'Please enter the promo code',
  codeLength: `The promo code must be ${DISCOUNT_CODE_MIN} to ${DISCOUNT_CODE_MAX} characters`,
  codeCharacters: 'The promo code may hold only letters, digits and hyphens',
  kind: 'Please choose the discount type: percent or amount',
  value: 'Please enter the discount value',
  valuePositive: 'The discount value must be more than 0',
  percentMax: 'A percent discount is at most 100',
  amountMax: `A discount amount is at most ${DISCOUNT_AMOUNT_MAX}`,
  validFrom: 'Please choose the valid from date',
  validTo: 'Please choose the valid to date',
  validRange: 'The valid to date cannot be before the valid from date',
  usageLimit: 'The usage limit must be a whole number of 1 or more',
  duplicateCode: 'This promo code is already used on this site',
  usageBelowUsed: 'The usage limit cannot be below the number of times the code was already used',
  /** Spec 03 section 8: the popup texts of the Apply button. */
  invalid: 'Invalid Promo Code !!',
  applied: 'Applied !!',
} as const;

/** A promo code as stored and compared: trimmed, in capitals (codes are case-insensitive). */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();

export const discountCodeSchema = z
  .string({ error: DISCOUNT_MESSAGES.code })
  .trim()
  .min(1, DISCOUNT_MESSAGES.code)
  .min(DISCOUNT_CODE_MIN, DISCOUNT_MESSAGES.codeLength)
  .max(DISCOUNT_CODE_MAX, DISCOUNT_MESSAGES.codeLength)
  .regex(/^[A-Za-z0-9-]+$/, DISCOUNT_MESSAGES.codeCharacters)
  .transform(normalizeDiscountCode);

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}/, message)
    .transform((s) => s.slice(0, 10))
    .refine((s) => isRealDate(s), message);

/** True for a calendar date written YYYY-MM-DD (no 31 February). */
export const isRealDate = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const discountFormSchema = z
  .object({
    code: discountCodeSchema,
    description: optionalText(200),
    kind: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_MESSAGES.kind }),
    value: z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
      z
        .number({ error: DISCOUNT_MESSAGES.value })
        .finite(DISCOUNT_MESSAGES.value)
        .positive(DISCOUNT_MESSAGES.valuePositive)
        .max(DISCOUNT_AMOUNT_MAX, DISCOUNT_MESSAGES.amountMax)
        .transform((n) => Math.round(n * 100) / 100),
    ),
    validFrom: isoDate(DISCOUNT_MESSAGES.validFrom),
    validTo: isoDate(DISCOUNT_MESSAGES.validTo),
    usageLimit: z.preprocess(
      (v) => (blank(v) || v === 0 || v === '0' ? null : typeof v === 'string' ? Number(v.trim()) : v),
      z
        .number({ error: DISCOUNT_MESSAGES.usageLimit })
        .int(DISCOUNT_MESSAGES.usageLimit)
        .min(1, DISCOUNT_MESSAGES.usageLimit)
        .max(DISCOUNT_USAGE_LIMIT_MAX, DISCOUNT_MESSAGES.usageLimit)
        .nullable(),
    ),
  })
  .superRefine((form, ctx) => {
    if (form.kind === 'percent' && form.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.percentMax });
    if (form.validTo < form.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: DISCOUNT_MESSAGES.validRange });
  });
export type DiscountForm = z.output<typeof discountFormSchema>;
export type DiscountFormInput = z.input<typeof discountFormSchema>;
