import { Button, Group } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';

/**
 * Save As Draft, Publish and Cancel of every master-data and pricing form (spec 02): the two
 * saves are disabled while the form may not be saved, and while the other one is saving. A form
 * that submits on Enter makes Publish its submit button and puts Cancel first.
 */
export const DraftPublishActions = ({
  disabled,
  saving,
  onSave,
  onCancel,
  publishSubmits = false,
}: {
  disabled: boolean;
  saving: SaveAction | null;
  onSave: (action: SaveAction) => void;
  onCancel: () => void;
  publishSubmits?: boolean;
}) => {
  const cancel = (
    <Button variant="default" onClick={onCancel} disabled={publishSubmits && saving !== null}>
      Cancel
    </Button>
  );
  const save = (action: SaveAction) => ({
    disabled: disabled || (saving !== null && saving !== action),
    loading: saving === action,
  });
  return (
    <Group justify="flex-end" gap="sm">
      {publishSubmits && cancel}
      <Button variant="light" onClick={() => onSave('draft')} {...save('draft')}>
        Save As Draft
      </Button>
      {publishSubmits ? (
        <Button type="submit" {...save('publish')}>
          Publish
        </Button>
      ) : (
        <Button onClick={() => onSave('publish')} {...save('publish')}>
          Publish
        </Button>
      )}
      {!publishSubmits && cancel}
    </Group>
  );
};
