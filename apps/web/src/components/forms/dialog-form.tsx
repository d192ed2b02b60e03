import { Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { ErrorDisplay } from '../ui/error-display.tsx';
import { FormActions, type FormActionsProps } from './form-actions.tsx';

/**
 * The form of an Add or Edit dialog: a line of explanation (when there is one), what went wrong
 * with the last save, the fields, and Cancel and the submit button.
 */
export const DialogForm = ({
  onSubmit,
  lead,
  error,
  children,
  ...actions
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  lead?: string;
  error: unknown;
  children: ReactNode;
} & FormActionsProps) => (
  <form noValidate onSubmit={onSubmit}>
    <Stack gap="md">
      {lead && (
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      )}
      <ErrorDisplay error={error} />
      {children}
      <FormActions {...actions} />
    </Stack>
  </form>
);
