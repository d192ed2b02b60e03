import { Button, Group } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';

/** Save As Draft, Publish and Cancel (spec 02): the two saves are disabled while the form may not be saved. */
export const FormActions = ({
  disabled,
  saving,
  onSave,
  onCancel,
}: {
  disabled: boolean;
  saving: SaveAction | null;
  onSave: (action: SaveAction) => void;
  onCancel: () => void;
}) => (
  <Group justify="flex-end" gap="sm">
    <Button
      variant="light"
      onClick={() => onSave('draft')}
      disabled={disabled || saving !== null}
      loading={saving === 'draft'}
    >
      Save As Draft
    </Button>
    <Button onClick={() => onSave('publish')} disabled={disabled || saving !== null} loading={saving === 'publish'}>
      Publish
    </Button>
    <Button variant="default" onClick={onCancel}>
      Cancel
    </Button>
  </Group>
);
