import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Checks a payment section's form as a submit would: its values as the rules leave them when
 * every rule holds, else null (and the fields show their messages).
 */
export const readForm = <Input extends FieldValues, Output>(form: UseFormReturn<Input, unknown, Output>) =>
  new Promise<Output | null>((resolve) => {
    void form.handleSubmit(
      (values) => resolve(values),
      () => resolve(null),
    )();
  });
