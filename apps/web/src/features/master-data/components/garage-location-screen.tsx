import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import type { GarageLocationForm } from '@ridedesk/domain/master-data/garage-location';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { actsOnProviderSite } from '../../../lib/site-scope.ts';
import { useEnableDisableGarageLocation } from '../api/enable-disable-garage-location.ts';
import { useGarageLocations } from '../api/list-garage-locations.ts';
import { useSaveGarageLocation } from '../api/save-garage-location.ts';
import { editTitle } from '../catalog-screens.ts';
import { MASTER_DATA_NS } from '../i18n.ts';
import type { GarageLocation } from '../model.ts';
import { useMasterDataRole } from '../permissions.ts';
import { FormDialog } from './form-dialog.tsx';
import { GarageLocationFormView, GeocodeStatusText } from './garage-location-form.tsx';
import { useCloseUnknownSelection, useListParams } from './list-params.ts';
import { RecordList } from './record-list.tsx';
import { announceSaved, emptySiteList, SiteListHeader } from './site-list-parts.tsx';
import { StatusBadges } from './status-badges.tsx';
import { useRecordToggle } from './use-record-toggle.tsx';

const TITLE = 'Manage Garage Locations';

const amount = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/**
 * Garage locations, the areas of operation (spec 02): the Published/Unpublished filter, Add New
 * and the popup form, Edit and Disable/Enable, and whether each address is located on the map.
 */
export const GarageLocationScreen = () => {
  const { t, i18n } = useTranslation(MASTER_DATA_NS);
  const { canManage } = useMasterDataRole();
  const params = useListParams();
  const garages = useGarageLocations(params.isPublished);
  const saveGarage = useSaveGarageLocation();
  const toggle = useRecordToggle(useEnableDisableGarageLocation(), (g) => g.garageName);
  useDocumentTitle(TITLE);

  const { selection, select } = params;
  const editing = selection.type === 'edit' ? garages.data?.find((g) => g.id === selection.id) : undefined;
  const canAdd = canManage && actsOnProviderSite();

  useCloseUnknownSelection(params, { loaded: garages.isSuccess, found: !!editing, canAdd, offersExisting: false });

  const save = async (action: SaveAction, form: GarageLocationForm) => {
    const saved = await saveGarage.mutateAsync({ garage: editing, form, action });
    announceSaved(t, action, saved.setupStatus, t('noun_garageLocation'));
    if (saved.record.geocodeStatus !== 'located')
      notifications.show({
        color: 'orange',
        icon: <IconMapPinOff size={18} />,
        title: t('notLocated'),
        message: t('notLocatedNote'),
        autoClose: 10_000,
      });
    select({ type: 'none' });
  };

  const locale = i18n.language;
  const columns: ListColumn<GarageLocation>[] = [
    {
      key: 'garageName',
      header: 'Garage Name',
      minWidth: 130,
      cell: (g) => (
        <Text size="sm" fw={600}>
          {g.garageName}
        </Text>
      ),
    },
    {
      key: 'garageAddress',
      header: 'Garage Address',
      minWidth: 170,
      cell: (g) => (
        <Text size="sm" lineClamp={2} title={g.garageAddress}>
          {g.garageAddress}
        </Text>
      ),
    },
    {
      key: 'allowedDistance',
      header: 'Allowed Distance',
      minWidth: 90,
      cell: (g) => `${amount(g.allowedDistanceValue, locale)} ${g.allowedDistanceUnit}`,
    },
    {
      key: 'surcharge',
      header: 'Surcharge Cost',
      minWidth: 90,
      cell: (g) => `${amount(g.surchargeCost, locale)} ${g.surchargeUnit}`,
    },
    { key: 'map', header: t('map'), minWidth: 120, cell: (g) => <GeocodeStatusText status={g.geocodeStatus} /> },
  ];
  const readOnlyReason = () => (canManage ? null : t('readOnlyRole'));

  return (
    <>
      <SiteListHeader
        title={TITLE}
        lead={t('lead_garageLocation')}
        canAdd={canAdd}
        onAdd={() => select({ type: 'new' })}
        topic="garageLocation"
      />
      <RecordList<GarageLocation>
        params={params}
        state={garages}
        rows={garages.data}
        columns={columns}
        rowKey={(g) => g.id}
        rowName={(g) => g.garageName}
        rowSummary={(g) => g.garageAddress}
        rowBadges={(g) => <StatusBadges isEnabled={g.isEnabled} />}
        onEdit={(g) => select({ type: 'edit', id: g.id })}
        editLock={readOnlyReason}
        setEnabled={{ isEnabled: (g) => g.isEnabled, onToggle: toggle.ask, lock: readOnlyReason }}
        empty={emptySiteList(t, params.isPublished, t('noun_garageLocation'), canAdd)}
      />
      <FormDialog
        opened={selection.type === 'new' || Boolean(editing)}
        title={editing ? editTitle(editing.garageName) : 'Add Garage Location'}
        onClose={() => select({ type: 'none' })}
      >
        <GarageLocationFormView
          key={editing ? `edit-${editing.id}` : 'new'}
          garage={editing}
          readOnly={!canManage}
          onSave={save}
          onCancel={() => select({ type: 'none' })}
        />
      </FormDialog>
      {toggle.dialog}
    </>
  );
};
