import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DialogForm } from './dialog-form.tsx';
import { useFormSave } from './use-form-save.ts';

/** What a member's form takes from its screen besides the member: the site acted on, and what follows a save or Cancel. */
export type MemberFormProps<A> = { siteId: number | null; onSaved: (answer: A) => void; onCancel: () => void };

/**
 * The Add (or invite) and Edit form of a provider's member (a user, a chauffeur) in its dialog:
 * the checked values are saved with useFormSave, an e-mail or username already taken shown under
 * its field. Adding shows the feature's lead and its add button; editing shows Save.
 */
export const MemberDialogForm = <T extends FieldValues, O, A>({
  form,
  editing,
  save,
  fields,
  onSaved,
  onCancel,
  texts,
  children,
}: {
  form: UseFormReturn<T, unknown, O>;
  editing: boolean;
  save: (values: O) => Promise<A>;
  fields: readonly Path<T>[] | ((apiField: string) => Path<T> | null);
  onSaved: (answer: A) => void;
  onCancel: () => void;
  /** The feature's words: the lead and the submit button when adding, Save, and Cancel. */
  texts: { addLead: string; add: string; save: string; cancel: string };
  children: ReactNode;
}) => {
  const { submit, saveError } = useFormSave(form, { save, onSaved, fields, login: true });
  return (
    <DialogForm
      onSubmit={submit}
      lead={editing ? undefined : texts.addLead}
      error={saveError}
      cancelLabel={texts.cancel}
      onCancel={onCancel}
      submitLabel={editing ? texts.save : texts.add}
      submitting={form.formState.isSubmitting}
    >
      {children}
    </DialogForm>
  );
};
