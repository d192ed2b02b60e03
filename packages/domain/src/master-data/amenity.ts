import { z } from 'zod';
import { requiredText } from './fields.ts';

/**
 * Amenity form (spec 02 section 5): name and description required. Fleets store their amenities
 * as names joined by '|', so a name cannot hold that character.
 */
export const amenityFormSchema = z.object({
  name: requiredText('Please enter the amenity name', 100).refine(
    (name) => !name.includes('|'),
    'The amenity name cannot contain the | character',
  ),
  description: requiredText('Please enter the description', 500),
});
export type AmenityForm = z.output<typeof amenityFormSchema>;
