import { Container, type MantineSize, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../ui/use-document-title.ts';

/**
 * A page of the traveller's site (reviews, notifications): its heading, which is also the
 * browser tab's title, a line of explanation under it, and the page's content.
 */
export const TravellerPage = ({
  title,
  lead,
  size = 'md',
  children,
}: {
  title: string;
  lead?: ReactNode;
  size?: MantineSize;
  children: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {lead && <Text c="dimmed">{lead}</Text>}
      </Stack>
      {children}
    </Container>
  );
};
