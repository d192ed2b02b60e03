import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Service user type form: a customer segment shown on the fleet row (Individual, Corporate). */
export const serviceUserTypeFormSchema = z.object({
  name: requiredText('Please enter the service user type name', 100),
  description: requiredText('Please enter the description', 500),
});
export type ServiceUserTypeForm = z.output<typeof serviceUserTypeFormSchema>;
