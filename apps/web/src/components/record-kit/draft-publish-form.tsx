import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DraftPublishActions } from '../ui/draft-publish-actions.tsx';
import { ErrorDisplay } from '../ui/error-display.tsx';
import type { useDraftPublishSave } from './use-draft-publish-save.ts';

/**
 * The frame of a master-data or pricing form (spec 02): a failed save's message at the top, the
 * fields, then Save As Draft, Publish and Cancel. With `publishOnEnter` the form submits as
 * Publish (Enter in a field); otherwise only the buttons save. `notice` stands above the
 * failure, `footer` under the buttons.
 */
export const DraftPublishForm = ({
  save: { submit, pending, saveError },
  disabled,
  onCancel,
  publishOnEnter = false,
  label,
  notice,
  footer,
  children,
}: {
  save: Pick<ReturnType<typeof useDraftPublishSave>, 'submit' | 'pending' | 'saveError'>;
  disabled: boolean;
  onCancel: () => void;
  publishOnEnter?: boolean;
  /** The form's accessible name. */
  label?: string;
  notice?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) => (
  <form
    noValidate
    aria-label={label}
    onSubmit={(event) => {
      event.preventDefault();
      if (publishOnEnter) void submit('publish');
    }}
  >
    <Stack gap="md">
      {notice}
      <ErrorDisplay error={saveError} />
      {children}
      <DraftPublishActions
        publishSubmits={publishOnEnter}
        disabled={disabled}
        saving={pending}
        onSave={(action) => void submit(action)}
        onCancel={onCancel}
      />
      {footer}
    </Stack>
  </form>
);
