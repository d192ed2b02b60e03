import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useEnableDisableCatalogMapping } from '../api/enable-disable-catalog-mapping.ts';
import { useCatalogMappings } from '../api/list-catalog-mappings.ts';
import { useSaveCatalogMapping } from '../api/save-catalog-mapping.ts';
import { CATALOG_SCREENS } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import { type CatalogMapping, isSharedMapping, lastUpdate } from '../model.ts';
import { AddExistingDialog } from './add-existing-dialog.tsx';
import { auditColumns } from './audit-columns.tsx';
import { catalogColumns } from './catalog-columns.tsx';
import { CatalogForm } from './catalog-form.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useListParams } from './list-params.ts';
import { RecordList } from './record-list.tsx';
import { SiteListHeader } from './site-list-parts.tsx';
import { useSiteRecords } from './use-site-records.tsx';
import { VehicleImage } from './vehicle-image.tsx';

/**
 * A site's list of one catalogue kind (spec 02 "Common list pattern"): Published/Unpublished,
 * Add New and Add Existing, 10 rows a page with Edit (locked when shared) and Disable/Enable
 * after the confirmation, and the kind's help. One screen for all seven kinds.
 */
export const CatalogSiteScreen = ({ kind }: { kind: CatalogKind }) => {
  const screen = CATALOG_SCREENS[kind];
  const { t, i18n } = useTranslation(MASTER_DATA_NS);
  const params = useListParams();
  const list = useCatalogMappings(kind, params.isPublished);
  const saveMapping = useSaveCatalogMapping();
  const toggleMapping = useEnableDisableCatalogMapping();
  const noun = t(`noun_${kind}`);
  const records = useSiteRecords<CatalogMapping>(params, list, {
    title: screen.title,
    kind,
    toggle: { ...toggleMapping, mutateAsync: (mapping) => toggleMapping.mutateAsync({ kind, mapping }) },
    nameOf: (m) => m.master.name,
    offersExisting: true,
  });
  const { canManage, canAdd, editing, close } = records;

  if (screen.hiddenForSpUser && records.isSpUser)
    return (
      <>
        <PageHeader title={screen.title} />
        <Text c="dimmed">{t('notForRole')}</Text>
      </>
    );

  const save = async (action: SaveAction, values: Record<string, unknown>) => {
    const saved = await saveMapping.mutateAsync({ kind, mapping: editing, form: values, action });
    records.saved(action, saved.setupStatus);
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
        onAdd={records.addNew}
        topic={kind}
        more={
          <Button variant="light" onClick={() => params.select({ type: 'existing' })}>
            Add Existing
          </Button>
        }
      />
      <RecordList<CatalogMapping>
        {...records.listProps}
        columns={columns}
        rowSummary={(m) => (m.master.code ? `${m.master.code} · ${m.master.city}` : m.master.description)}
        rowVisual={
          kind === 'vehicleType'
            ? (m) => <VehicleImage imageFileName={m.master.imageFileName} width={56} decorative />
            : undefined
        }
        editLock={sharedReason}
        empty={{
          title: t(params.isPublished ? 'emptyPublished' : 'emptyUnpublished', { noun }),
          hint: params.isPublished ? (canAdd ? t('emptyPublishedHint') : undefined) : t('emptyUnpublishedHint'),
        }}
      />

      <FormDialog {...records.dialog} title={records.dialogTitle(screen.addTitle)}>
        <CatalogForm
          key={records.formKey}
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
          onCancel={close}
        />
      </FormDialog>

      <AddExistingDialog
        screen={screen}
        opened={params.selection.type === 'existing'}
        onClose={close}
        onAdded={({ count, setupStatus }) => {
          notifications.show({ color: 'green', message: t('addedExisting', { count }) });
          if (setupStatus === 'completed')
            notifications.show({
              color: 'green',
              icon: <IconListCheck size={18} />,
              message: t('setupCompleted', { noun }),
            });
          close();
        }}
      />

      {records.toggleDialog}
    </>
  );
};
