import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * A section's heading inside a card or panel: its h2 and, under it, a dimmed line saying what
 * the section is for. With `focusRef` the heading can take the focus (a step that has just
 * opened moves keyboard and screen-reader users to it) without showing a focus ring.
 */
export const SectionHeading = ({
  title,
  lead,
  focusRef,
}: {
  title: ReactNode;
  lead: ReactNode;
  focusRef?: Ref<HTMLHeadingElement>;
}) => (
  <Stack gap={4}>
    <Title order={2} size="h3" {...(focusRef ? { ref: focusRef, tabIndex: -1, style: { outline: 'none' } } : {})}>
      {title}
    </Title>
    <Text c="dimmed" size="sm">
      {lead}
    </Text>
  </Stack>
);
