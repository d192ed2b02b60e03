import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showFieldErrors, showLoginTaken } from './server-errors.ts';

/**
 * A dialog form's save: the checked values are saved and the answer handed on; when the save
 * fails, the API's field messages go under the form's fields (`fields`, as showFieldErrors takes
 * them), a taken e-mail or username under its field when the form asks for a login
 * (`login: true`), and the error is kept for the form's ErrorDisplay.
 */
export const useFormSave = <T extends FieldValues, O, A>(
  form: UseFormReturn<T, unknown, O>,
  {
    save,
    onSaved,
    fields,
    login = false,
  }: {
    save: (values: O) => Promise<A>;
    onSaved: (answer: A) => void;
    fields: readonly Path<T>[] | ((apiField: string) => Path<T> | null);
    login?: boolean;
  },
) => {
  const [saveError, setSaveError] = useState<unknown>(null);
  const submit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      onSaved(await save(values));
    } catch (error) {
      showFieldErrors(form.setError, error, fields);
      if (login) showLoginTaken(form.setError, error);
      setSaveError(error);
    }
  });
  return { submit, saveError };
};
