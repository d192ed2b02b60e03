import { SimpleGrid, Stack } from '@mantine/core';
import { isSpUser } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { SetupChecklist } from '../../../features/dashboard/components/setup-checklist.tsx';
import { WelcomeCard } from '../../../features/dashboard/components/welcome-card.tsx';
import { DASHBOARD_NS } from '../../../features/dashboard/i18n.ts';
import { siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSession } from '../../../lib/session.ts';

/** /admin/dashboard: the greeting and the setup checklist of the signed-in user's site. */
export const DashboardRoute = () => {
  const { t } = useTranslation(DASHBOARD_NS);
  const session = useSession();
  const { data: site } = useClientSite();
  useDocumentTitle(t('title'));
  if (!session) return null;
  const { user } = session;
  const siteName = user.serviceProvider?.name ?? (site ? siteNameOf(site) : '');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} />
      <WelcomeCard firstName={user.firstName} lastName={user.lastName} role={user.role} siteName={siteName} />
      <SimpleGrid cols={1}>
        <SetupChecklist hidden={isSpUser(user.role) ? ['/master-data/document-types'] : []} />
      </SimpleGrid>
    </Stack>
  );
};
