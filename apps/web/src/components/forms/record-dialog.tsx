import { Modal, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useNarrowScreen } from '../ui/list-kit/use-narrow-screen.ts';

/**
 * The popup of a screen's Add or Edit: its title in bold, full screen on a phone (under the spec's
 * 768 px), and a close button named in the screen's language.
 */
export const RecordDialog = ({
  opened,
  title,
  onClose,
  closeLabel,
  size = 'lg',
  children,
}: {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  closeLabel: string;
  size?: string;
  children: ReactNode;
}) => {
  const isMobile = useNarrowScreen();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text span fw={700} size="lg">
          {title}
        </Text>
      }
      size={size}
      fullScreen={isMobile}
      radius="lg"
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Modal>
  );
};

/**
 * A list's Add or Edit dialog around the record's form: `editing` is 'new', the record, or null
 * (closed). The form is drawn for the record (undefined when adding) and starts afresh for each.
 */
export const RecordEditDialog = <R extends { id: number }>({
  editing,
  onClose,
  title,
  closeLabel,
  size,
  children,
}: {
  editing: R | 'new' | null;
  onClose: () => void;
  title: (record: R | undefined) => ReactNode;
  closeLabel: string;
  size?: string;
  children: (record: R | undefined) => ReactNode;
}) => {
  const record = editing === 'new' || editing === null ? undefined : editing;
  return (
    <RecordDialog opened={editing !== null} onClose={onClose} title={title(record)} closeLabel={closeLabel} size={size}>
      {editing !== null && <Fragment key={record?.id ?? 'new'}>{children(record)}</Fragment>}
    </RecordDialog>
  );
};
