import { Anchor, type AnchorProps, Group } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A small link led by its icon (call, write): the icon is decoration, the words say where it goes. */
export const IconAnchor = ({
  href,
  icon: LeadIcon,
  fw,
  label,
  children,
}: {
  href: string;
  icon: Icon;
  fw?: AnchorProps['fw'];
  /** The link's accessible name when its words alone do not say enough. */
  label?: string;
  children: ReactNode;
}) => (
  <Anchor href={href} size="sm" fw={fw} aria-label={label}>
    <Group gap={4} component="span">
      <LeadIcon size={14} aria-hidden />
      {children}
    </Group>
  </Anchor>
);
