import { notifications } from '@mantine/notifications';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type ApiError, isApiError } from '../../../lib/api-error.ts';

/**
 * Saving a pricing form as a draft or published: which save is running, the notice once saved,
 * and a refusal's messages under the fields the server names (a conflict, 409, under the field
 * `conflictField` picks). `submit(action)` validates first and saves only a valid form.
 */
export const useDraftPublishSave = <Values extends FieldValues, Parsed, Saved>({
  form,
  fields,
  save,
  savedNotice,
  onSaved,
  conflictField,
}: {
  form: UseFormReturn<Values, unknown, Parsed>;
  fields: readonly string[];
  save: (parsed: Parsed, action: SaveAction) => Promise<Saved>;
  savedNotice: (saved: Saved, action: SaveAction) => string;
  onSaved: (saved: Saved, action: SaveAction) => void;
  conflictField: (error: ApiError) => Path<Values>;
}) => {
  const [saveError, setSaveError] = useState<unknown>(null);
  const [pending, setPending] = useState<SaveAction | null>(null);
  const submit = (action: SaveAction) =>
    form.handleSubmit(async (parsed) => {
      setSaveError(null);
      setPending(action);
      try {
        const saved = await save(parsed, action);
        notifications.show({ color: 'green', message: savedNotice(saved, action) });
        onSaved(saved, action);
      } catch (error) {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fields))
            if (fields.includes(field)) form.setError(field as Path<Values>, { type: 'server', message });
          if (error.status === 409) form.setError(conflictField(error), { type: 'server', message: error.message });
        }
        setSaveError(error);
      } finally {
        setPending(null);
      }
    })();
  return { submit, pending, saveError, clearSaveError: () => setSaveError(null) };
};
