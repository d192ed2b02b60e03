import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n.ts';

/** The dashboard's greeting: who is signed in, to which site, in which role. */
export const WelcomeCard = ({
  firstName,
  lastName,
  role,
  siteName,
  siteUrl,
}: {
  firstName: string;
  lastName: string;
  role: string;
  siteName: string;
  /** The company's own booking site (its host); the platform administrator has none. */
  siteUrl: string | null;
}) => {
  const { t } = useTranslation(DASHBOARD_NS);
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar color="site" radius="xl" size="lg" aria-hidden>
            {initials}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3">
              {t('welcome', { name: firstName })}
            </Title>
            <Text c="dimmed">
              {t('signedInTo', { site: siteName, role: t(`role_${role}`, { defaultValue: role }) })}
            </Text>
          </Stack>
        </Group>
        {siteUrl && (
          <Button
            component="a"
            href={siteUrl}
            target="_blank"
            rel="noopener"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('openSite')}
          </Button>
        )}
      </Group>
    </Paper>
  );
};
