import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { announce } from '../record-kit/announce.ts';
import { DialogForm } from './dialog-form.tsx';
import { RecordEditDialog } from './record-dialog.tsx';
import { useFormSave } from './use-form-save.ts';

/**
 * What a member's form takes from its screen: the member (none when one is added), the site
 * acted on, and what follows a save or Cancel.
 */
export type MemberFormProps<M, A> = {
  member?: M;
  siteId: number | null;
  onSaved: (answer: A) => void;
  onCancel: () => void;
};

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

/**
 * A members list's Add (or invite) and Edit dialog around the member's form: a save shows the
 * answer's message, when it has one, in a green notice and closes the dialog, as Cancel does.
 */
export const MemberEditDialog = <M extends { id: number }, A extends { message?: string }>({
  editing,
  onClose,
  title,
  closeLabel,
  size,
  siteId,
  form: Form,
}: {
  editing: M | 'new' | null;
  onClose: () => void;
  title: (member: M | undefined) => ReactNode;
  closeLabel: string;
  size?: string;
  siteId: number | null;
  form: ComponentType<MemberFormProps<M, A>>;
}) => (
  <RecordEditDialog editing={editing} onClose={onClose} title={title} closeLabel={closeLabel} size={size}>
    {(member) => (
      <Form
        member={member}
        siteId={siteId}
        onCancel={onClose}
        onSaved={(answer) => {
          if (answer.message) announce(answer.message);
          onClose();
        }}
      />
    )}
  </RecordEditDialog>
);
