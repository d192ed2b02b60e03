import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type ApiError, isApiError } from '../../lib/api-error.ts';
import { showFieldErrors } from '../forms/server-errors.ts';

/**
 * Saving a master-data or pricing form as a draft or published (spec 02): which save is running,
 * and a refusal's messages under the fields the server names (a conflict, 409, under the field
 * `conflictField` picks) and at the top of the form. `submit(action)` validates first and saves
 * only a valid form. `claim` takes a refusal the form shows its own way (a duplicate VIN).
 */
export const useDraftPublishSave = <Values extends FieldValues, Parsed>({
  form,
  fields,
  save,
  conflictField,
  claim,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
  fields: readonly string[];
  save: (parsed: Parsed, action: SaveAction) => Promise<unknown>;
  conflictField?: (error: ApiError) => Path<Values>;
  claim?: (error: unknown, parsed: Parsed) => boolean;
}) => {
  const [saveError, setSaveError] = useState<unknown>(null);
  const [pending, setPending] = useState<SaveAction | null>(null);
  const submit = (action: SaveAction) =>
    form.handleSubmit(async (parsed) => {
      setSaveError(null);
      setPending(action);
      try {
        await save(parsed, action);
      } catch (error) {
        if (claim?.(error, parsed)) return;
        showFieldErrors(form.setError, error, fields as readonly Path<Values>[]);
        if (isApiError(error) && error.status === 409 && conflictField)
          form.setError(conflictField(error), { type: 'server', message: error.message });
        setSaveError(error);
      } finally {
        setPending(null);
      }
    })();
  return { submit, pending, saveError, clearSaveError: () => setSaveError(null) };
};
