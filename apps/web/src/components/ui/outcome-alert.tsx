import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const KINDS = {
  done: { color: 'green', Icon: IconCircleCheck, role: 'status' },
  sent: { color: 'green', Icon: IconMailForward, role: 'status' },
  failed: { color: 'red', Icon: IconAlertTriangle, role: 'alert' },
} as const;

/**
 * How an action went, said once: done or sent (green, a polite status) or failed (red, an alert
 * read out at once), with its icon and an optional title.
 */
export const OutcomeAlert = ({
  kind,
  title,
  children,
}: {
  kind: keyof typeof KINDS;
  title?: string;
  children: ReactNode;
}) => {
  const { color, Icon, role } = KINDS[kind];
  return (
    <Alert color={color} variant="light" icon={<Icon size={20} aria-hidden />} title={title} role={role}>
      {children}
    </Alert>
  );
};

/** Work under way: a spinner and what is being done, announced as a status. */
export const WorkingStatus = ({ py, children }: { py: 'md' | 'lg' | 'xl'; children: ReactNode }) => (
  <Stack align="center" gap="sm" py={py} role="status">
    <Loader />
    <Text>{children}</Text>
  </Stack>
);
