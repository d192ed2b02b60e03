import { Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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
