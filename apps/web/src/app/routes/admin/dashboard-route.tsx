import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { isProviderSiteId, isSpUser, ROLES } from '@ridedesk/domain/shared/constants';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { SetupChecklist } from '../../../features/dashboard/components/setup-checklist.tsx';
import { WelcomeCard } from '../../../features/dashboard/components/welcome-card.tsx';
import { DASHBOARD_NS } from '../../../features/dashboard/i18n.ts';
import { FirstRunResumeCard } from '../../../features/first-run/components/resume-card.tsx';
import { siteNameOf, useClientSite } from '../../../features/site-frame/api/get-client-site.ts';
import { useSite } from '../../../features/sites/api/get-site.ts';
import { useSession } from '../../../lib/session.ts';

/** The charts carry the chart library: they load after the page, in their own chunk. */
const DashboardCharts = lazy(async () => ({
  default: (await import('../../../features/dashboard/components/dashboard-charts.tsx')).DashboardCharts,
}));

/** /admin/dashboard: the greeting, the charts (spec 03 "Charts") and the setup checklist of the signed-in user's site. */
export const DashboardRoute = () => {
  const { t } = useTranslation(DASHBOARD_NS);
  const session = useSession();
  const { data: site } = useClientSite();
  const staffSiteId = session && isProviderSiteId(session.user.siteId) ? session.user.siteId : 0;
  const ownSite = useSite(staffSiteId);
  useDocumentTitle(t('title'));
  if (!session) return null;
  const { user } = session;
  // "Open the booking site" opens the company's own host (on this page's scheme and port), not this one.
  const siteUrl = ownSite.data?.host
    ? `${window.location.protocol}//${ownSite.data.host}${window.location.port ? `:${window.location.port}` : ''}/`
    : null;
  const siteName = user.serviceProvider?.name ?? (site ? siteNameOf(site) : '');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} />
      <WelcomeCard
        firstName={user.firstName}
        lastName={user.lastName}
        role={user.role}
        siteName={siteName}
        siteUrl={siteUrl}
      />
      {/* Until the first-run guide is done: where the administrator left off (issue 17). */}
      {user.role === ROLES.spAdmin && <FirstRunResumeCard />}
      <Suspense fallback={<Skeleton h={320} />}>
        <DashboardCharts />
      </Suspense>
      {/* A provider site's setup: the platform administrator sees it on that site's own host only. */}
      {(user.role !== ROLES.superAdmin || isProviderSiteId(site?.site_id ?? 0)) && (
        <SimpleGrid cols={1}>
          <SetupChecklist
            hidden={isSpUser(user.role) ? ['/master-data/document-types', '/master-data/paymenttypes'] : []}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
};
