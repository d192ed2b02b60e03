import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CatalogKind } from '@ridedesk/domain/master-data/catalog-kinds';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
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
import { ConfirmToggleDialog } from './confirm-toggle-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';
import { HelpPanel } from './help-panel.tsx';
import { useListParams } from './list-params.ts';
import { PublicationSelect } from './publication-select.tsx';
import { RecordTable } from './record-table.tsx';
import { SiteNotice } from './site-notice.tsx';
import { StatusBadges } from './status-badges.tsx';
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
  const toggle = useEnableDisableCatalogMapping();
  const [toggleTarget, setToggleTarget] = useState<CatalogMapping | null>(null);
  useDocumentTitle(screen.title);

  const { selection, select } = params;
  const editing = selection.type === 'edit' ? list.data?.find((m) => m.id === selection.id) : undefined;
  const canAdd = canManage && actsOnProviderSite();
  const noun = t(`noun_${kind}`);

  // An address naming a record this list does not have (another filter, a deleted record) closes.
  useEffect(() => {
    if (selection.type === 'edit' && list.isSuccess && !editing) select({ type: 'none' });
    if ((selection.type === 'new' || selection.type === 'existing') && !canAdd) select({ type: 'none' });
  }, [selection, list.isSuccess, editing, canAdd, select]);

  if (screen.hiddenForSpUser && isSpUser)
    return (
      <>
        <PageHeader title={screen.title} />
        <Text c="dimmed">{t('notForRole')}</Text>
      </>
    );

  const announce = (setupStatus?: string) => {
    if (setupStatus === 'completed')
      notifications.show({ color: 'green', icon: <IconListCheck size={18} />, message: t('setupCompleted', { noun }) });
  };

  const save = async (action: SaveAction, values: Record<string, unknown>) => {
    const saved = await saveMapping.mutateAsync({ kind, mapping: editing, form: values, action });
    notifications.show({ color: 'green', message: t(action === 'publish' ? 'savedPublished' : 'savedDraft') });
    announce(saved.setupStatus);
    select({ type: 'none' });
  };

  const confirmToggle = async () => {
    if (!toggleTarget) return;
    try {
      await toggle.mutateAsync({ kind, mapping: toggleTarget });
      notifications.show({
        color: 'green',
        message: t(toggleTarget.isEnabled ? 'toggledOff' : 'toggledOn', { name: toggleTarget.master.name }),
      });
      setToggleTarget(null);
    } catch {
      // Shown in the confirmation (toggle.error).
    }
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
      <PageHeader
        title={screen.title}
        description={t(`lead_${kind}`)}
        actions={
          canAdd && (
            <>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => select({ type: 'new' })}>
                Add New
              </Button>
              <Button variant="light" onClick={() => select({ type: 'existing' })}>
                Add Existing
              </Button>
            </>
          )
        }
      />
      <SiteNotice />
      <HelpPanel topic={kind} />
      <Stack gap="md">
        <Group>
          <PublicationSelect value={params.filter} onChange={params.setFilter} />
        </Group>
        <RecordTable<CatalogMapping>
          key={params.filter}
          rows={list.data}
          isPending={list.isPending}
          error={list.error}
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
          modify={{ onEdit: (m) => select({ type: 'edit', id: m.id }), lock: sharedReason }}
          setEnabled={{
            isEnabled: (m) => m.isEnabled,
            onToggle: (m) => {
              toggle.reset();
              setToggleTarget(m);
            },
            lock: () => (canManage ? null : t('readOnlyRole')),
          }}
          empty={{
            title: t(params.isPublished ? 'emptyPublished' : 'emptyUnpublished', { noun }),
            hint: params.isPublished ? (canAdd ? t('emptyPublishedHint') : undefined) : t('emptyUnpublishedHint'),
          }}
        />
      </Stack>

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
          announce(setupStatus);
          select({ type: 'none' });
        }}
      />

      <ConfirmToggleDialog
        target={toggleTarget ? { name: toggleTarget.master.name, isEnabled: toggleTarget.isEnabled } : null}
        busy={toggle.isPending}
        error={toggle.error}
        onConfirm={confirmToggle}
        onCancel={() => setToggleTarget(null)}
      />
    </>
  );
};
