import { z } from 'zod';
import { US_STATE_CODES } from '../shared/us-states.ts';
import { requiredText } from './fields.ts';

export const AIRPORT_CODE_MAX = 3;

/**
 * Airport form (spec 02 sections 2 and 5): every field required, code at most 3 characters,
 * state one of the 50 US states stored by its two-letter code.
 */
export const airportFormSchema = z.object({
  name: requiredText('Please enter the airport name', 100),
  code: z
    .string({ error: 'Please enter the airport code' })
    .trim()
    .min(1, 'Please enter the airport code')
    .max(AIRPORT_CODE_MAX, `Maximum of ${AIRPORT_CODE_MAX} characters allowed`)
    .regex(/^[A-Za-z0-9]+$/, 'The airport code has letters and digits only')
    .transform((code) => code.toUpperCase()),
  address: requiredText('Please enter the address', 200),
  city: requiredText('Please enter the city', 100),
  state: z
    .string({ error: 'Please choose the state' })
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => US_STATE_CODES.includes(s), 'Please choose the state'),
  country: requiredText('Please enter the country', 60),
  zipCode: z
    .string({ error: 'Please enter the zip code' })
    .trim()
    .min(1, 'Please enter the zip code')
    .regex(/^\d{5}(-\d{4})?$/, 'Please enter a 5 digit zip code'),
});
export type AirportForm = z.output<typeof airportFormSchema>;
