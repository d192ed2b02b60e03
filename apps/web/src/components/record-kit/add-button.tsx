import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A list's Add button in its page header ('Add New' unless the screen names it otherwise). */
export const AddButton = ({
  label = 'Add New',
  onClick,
  disabled,
}: {
  label?: string;
  onClick: () => void;
  disabled?: boolean;
}) => (
  <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick} disabled={disabled}>
    {label}
  </Button>
);
