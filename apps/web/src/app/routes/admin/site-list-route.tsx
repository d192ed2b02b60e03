import { Skeleton, Text } from '@mantine/core';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RecordDialog } from '../../../components/forms/record-dialog.tsx';
import { AddButton } from '../../../components/record-kit/add-button.tsx';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { SiteDetailsForm } from '../../../features/sites/components/site-details-form.tsx';
import { SiteList } from '../../../features/sites/components/site-list.tsx';
import { SITES_NS } from '../../../features/sites/i18n.ts';
import { useLanguages } from '../../../lib/languages.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * /admin/site/new, "Manage Site": the site list, and for the platform administrator the Add Site
 * dialog (addressed by ?add=1 so it can be linked and survives a reload).
 */
export const SiteListRoute = () => {
  const { t } = useTranslation(SITES_NS);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const languages = useLanguages();
  const isPlatformAdmin = session?.user.role === ROLES.superAdmin;
  const adding = isPlatformAdmin && params.get('add') === '1';
  useDocumentTitle('Manage Site');

  const setAdding = (open: boolean) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (open) copy.set('add', '1');
        else copy.delete('add');
        return copy;
      },
      { replace: !open },
    );

  return (
    <>
      <PageHeader
        title={t('listTitle')}
        description={isPlatformAdmin ? t('listLead') : t('listLeadProvider')}
        actions={isPlatformAdmin && <AddButton label={t('addSite')} onClick={() => setAdding(true)} />}
      />
      <SiteList />
      <RecordDialog
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('newSiteTitle')}
        size="xl"
        closeLabel={t('cancel')}
      >
        <Text c="dimmed" size="sm" mb="md">
          {t('newSiteLead')}
        </Text>
        {languages.isPending ? (
          <Skeleton h={240} />
        ) : languages.isError ? (
          <ErrorDisplay error={languages.error} />
        ) : (
          <SiteDetailsForm
            languages={languages.data}
            canChooseType={isPlatformAdmin}
            onSaved={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        )}
      </RecordDialog>
    </>
  );
};
