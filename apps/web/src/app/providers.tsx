// Mantine's global styles only: each component's own styles come with its code
// (build/mantine-component-css.ts), the notification container's with that container.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
import { Button, Center, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { COMMON_NS } from '../components/common-i18n.ts';
import { ErrorDisplay } from '../components/ui/error-display.tsx';
import { siteTitleOf, useClientSite } from '../features/site-frame/api/get-client-site.ts';
import { siteLook } from '../features/site-frame/site-theme.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { NotificationsOutlet } from './notifications-outlet.tsx';

/** Waits for the site of this host, then themes everything below with its colours and title. */
const SiteTheme = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation(COMMON_NS);
  const site = useClientSite();
  const look = useMemo(() => (site.data ? siteLook(site.data.site_color, site.data.site_id) : null), [site.data]);

  useEffect(() => {
    if (site.data) document.title = siteTitleOf(site.data);
  }, [site.data]);

  if (!look) {
    return (
      <MantineProvider>
        <Center mih="100dvh" p="md">
          {site.isError ? (
            <Stack align="center" gap="sm" role="alert">
              <Text fw={600}>{t('siteLoadFailed')}</Text>
              <ErrorDisplay error={site.error} />
              <Button onClick={() => site.refetch()}>{t('retry')}</Button>
            </Stack>
          ) : (
            <Loader aria-label={t('loading')} />
          )}
        </Center>
      </MantineProvider>
    );
  }

  return (
    <MantineProvider theme={look.theme} cssVariablesResolver={look.cssVariablesResolver} defaultColorScheme="light">
      <NotificationsOutlet />
      {children}
    </MantineProvider>
  );
};

export const AppProviders = ({ children, client }: { children: ReactNode; client?: QueryClient }) => {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SiteTheme>{children}</SiteTheme>
      </I18nextProvider>
    </QueryClientProvider>
  );
};
