import { Button, Group } from '@mantine/core';

/** A form's last row, on the right: Cancel (when the form can be left) and the submit button. */
export type FormActionsProps = {
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  cancelLabel?: string;
  onCancel?: () => void;
  cancelDisabled?: boolean;
};

export const FormActions = ({
  submitLabel,
  submitting,
  submitDisabled,
  cancelLabel,
  onCancel,
  cancelDisabled,
}: FormActionsProps) => (
  <Group justify="flex-end" gap="sm">
    {onCancel && (
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
    )}
    <Button type="submit" loading={submitting} disabled={submitDisabled}>
      {submitLabel}
    </Button>
  </Group>
);
