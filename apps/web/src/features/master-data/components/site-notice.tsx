import { Alert } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { actsOnProviderSite, requestedSiteId } from '../../../lib/site-scope.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import { useMasterDataRole } from '../permissions.ts';

/**
 * Tells the platform administrator which site a site-level screen acts on, or that it acts on
 * no provider site; tells a standard user that the screen is read-only.
 */
export const SiteNotice = () => {
  const { t } = useTranslation(MASTER_DATA_NS);
  const { isPlatformAdmin, canManage } = useMasterDataRole();
  if (isPlatformAdmin) {
    if (!actsOnProviderSite())
      return (
        <Alert color="yellow" icon={<IconBuildingStore size={18} aria-hidden />} mb="md">
          {t('chooseProviderSite')}
        </Alert>
      );
    const chosen = requestedSiteId();
    return chosen ? (
      <Alert color="blue" icon={<IconBuildingStore size={18} aria-hidden />} mb="md" p="sm">
        {t('actingOnSite', { siteId: chosen })}
      </Alert>
    ) : null;
  }
  if (!canManage)
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />} mb="md" p="sm">
        {t('readOnlyRole')}
      </Alert>
    );
  return null;
};
