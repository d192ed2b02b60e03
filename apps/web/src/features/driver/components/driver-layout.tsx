import { Badge, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../../lib/sign-out.ts';
import { DRIVER_NS } from '../i18n.ts';
import { useStatusQueueRunner } from '../offline/use-status-queue.ts';
import { forgetDriverAnswers, installDriverApp } from '../pwa/install-driver-app.ts';
import { useOnline } from '../use-online.ts';

/**
 * The chauffeur app's frame: the site's name, an Offline badge when the phone has no network, and
 * Sign out; nothing of the back office. It keeps the queue of status changes going and makes the
 * app installable (manifest and service worker) for as long as it is open.
 */
export const DriverLayout = ({ siteName, children }: { siteName: string; children: ReactNode }) => {
  const { t } = useTranslation(DRIVER_NS);
  const online = useOnline();
  useStatusQueueRunner();
  useEffect(() => installDriverApp(), []);

  const leave = async () => {
    await forgetDriverAnswers();
    await signOut();
  };

  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="var(--mantine-primary-color-filled)" c="white" py="xs">
        <Container size={640} px="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} truncate style={{ flex: 1, minWidth: 0 }}>
              {t('appTitle', { site: siteName })}
            </Text>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {!online && (
                <Badge color="dark" leftSection={<IconWifiOff size={14} aria-hidden />} role="status">
                  {t('offline')}
                </Badge>
              )}
              <Button variant="white" size="compact-sm" onClick={() => void leave()}>
                {t('signOut')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size={640} px="sm" py="md">
        {children}
      </Container>
    </Box>
  );
};
