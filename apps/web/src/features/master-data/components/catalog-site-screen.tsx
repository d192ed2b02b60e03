import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { actsOnProviderSite } from '../../../lib/site-scope.ts';
import { useEnableDisableCatalogMapping } from '../api/enable-disable-catalog-mapping.ts';
import { useCatalogMappings } from '../api/list-catalog-mappings.ts';
import { useSaveCatalogMapping } from '../api/save-catalog-mapping.ts';
import { CATALOG_SCREENS, editTitle } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import { type CatalogMapping, isSharedMapping, lastUpdate } from '../model.ts';
import { useMasterDataRole } from '../permissions.ts';
import { AddExistingDialog } from './add-existing-dialog.tsx';
import { auditColumns } from './audit-columns.tsx';
import { catalogColumns } from './catalog-columns.tsx';
import { CatalogForm } from './catalog-form.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useCloseUnknownSelection, useListParams } from './list-params.ts';
import { RecordList } from './record-list.tsx';
import { announceSaved, SiteListHeader } from './site-list-parts.tsx';
import { StatusBadges } from './status-badges.tsx';
import { useRecordToggle } from './use-record-toggle.tsx';
import { VehicleImage } from './vehicle-image.tsx';

/**
 * A site's list of one catalogue kind (spec 02 "Common list pattern"): Published/Unpublished,
 * Add New and Add Existing, 10 rows a page with Edit (locked when shared) and Disable/Enable
 * after the confirmation, and the kind's help. One screen for all seven kinds.
 */
export const CatalogSiteScreen = ({ kind }: { kind: CatalogKind }) => {
  const screen = CATALOG_SCREENS[kind];
  const { t, i18n } = useTranslation(MASTER_DATA_NS);
  const { canManage, isSpUser } = useMasterDataRole();
  const params = useListParams();
  const list = useCatalogMappings(kind, params.isPublished);
  const saveMapping = useSaveCatalogMapping();
  const toggleMapping = useEnableDisableCatalogMapping();
  const toggle = useRecordToggle<CatalogMapping>(
    { ...toggleMapping, mutateAsync: (mapping) => toggleMapping.mutateAsync({ kind, mapping }) },
    (m) => m.master.name,
  );
  useDocumentTitle(screen.title);

  const { selection, select } = params;
  const editing = selection.type === 'edit' ? list.data?.find((m) => m.id === selection.id) : undefined;
  const canAdd = canManage && actsOnProviderSite();
  const noun = t(`noun_${kind}`);

  useCloseUnknownSelection(params, { loaded: list.isSuccess, found: !!editing, canAdd, offersExisting: true });

  if (screen.hiddenForSpUser && isSpUser)
    return (
      <>
        <PageHeader title={screen.title} />
        <Text c="dimmed">{t('notForRole')}</Text>
      </>
    );

  const save = async (action: SaveAction, values: Record<string, unknown>) => {
    const saved = await saveMapping.mutateAsync({ kind, mapping: editing, form: values, action });
    announceSaved(t, action, saved.setupStatus, noun);
    select({ type: 'none' });
  };

  const locale = i18n.language;
  const columns = [
    ...catalogColumns<CatalogMapping>(screen, (m) => m.master),
    ...auditColumns<CatalogMapping>(locale, (m) => ({ by: m.createdBy, on: m.createdOn }), lastUpdate),
  ];
  const sharedReason = (mapping: CatalogMapping) =>
    !canManage ? t('readOnlyRole') : isSharedMapping(mapping) ? t('sharedLock') : null;

  return (
    <>
      <SiteListHeader
        title={screen.title}
        lead={t(`lead_${kind}`)}
        canAdd={canAdd}
        onAdd={() => select({ type: 'new' })}
        topic={kind}
        more={
          <Button variant="light" onClick={() => select({ type: 'existing' })}>
            Add Existing
          </Button>
        }
      />
      <RecordList<CatalogMapping>
        params={params}
        state={list}
        rows={list.data}
        columns={columns}
        rowKey={(m) => m.id}
        rowName={(m) => m.master.name}
        rowSummary={(m) => (m.master.code ? `${m.master.code} · ${m.master.city}` : m.master.description)}
        rowVisual={
          kind === 'vehicleType'
            ? (m) => <VehicleImage imageFileName={m.master.imageFileName} width={56} decorative />
            : undefined
        }
        rowBadges={(m) => <StatusBadges isEnabled={m.isEnabled} />}
        onEdit={(m) => select({ type: 'edit', id: m.id })}
        editLock={sharedReason}
        setEnabled={{
          isEnabled: (m) => m.isEnabled,
          onToggle: toggle.ask,
          lock: () => (canManage ? null : t('readOnlyRole')),
        }}
        empty={{
          title: t(params.isPublished ? 'emptyPublished' : 'emptyUnpublished', { noun }),
          hint: params.isPublished ? (canAdd ? t('emptyPublishedHint') : undefined) : t('emptyUnpublishedHint'),
        }}
      />

      <FormDialog
        opened={selection.type === 'new' || Boolean(editing)}
        title={editing ? editTitle(editing.master.name) : screen.addTitle}
        onClose={() => select({ type: 'none' })}
      >
        <CatalogForm
          key={editing ? `edit-${editing.id}` : 'new'}
          screen={screen}
          master={editing?.master}
          lockedReason={
            editing
              ? canManage
                ? isSharedMapping(editing)
                  ? t('sharedFormNote')
                  : null
                : t('readOnlyFormNote')
              : null
          }
          onSave={save}
          onCancel={() => select({ type: 'none' })}
        />
      </FormDialog>

      <AddExistingDialog
        screen={screen}
        opened={selection.type === 'existing'}
        onClose={() => select({ type: 'none' })}
        onAdded={({ count, setupStatus }) => {
          notifications.show({ color: 'green', message: t('addedExisting', { count }) });
          if (setupStatus === 'completed')
            notifications.show({
              color: 'green',
              icon: <IconListCheck size={18} />,
              message: t('setupCompleted', { noun }),
            });
          select({ type: 'none' });
        }}
      />

      {toggle.dialog}
    </>
  );
};
