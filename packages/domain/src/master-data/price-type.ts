import { z } from 'zod';
import { PRICE_BASES } from '../booking/pricing.ts';
import { requiredText } from './fields.ts';

/** Price type form: a name and its basis, per mile, per hour or flat (DESIGN.md section 9). */
export const priceTypeFormSchema = z.object({
  name: requiredText('Please enter the price type name', 100),
  description: requiredText('Please enter the description', 500),
  basis: z.enum(PRICE_BASES, { error: 'Please choose the basis: per mile, per hour or flat' }),
});
export type PriceTypeForm = z.output<typeof priceTypeFormSchema>;
