import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { COMMON_NS } from '../../components/common-i18n.ts';
import { ComingSoonPage } from '../../components/ui/coming-soon-page.tsx';
import { siteNameOf, useClientSite } from '../../features/site-frame/api/get-client-site.ts';

type Portal = 'customer' | 'admin';

/** A not-yet-built screen: the shared coming-soon page with this screen's texts. */
export const ComingSoonRoute = ({
  screenId,
  portal,
  namespace,
}: {
  screenId: string;
  portal: Portal;
  /** The i18n namespace the portal registered its screens' texts in. */
  namespace: string;
}) => {
  const { t } = useTranslation([namespace, COMMON_NS]);
  const { data: site } = useClientSite();
  // Travellers read the provider's name; staff are using the RideDesk product itself.
  const productName = portal === 'admin' || !site ? 'RideDesk' : siteNameOf(site);
  return (
    <ComingSoonPage
      productName={productName}
      content={{
        title: t(`${screenId}.title`),
        summary: t(`${screenId}.summary`),
        capabilities: t(`${screenId}.capabilities`).split('\n').filter(Boolean),
      }}
      back={
        portal === 'admin'
          ? { to: '/admin/dashboard', label: t('common:comingSoonBackDashboard') }
          : { to: '/', label: t('common:comingSoonBackHome') }
      }
    />
  );
};

/** Route objects for pending screens: one route per path, all showing the screen's page. */
export const comingSoonRoutes = (
  screens: { id: string; paths: readonly string[] }[],
  portal: Portal,
  namespace: string,
): RouteObject[] =>
  screens.flatMap((screen) =>
    screen.paths.map((path) => ({
      path,
      element: <ComingSoonRoute screenId={screen.id} portal={portal} namespace={namespace} />,
    })),
  );
