import { Alert, Stack, Text } from '@mantine/core';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { IconSteeringWheel } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberEditDialog } from '../../../components/forms/member-dialog-form.tsx';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { AddButton } from '../../../components/record-kit/add-button.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { SearchFilter } from '../../../components/ui/list-kit/list-filters.tsx';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { useChauffeurs } from '../api/list-chauffeurs.ts';
import { useLicenceTypes, useVehicleTypes } from '../api/list-choices.ts';
import { type Chauffeur, chauffeurName } from '../chauffeur.ts';
import { CHAUFFEURS_NS } from '../i18n.ts';
import { ChauffeurForm } from './chauffeur-form.tsx';
import { ChauffeurSummary, chauffeurColumns } from './chauffeur-rows.tsx';

/** /admin/chauffeurs: the administrator invites and edits chauffeurs; a standard user sees them. */
export const ChauffeursScreen = () => {
  const { t, i18n } = useTranslation(CHAUFFEURS_NS);
  useDocumentTitle(t('title'));
  const session = useSession();
  const canEdit = session?.user.role === ROLES.spAdmin;
  const siteId = session?.user.role === ROLES.superAdmin ? (requestedSiteId() ?? null) : null;
  const list = useAddressList();
  const { query } = list;
  const chauffeurs = useChauffeurs({ siteId, search: query, page: list.debouncedPage });
  const [editing, setEditing] = useState<Chauffeur | 'new' | null>(null);

  const licenceTypes = useLicenceTypes();
  const vehicleTypes = useVehicleTypes();
  const names = useMemo(
    () => ({
      licenceTypes: new Map((licenceTypes.data ?? []).map((c) => [c.id, c.name])),
      vehicleTypes: new Map((vehicleTypes.data ?? []).map((c) => [c.id, c.name])),
    }),
    [licenceTypes.data, vehicleTypes.data],
  );
  const onEdit = canEdit ? (c: Chauffeur) => setEditing(c) : null;
  const locale = i18n.language;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={canEdit ? <AddButton label={t('invite')} onClick={() => setEditing('new')} /> : undefined}
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('help')}
        </Text>
        {!canEdit && (
          <Alert color="blue" radius="md">
            {t('viewOnly')}
          </Alert>
        )}
        <DataTable
          filters={<SearchFilter list={list} label={t('searchLabel')} placeholder={t('searchPlaceholder')} />}
          {...pageRows(chauffeurs)}
          rowKey={(c) => c.id}
          columns={chauffeurColumns(t, locale, names, onEdit)}
          minWidth={900}
          label={t('title')}
          expandLabel={(c) => t('expandRow', { name: chauffeurName(c) })}
          summary={(c) => <ChauffeurSummary c={c} t={t} />}
          {...list.paging}
          paginationLabel={t('pagination')}
          loadFailed={t('loadFailed')}
          loadingRows={4}
          dimmed={(c) => !c.active}
          empty={{
            icon: IconSteeringWheel,
            title: query ? t('noMatch', { search: query }) : t('noChauffeurs'),
            hint: query ? t('noMatchHint') : canEdit ? t('noChauffeursHint') : t('noChauffeursHintViewer'),
          }}
        />
      </Stack>

      <MemberEditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(chauffeur) => (chauffeur ? t('editTitle', { name: chauffeurName(chauffeur) }) : t('inviteTitle'))}
        size="xl"
        closeLabel={t('close')}
        siteId={siteId}
        form={ChauffeurForm}
      />
    </>
  );
};
