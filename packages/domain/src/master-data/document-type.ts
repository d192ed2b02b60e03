import { z } from 'zod';
import { requiredText } from './fields.ts';

/** License (document) type form: a kind of licence or permit a provider keeps on file. */
export const documentTypeFormSchema = z.object({
  name: requiredText('Please enter the license type name', 100),
  description: requiredText('Please enter the description', 500),
});
export type DocumentTypeForm = z.output<typeof documentTypeFormSchema>;
