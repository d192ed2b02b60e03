import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from './use-document-title.ts';

/**
 * What a traveller's link (manage a booking, track a ride) shows when it opens nothing: the
 * title (also the document's), why, what the screen adds (`children`: whom to contact), and the
 * way back to the start page.
 */
export const DeadLinkNotice = ({
  title,
  body,
  homeLabel,
  children,
}: {
  title: string;
  body: string;
  homeLabel: string;
  children?: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text>{body}</Text>
      {children}
      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
        {homeLabel}
      </Button>
    </Stack>
  );
};
