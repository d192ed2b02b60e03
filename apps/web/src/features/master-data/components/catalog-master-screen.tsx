import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/record-kit/add-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useCatalogMasters } from '../api/list-catalog-masters.ts';
import { useSaveCatalogMaster } from '../api/save-catalog-master.ts';
import { CATALOG_SCREENS, editTitle } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { CatalogMaster } from '../model.ts';
import { useMasterDataRole } from '../permissions.ts';
import { auditColumns } from './audit-columns.tsx';
import { catalogColumns } from './catalog-columns.tsx';
import { CatalogForm } from './catalog-form.tsx';
import { FormDialog } from './form-dialog.tsx';
import { HelpPanel } from './help-panel.tsx';
import { useCloseUnknownSelection, useListParams } from './list-params.ts';
import { RecordList } from './record-list.tsx';
import { StatusBadges } from './status-badges.tsx';
import { VehicleImage } from './vehicle-image.tsx';

/**
 * The platform administrator's master list of one kind (spec 02: master-level lists have only
 * Add): Published/Unpublished, Add, 10 rows a page with Edit, and the popup form. Masters added
 * here are available to other sites.
 */
export const CatalogMasterScreen = ({ kind }: { kind: CatalogKind }) => {
  const screen = CATALOG_SCREENS[kind];
  const { t, i18n } = useTranslation(MASTER_DATA_NS);
  const { isPlatformAdmin } = useMasterDataRole();
  const params = useListParams();
  const masters = useCatalogMasters(kind, params.isPublished);
  const saveMaster = useSaveCatalogMaster();
  const title = t('masterTitle', { plural: screen.plural });
  useDocumentTitle(title);

  const { selection, select } = params;
  const editing = selection.type === 'edit' ? masters.data?.find((m) => m.id === selection.id) : undefined;

  useCloseUnknownSelection(params, {
    loaded: masters.isSuccess,
    found: !!editing,
    canAdd: true,
    offersExisting: false,
  });

  if (!isPlatformAdmin)
    return (
      <>
        <PageHeader title={title} />
        <Text c="dimmed">{t('notForRole')}</Text>
      </>
    );

  const save = async (action: SaveAction, values: Record<string, unknown>) => {
    await saveMaster.mutateAsync({ kind, master: editing, form: values, action });
    notifications.show({ color: 'green', message: t(action === 'publish' ? 'savedPublished' : 'savedDraft') });
    select({ type: 'none' });
  };

  const locale = i18n.language;
  const columns = [
    ...catalogColumns<CatalogMaster>(screen, (m) => m),
    ...auditColumns<CatalogMaster>(
      locale,
      (m) => ({ by: m.createdBy, on: m.createdOn }),
      (m) => ({ by: m.updatedBy, on: m.updatedOn }),
    ),
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={t('masterLead')}
        actions={<AddButton label="Add" onClick={() => select({ type: 'new' })} />}
      />
      <HelpPanel topic="master" />
      <RecordList<CatalogMaster>
        params={params}
        state={masters}
        rows={masters.data}
        columns={columns}
        rowKey={(m) => m.id}
        rowName={(m) => m.name}
        rowSummary={(m) => (m.code ? `${m.code} · ${m.city}` : m.description)}
        rowVisual={
          kind === 'vehicleType'
            ? (m) => <VehicleImage imageFileName={m.imageFileName} width={56} decorative />
            : undefined
        }
        rowBadges={(m) => <StatusBadges isEnabled={m.isEnabled} oneSite={!m.isAvailableForOtherSites} />}
        onEdit={(m) => select({ type: 'edit', id: m.id })}
        empty={{
          title: t(params.isPublished ? 'emptyPublished' : 'emptyUnpublished', { noun: t(`noun_${kind}`) }),
          hint: params.isPublished ? t('emptyMasterHint') : t('emptyUnpublishedHint'),
        }}
      />
      <FormDialog
        opened={selection.type === 'new' || Boolean(editing)}
        title={editing ? editTitle(editing.name) : screen.addTitle}
        onClose={() => select({ type: 'none' })}
      >
        <CatalogForm
          key={editing ? `edit-${editing.id}` : 'new'}
          screen={screen}
          master={editing}
          onSave={save}
          onCancel={() => select({ type: 'none' })}
        />
      </FormDialog>
    </>
  );
};
