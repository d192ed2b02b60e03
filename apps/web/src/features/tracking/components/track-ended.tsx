import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { TRACKING_NS } from '../i18n.ts';

/** The company that runs the ride, as the site frame knows it (the route passes it in). */
export type TrackProvider = { name: string; phone: string | null; email: string | null } | null;

/** How to reach the company: its name, a call link and a mail link, whichever it has. */
export const ProviderContact = ({ provider }: { provider: TrackProvider }) => {
  const { t } = useTranslation(TRACKING_NS);
  if (!provider) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {t('contactTitle')}
      </Title>
      <Text size="sm">{t('contactLead', { company: provider.name })}</Text>
      {provider.phone && (
        <Anchor href={`tel:${provider.phone}`} size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconPhone size={14} aria-hidden />
            {t('call', { phone: provider.phone })}
          </Group>
        </Anchor>
      )}
      {provider.email && (
        <Anchor href={`mailto:${provider.email}`} size="sm" fw={600}>
          <Group gap={4} component="span">
            <IconMail size={14} aria-hidden />
            {t('mail', { email: provider.email })}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
};

/** A link that opens no ride: wrong, another company's, or more than 24 hours after the ride. */
export const TrackEnded = ({ provider }: { provider: TrackProvider }) => {
  const { t } = useTranslation(TRACKING_NS);
  useDocumentTitle(t('endedTitle'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('endedTitle')}
      </Title>
      <Text>{t('endedBody')}</Text>
      <ProviderContact provider={provider} />
      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
        {t('home')}
      </Button>
    </Stack>
  );
};
