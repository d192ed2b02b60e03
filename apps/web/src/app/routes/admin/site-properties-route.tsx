import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSite } from '../../../features/sites/api/get-site.ts';
import { SiteDetailsForm } from '../../../features/sites/components/site-details-form.tsx';
import { SiteSettingsPanel } from '../../../features/sites/components/site-settings-panel.tsx';
import { SITES_NS } from '../../../features/sites/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useLanguages } from '../../../lib/languages.ts';
import { useSession, writeServiceProviderSiteId } from '../../../lib/session.ts';

/** /admin/sites/manage/:siteId/properties: a chosen site's details form and its settings. */
export const SitePropertiesRoute = () => {
  const { t } = useTranslation(SITES_NS);
  const session = useSession();
  const siteId = Number(useParams().siteId);
  const site = useSite(siteId);
  const languages = useLanguages();
  useDocumentTitle(site.data ? `${site.data.name} · ${t('propertiesTitle')}` : t('propertiesTitle'));

  // Spec 01 section 4: the site chosen for management is remembered as the service provider site id.
  useEffect(() => {
    if (Number.isInteger(siteId) && siteId > 0) writeServiceProviderSiteId(siteId);
  }, [siteId]);

  const back = (
    <Anchor component={Link} to="/admin/site/new" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('backToList')}
      </Group>
    </Anchor>
  );

  if (site.isError || !Number.isInteger(siteId)) {
    const notFound = isApiError(site.error) && site.error.status === 404;
    return (
      <Stack gap="md" maw={1000}>
        {back}
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="xs">
            <Title order={1} size="h3">
              {t('propertiesTitle')}
            </Title>
            {notFound || !Number.isInteger(siteId) ? (
              <Text>{t('siteNotFound')}</Text>
            ) : (
              <ErrorDisplay error={site.error} />
            )}
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1000}>
      {back}
      <PageHeader
        title={site.data ? site.data.name : t('propertiesTitle')}
        description={site.data ? t('propertiesLead', { name: site.data.name }) : undefined}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h3" mb="md">
          {t('propertiesTitle')}
        </Title>
        {site.isPending || languages.isPending ? (
          <Skeleton h={320} />
        ) : languages.isError ? (
          <ErrorDisplay error={languages.error} />
        ) : (
          <SiteDetailsForm
            key={site.data.id}
            site={site.data}
            languages={languages.data}
            canChooseType={session?.user.role === ROLES.superAdmin}
          />
        )}
      </Paper>
      <SiteSettingsPanel siteId={siteId} languages={languages.data ?? []} />
    </Stack>
  );
};
