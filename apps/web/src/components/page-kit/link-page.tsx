import { Container, type MantineSize, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The page a traveller's link opens (manage a booking, track a ride): one card in the middle of
 * the page, `size` wide at most, and beside it what opens over it (`dialogs`).
 */
export const LinkPage = ({
  size,
  children,
  dialogs,
}: {
  size: MantineSize;
  children: ReactNode;
  dialogs?: ReactNode;
}) => (
  <Container size={size} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      {children}
    </Paper>
    {dialogs}
  </Container>
);
