import { Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeadLinkNotice } from '../../../components/ui/dead-link-notice.tsx';
import { IconAnchor } from '../../../components/ui/icon-anchor.tsx';
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
        <IconAnchor href={`tel:${provider.phone}`} icon={IconPhone} fw={600}>
          {t('call', { phone: provider.phone })}
        </IconAnchor>
      )}
      {provider.email && (
        <IconAnchor href={`mailto:${provider.email}`} icon={IconMail} fw={600}>
          {t('mail', { email: provider.email })}
        </IconAnchor>
      )}
    </Stack>
  );
};

/** A link that opens no ride: wrong, another company's, or more than 24 hours after the ride. */
export const TrackEnded = ({ provider }: { provider: TrackProvider }) => {
  const { t } = useTranslation(TRACKING_NS);
  return (
    <DeadLinkNotice title={t('endedTitle')} body={t('endedBody')} homeLabel={t('home')}>
      <ProviderContact provider={provider} />
    </DeadLinkNotice>
  );
};
