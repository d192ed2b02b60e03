import { Alert } from '@mantine/core';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { FirstRunGuide } from '../../../features/first-run/components/first-run-guide.tsx';
import { FIRST_RUN_NS } from '../../../features/first-run/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import type { AdminArea } from '../portal-routes.ts';

/** The guide is the company administrator's; anyone else who opens it is told so. */
const FirstRunRoute = () => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const session = useSession();
  if (session?.user.role !== ROLES.spAdmin)
    return (
      <Alert color="gray" maw={680}>
        {t('onlyAdministrator')}
      </Alert>
    );
  return <FirstRunGuide />;
};

/** The first-run guide (issue 17): /admin/getting-started, after the plan choice and from the dashboard. */
export const firstRunRoutes: AdminArea = {
  menu: [{ path: 'getting-started', element: <FirstRunRoute /> }],
};
