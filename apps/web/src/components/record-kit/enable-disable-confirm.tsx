import { enableDisablePrompt } from '@ridedesk/domain/master-data/messages';
import type { ReactNode } from 'react';
import { ConfirmDialog, useConfirm } from './confirm-dialog.tsx';

/** Where a Disable/Enable call stands: its failure is forgotten as the dialog opens. */
type ToggleState = { reset: () => void; isPending: boolean; error: unknown };

/**
 * Disable or Enable of a record, asked first (spec 02): `ask` opens "Are you sure to Disable?"
 * (or Enable) with what it means for this record; the confirm button runs `change`, and the
 * dialog closes once it succeeded; a failure stays in the dialog. Each list words its answers.
 */
export const useEnableDisableConfirm = <Row extends { isEnabled: boolean }>({
  mutation,
  change,
  detail,
  labels,
  dangerOnDisable = false,
}: {
  mutation: ToggleState;
  change: (row: Row) => Promise<unknown>;
  detail: (row: Row) => ReactNode;
  /** The answers: Cancel (or No), the confirm button for this record, and the close button's name. */
  labels: { cancel: string; confirm: (row: Row | null) => string; close: string };
  /** A red confirm button when it disables. */
  dangerOnDisable?: boolean;
}) => {
  const confirm = useConfirm<Row>(mutation.reset);
  const row = confirm.target;
  return {
    ask: confirm.ask,
    dialog: (
      <ConfirmDialog
        opened={confirm.opened}
        title={enableDisablePrompt(row?.isEnabled ?? true)}
        detail={row && detail(row)}
        busy={mutation.isPending}
        error={mutation.error}
        cancelLabel={labels.cancel}
        confirmLabel={labels.confirm(row)}
        danger={dangerOnDisable && Boolean(row?.isEnabled)}
        closeLabel={labels.close}
        onCancel={confirm.close}
        onConfirm={() => confirm.run(change)}
      />
    ),
  };
};
