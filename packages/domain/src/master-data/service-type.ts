import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Service type form (spec 02 section 5): name and description required. */
export const serviceTypeFormSchema = z.object({
  name: requiredText('Please enter the service type name', 100),
  description: requiredText('Please enter the description', 500),
});
export type ServiceTypeForm = z.output<typeof serviceTypeFormSchema>;
