import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title row of a back-office screen: heading, a line of explanation, actions on the right. */
export const PageHeader = ({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-end" mb="lg" gap="md">
    <Stack gap={4} style={{ flex: '1 1 280px' }}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
    {actions && <Group gap="sm">{actions}</Group>}
  </Group>
);
