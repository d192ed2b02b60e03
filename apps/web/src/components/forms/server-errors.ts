import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-error.ts';

/**
 * Puts an API answer's field messages (a 400's `fields`) under the form's own fields. `fields`
 * is either the form's fields that bear the API's names (the others are not shown), or a
 * function naming the form field an API field is shown on (null for one the form does not have).
 * Answers whether the error was the API's.
 */
export const showFieldErrors = <T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[] | ((apiField: string) => Path<T> | null),
) => {
  if (!isApiError(error)) return false;
  const fieldOf =
    typeof fields === 'function' ? fields : (apiField: string) => fields.find((field) => field === apiField) ?? null;
  for (const [apiField, message] of Object.entries(error.fields)) {
    const field = fieldOf(apiField);
    if (field) setError(field, { type: 'server', message });
  }
  return true;
};

/**
 * A new account's e-mail or username taken (a 409): the message goes under the username when it
 * speaks of one, under the e-mail otherwise (the form's fields `userName` and `email`).
 */
export const showLoginTaken = <T extends FieldValues>(setError: UseFormSetError<T>, error: unknown) => {
  if (!isApiError(error) || error.status !== 409) return;
  const field = (/username/i.test(error.message) ? 'userName' : 'email') as Path<T>;
  setError(field, { type: 'server', message: error.message });
};
