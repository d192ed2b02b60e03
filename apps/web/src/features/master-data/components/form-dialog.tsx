import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NS } from '../i18n.ts';

/** The popup of a list's Add New, Add Existing or Edit: full screen on a phone. */
export const FormDialog = ({
  opened,
  title,
  onClose,
  size = 'lg',
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  size?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} size="lg" component="span">
          {title}
        </Text>
      }
      size={size}
      fullScreen={!!isMobile}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {children}
    </Modal>
  );
};
