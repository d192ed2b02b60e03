import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A field's label with an info icon whose tooltip opens on hover, focus and touch (spec 02's "i"
 * beside a limited field). The icon is focusable and names the hint for screen readers
 * (`infoName`, the hint itself unless told).
 */
export const LabelWithInfo = ({ label, info, infoName }: { label: ReactNode; info: string; infoName?: string }) => (
  <Group gap={4} component="span" wrap="nowrap" style={{ display: 'inline-flex' }}>
    {label}
    <Tooltip label={info} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon
        component="span"
        role="img"
        variant="transparent"
        size="xs"
        c="dimmed"
        aria-label={infoName ?? info}
        tabIndex={0}
      >
        <IconInfoCircle size={14} />
      </ActionIcon>
    </Tooltip>
  </Group>
);
