import { Modal, type ModalProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A booking's dialog: rounded, its title in bold, its close button named in the screen's
 * language. Any other Modal setting (centered, fullScreen, size) passes through.
 */
export const TitledModal = ({
  title,
  closeLabel,
  children,
  ...modal
}: Omit<ModalProps, 'title'> & { title: ReactNode; closeLabel: string }) => (
  <Modal
    radius="md"
    {...modal}
    title={
      title && (
        <Text span fw={700}>
          {title}
        </Text>
      )
    }
    closeButtonProps={{ 'aria-label': closeLabel }}
  >
    {children}
  </Modal>
);
